import Bowser from 'bowser';

export function browserName(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Ukendt browser';
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return 'Ukendt browser';
  return os.name ? `${browser.name} på ${os.name}` : browser.name;
}
