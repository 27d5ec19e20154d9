import { useState } from 'react';
import { LoginCard, LoginError, SubmitButton } from './LoginParts';
import { confirmReset } from './session';
import { LOGIN_TEXT } from './strings';
import { useSubmit } from './useSubmit';

/** The link's page (`/admin/nulstil#<token>`): opening it uses nothing; only the form's POST does. */
export function ResetPasswordPage() {
  const [token] = useState(() => window.location.hash.slice(1));
  const [done, setDone] = useState(false);
  const { submit, error, busy } = useSubmit(async (form) => {
    await confirmReset(token, String(form.get('newPassword')));
    setDone(true);
  });
  if (done || !token)
    return (
      <LoginCard title={LOGIN_TEXT.resetTitle}>
        <p role={done ? 'status' : 'alert'} className={done ? 'login-help' : 'login-error'}>
          {done ? LOGIN_TEXT.resetDone : LOGIN_TEXT.resetNoToken}
        </p>
        <a href={done ? '/admin/login' : '/admin/glemt'}>
          {done ? LOGIN_TEXT.toLogin : LOGIN_TEXT.forgot}
        </a>
      </LoginCard>
    );
  return (
    <LoginCard title={LOGIN_TEXT.resetTitle} onSubmit={submit}>
      <p className="login-help">{LOGIN_TEXT.resetHelp}</p>
      <LoginError error={error} />
      <label htmlFor="reset-new">{LOGIN_TEXT.newPassword}</label>
      <input
        id="reset-new"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={12}
        required
        autoFocus
      />
      <SubmitButton busy={busy}>{LOGIN_TEXT.resetSubmit}</SubmitButton>
    </LoginCard>
  );
}
