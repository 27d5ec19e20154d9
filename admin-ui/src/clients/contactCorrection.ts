import { isAdult, isValidBirthDate } from '../../../rules/age';
import { normalEmail, normalName, normalPhone } from '../../../rules/contact';
import { PHONE_PATTERN, SIGNUP_MESSAGES as M } from '../../../rules/signup-messages';
import type { Client } from '../providers/types';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'birthDate'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The form's first values: what the card holds now (an unknown birth date stays empty). */
export const contactValues = (client: Client): ContactValues => ({
  name: client.name,
  email: client.email,
  phone: client.phone,
  birthDate: client.birthDate ?? '',
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The signup's rules, checked as the recruiter types; the server checks them again. */
export function contactErrors(values: ContactValues, today: string): ContactErrors {
  const errors: ContactErrors = {};
  const name = normalName(values.name);
  if (!name) errors.name = M.nameMissing;
  else if (name.length > 120) errors.name = M.nameTooLong;
  const email = values.email.trim();
  if (!email) errors.email = M.emailMissing;
  else if (email.length > 254) errors.email = M.emailTooLong;
  else if (!EMAIL.test(email)) errors.email = M.emailInvalid;
  if (!values.phone.trim()) errors.phone = M.phoneMissing;
  else if (!PHONE_PATTERN.test(values.phone.trim())) errors.phone = M.phoneInvalid;
  if (values.birthDate) {
    if (!isValidBirthDate(values.birthDate, today)) errors.birthDate = M.birthDateInvalid;
    else if (!isAdult(values.birthDate, today)) errors.birthDate = M.underAge;
  }
  return errors;
}

const NORMAL: Record<ContactField, (value: string) => string> = {
  name: normalName,
  email: normalEmail,
  phone: normalPhone,
  birthDate: (value) => value,
};

/**
 * Only what was really changed (compared in normal form, as the server stores it), so saving an
 * untouched field never rewrites it; an emptied birth date is not sent (it cannot be cleared).
 */
export function contactChanges(client: Client, values: ContactValues): Partial<ContactValues> {
  const before = contactValues(client);
  const changes: Partial<ContactValues> = {};
  for (const field of CONTACT_FIELDS) {
    const value = NORMAL[field](values[field]);
    if (value && value !== NORMAL[field](before[field])) changes[field] = value;
  }
  return changes;
}

/** The server's errors per field (a 400's `errors`), for the fields of this form. */
export function serverFieldErrors(body: unknown): ContactErrors {
  const errors = (body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
  const out: ContactErrors = {};
  for (const field of CONTACT_FIELDS)
    if (typeof errors[field] === 'string') out[field] = errors[field] as string;
  return out;
}
