/** The repeat-signup match and unique indexes compare stored values exactly, so every writer uses these forms. */

/** A phone without the spaces, brackets and dashes people write in it: '+45 87 65 43 21' → '+4587654321'. */
export const normalPhone = (phone: string): string => phone.replace(/[\s()-]/g, '');

export const normalEmail = (email: string): string => email.trim().toLowerCase();

export const normalName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** A Danish number in pairs ('+45 87 65 43 21'); any other number in its normal form. */
export function displayPhone(phone: string): string {
  const normal = normalPhone(phone);
  const danish = /^(\+45|0045)?(\d{8})$/.exec(normal);
  if (!danish) return normal;
  const pairs = danish[2].match(/\d{2}/g)!.join(' ');
  return danish[1] ? `+45 ${pairs}` : pairs;
}
