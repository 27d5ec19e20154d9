import { useState } from 'react';
import { LoginCard, LoginError, SubmitButton } from './LoginParts';
import { requestReset } from './session';
import { LOGIN_TEXT } from './strings';
import { useSubmit } from './useSubmit';

/** 'Glemt adgangskode?': the email, then the same answer whether or not it has an account. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const { submit, error, busy } = useSubmit(async (form) => {
    await requestReset(String(form.get('email')));
    setSent(true);
  });
  if (sent)
    return (
      <LoginCard title={LOGIN_TEXT.forgotTitle}>
        <p role="status" className="login-help">
          {LOGIN_TEXT.forgotSent}
        </p>
        <a href="/admin/login">{LOGIN_TEXT.toLogin}</a>
      </LoginCard>
    );
  return (
    <LoginCard title={LOGIN_TEXT.forgotTitle} onSubmit={submit}>
      <a href="/admin/login">{LOGIN_TEXT.toLogin}</a>
      <p className="login-help">{LOGIN_TEXT.forgotHelp}</p>
      <LoginError error={error} />
      <label htmlFor="forgot-email">{LOGIN_TEXT.email}</label>
      <input
        id="forgot-email"
        name="email"
        type="email"
        autoComplete="username"
        required
        autoFocus
      />
      <SubmitButton busy={busy}>{LOGIN_TEXT.forgotSubmit}</SubmitButton>
    </LoginCard>
  );
}
