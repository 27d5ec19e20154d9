export type CopyResult = 'copied' | 'unavailable' | 'failed';

export async function copyToClipboard(text: string): Promise<CopyResult> {
  if (!navigator.clipboard?.writeText) return 'unavailable';
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
