import { type FormEvent, useState } from 'react';
import './login.css';
import { LOGIN_TEXT } from './strings';

/**
 * The sign-in form, in plain React and CSS: it is the panel's first page, shown before the panel's
 * scripts (react-admin, MUI) have loaded. `signIn` throws an Error with the Danish message to show;
 * `onIntent` is called when the visitor starts typing or clicking (not on the autofocus, which
 * would fetch the panel's scripts during every first paint).
 */
export function LoginForm({
  signIn,
  onIntent,
}: {
  signIn: (email: string, password: string) => Promise<void>;
  onIntent?: () => void;
}) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      await signIn(String(form.get('email')), String(form.get('password')));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : LOGIN_TEXT.error);
      setBusy(false);
    }
  };

  return (
    <main className="login">
      <form className="login-card" onSubmit={submit} onInput={onIntent} onPointerDown={onIntent}>
        <a href="/">{LOGIN_TEXT.back}</a>
        <h1>{LOGIN_TEXT.title}</h1>
        {error && (
          <p role="alert" className="login-error">
            {error}
          </p>
        )}
        <label htmlFor="login-email">{LOGIN_TEXT.email}</label>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          autoFocus
        />
        <label htmlFor="login-password">{LOGIN_TEXT.password}</label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <button type="submit" disabled={busy} aria-busy={busy}>
          {busy && <span className="login-spinner" aria-hidden="true" />}
          {LOGIN_TEXT.submit}
        </button>
      </form>
    </main>
  );
}
