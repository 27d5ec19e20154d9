import { type FormEvent, useRef, useState } from 'react';
import { ApiError, GENERIC_ERROR, signUp } from './api';
import { todayInCopenhagen } from '../../rules/age';
import { newIdempotencyKey } from './idempotencyKey';
import { linkSource } from './funnelEvents';
import {
  birthDateError,
  EMPTY_SIGNUP,
  type FieldErrors,
  SIGNUP_FIELDS,
  type SignupField,
  type SignupValues,
  validateSignup,
} from './signupRules';

interface Options {
  adminId: string;
  sites: string[];
  onSignedUp: () => void;
}

/** The info form's values, errors and submit; what was typed survives a failed submit. */
export function useSignupForm({ adminId, sites, onSignedUp }: Options) {
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // One key per attempt, reused when the same answers are sent again, so a retry never adds a second card.
  const attemptKey = useRef<string | null>(null);

  const change = (field: SignupField, value: string) => {
    attemptKey.current = null;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({
      ...current,
      [field]: field === 'age' && value ? birthDateError(value, todayInCopenhagen()) : undefined,
    }));
  };

  /** Sends the form; answers where focus should go when it was refused. */
  const submit = async (
    event: FormEvent<HTMLFormElement>,
  ): Promise<SignupField | 'failure' | null> => {
    event.preventDefault();
    if (submitting) return null;
    const found = validateSignup(values, todayInCopenhagen());
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return firstField(found) ?? null;
    attemptKey.current ??= newIdempotencyKey();
    setSubmitting(true);
    try {
      const signup = {
        ...values,
        admin: adminId,
        sites: sites.length ? sites : 'clean',
        dato: new Date().toISOString(),
        website: String(new FormData(event.currentTarget).get('website') ?? '') || undefined,
        src: linkSource(),
      } as const;
      await signUp(signup, attemptKey.current);
      onSignedUp();
      return null;
    } catch (error) {
      const fields = error instanceof ApiError ? pickFormFields(error.fieldErrors) : {};
      setErrors(fields);
      if (!Object.keys(fields).length)
        setFailure(error instanceof ApiError ? error.message : GENERIC_ERROR);
      return firstField(fields) ?? 'failure';
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, failure, submitting, change, submit };
}

const firstField = (errors: FieldErrors) => SIGNUP_FIELDS.find((field) => errors[field]);

function pickFormFields(fieldErrors: Record<string, string>): FieldErrors {
  return Object.fromEntries(
    SIGNUP_FIELDS.filter((field) => fieldErrors[field]).map((field) => [field, fieldErrors[field]]),
  );
}
