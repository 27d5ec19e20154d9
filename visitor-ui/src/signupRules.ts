import { isAdult, isRealDate, UNDER_AGE } from './birthDate';
import { REFERRAL_CODE } from './useReferralLookup';

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
const PHONE = /^\+?[0-9 ()-]{6,24}$/;

export function birthDateError(age: string, today: string): string | undefined {
  if (!age) return 'Skriv din fødselsdato';
  if (!isRealDate(age)) return 'Skriv en gyldig fødselsdato';
  if (!isAdult(age, today)) return UNDER_AGE;
}

export function validateSignup(values: SignupValues, today: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = 'Skriv dit navn';
  errors.age = birthDateError(values.age, today);
  if (!values.email.trim()) errors.email = 'Skriv din email';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Skriv en gyldig email';
  if (!values.phone.trim()) errors.phone = 'Skriv dit telefonnummer';
  else if (!PHONE.test(values.phone.trim())) errors.phone = 'Skriv et gyldigt telefonnummer';
  if (values.referal && !REFERRAL_CODE.test(values.referal))
    errors.referal = 'Referal skal være 4 cifre';
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors;
}
