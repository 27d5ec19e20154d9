import { LoginCard, LoginError, SubmitButton } from './LoginParts';
import type { NextStep } from '../providers/types';
import { changePassword, signOut } from './session';
import { LOGIN_TEXT } from './strings';
import { TwoFactorSetup } from './TwoFactorSetup';
import { useSubmit } from './useSubmit';

/** The step the server holds a new session to: a first password of one's own, or two-factor. */
export function SignInStepPage({ step, onDone }: { step: NextStep; onDone: () => void }) {
  const leave = () => void signOut().then(() => window.location.assign('/admin/login'));
  if (step === 'set_up_two_factor')
    return (
      <LoginCard title={LOGIN_TEXT.twoFactorTitle}>
        <p className="login-help">{LOGIN_TEXT.twoFactorRequired}</p>
        <TwoFactorSetup onDone={onDone} />
        <button type="button" className="login-secondary" onClick={leave}>
          {LOGIN_TEXT.signOut}
        </button>
      </LoginCard>
    );
  return <ChangePasswordStep onDone={onDone} />;
}

function ChangePasswordStep({ onDone }: { onDone: () => void }) {
  const { submit, error, busy } = useSubmit(async (form) => {
    await changePassword(String(form.get('currentPassword')), String(form.get('newPassword')));
    onDone();
  });
  return (
    <LoginCard title={LOGIN_TEXT.changeTitle} onSubmit={submit}>
      <p className="login-help">{LOGIN_TEXT.changeHelp}</p>
      <LoginError error={error} />
      <label htmlFor="step-current">{LOGIN_TEXT.currentPassword}</label>
      <input
        id="step-current"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
      />
      <label htmlFor="step-new">{LOGIN_TEXT.newPassword}</label>
      <input
        id="step-new"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={12}
        required
      />
      <SubmitButton busy={busy}>{LOGIN_TEXT.changeSubmit}</SubmitButton>
    </LoginCard>
  );
}
