import { isAdult, isRealDate } from '../../rules/age';
import { PHONE_PATTERN, REFERRAL_CODE, SIGNUP_MESSAGES as M } from '../../rules/signup-messages';

export interface SignupValues {
  name: string;
  age: string;
  email: string;
  phone: string;
  referal: string;
}

export type SignupField = keyof SignupValues;
export type FieldErrors = Partial<Record<SignupField, string>>;

export const SIGNUP_FIELDS: SignupField[] = ['name', 'age', 'email', 'phone', 'referal'];
export const EMPTY_SIGNUP: SignupValues = { name: '', age: '', email: '', phone: '', referal: '' };

// The server's own rules and words, checked here first so the visitor hears them without a round trip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function birthDateError(age: string, today: string): string | undefined {
  if (!age) return M.birthDateMissing;
  if (!isRealDate(age)) return M.birthDateInvalid;
  if (!isAdult(age, today)) return M.underAge;
}

export function validateSignup(values: SignupValues, today: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = M.nameMissing;
  errors.age = birthDateError(values.age, today);
  if (!values.email.trim()) errors.email = M.emailMissing;
  else if (!EMAIL.test(values.email.trim())) errors.email = M.emailInvalid;
  if (!values.phone.trim()) errors.phone = M.phoneMissing;
  else if (!PHONE_PATTERN.test(values.phone.trim())) errors.phone = M.phoneInvalid;
  if (values.referal && !REFERRAL_CODE.test(values.referal)) errors.referal = M.referralCode;
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors;
}
