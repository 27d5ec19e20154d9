import { type FormEvent, useState } from 'react';
import { LOGIN_TEXT } from './strings';

/**
 * A form's submit with its busy flag and Danish error: `action` gets the form's fields and throws
 * an Error whose message is the sentence to show.
 */
export function useSubmit(action: (form: FormData) => Promise<void>) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      await action(form);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : LOGIN_TEXT.error);
    } finally {
      setBusy(false);
    }
  };
  return { submit, error, setError, busy, setBusy };
}
