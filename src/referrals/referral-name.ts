/**
 * What the signup form shows of a referral: enough for the visitor to recognise the person who
 * sent them (first name and the last name's initial), not a full name for anyone sweeping codes.
 */
export function recognisableName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return words[0] ?? '';
  return `${words[0]} ${[...words.at(-1)!][0].toUpperCase()}.`;
}
