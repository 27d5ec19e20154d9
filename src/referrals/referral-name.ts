/** Enough to recognise the sender, not a full name for anyone sweeping codes. */
export function recognisableName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return words[0] ?? '';
  return `${words[0]} ${[...words.at(-1)!][0].toUpperCase()}.`;
}
