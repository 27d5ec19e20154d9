import { useState } from 'react';
import { LoginCard, LoginError, SubmitButton } from './LoginParts';
import type { NextStep } from '../providers/types';
import { type SignInResult, signIn, signInWithCode, signInWithPasskey } from './session';
import { endedOn } from './sessionEnded';
import { LOGIN_TEXT } from './strings';
import { useSubmit } from './useSubmit';

/**
 * The sign-in form, in plain React and CSS: it is the panel's first page, shown before the panel's
 * scripts (react-admin, MUI) have loaded. A password (or a passkey), then a code when the account
 * has two-factor on. `onIntent` is called when the visitor starts typing or clicking (not on the
 * autofocus, which would fetch the panel's scripts during every first paint).
 */
export function LoginForm({
  onSignedIn,
  onIntent,
}: {
  onSignedIn: (next: NextStep) => void;
  onIntent?: () => void;
}) {
  const [ticket, setTicket] = useState<string>();
  const proceed = (result: SignInResult) => {
    if (result.signedIn) onSignedIn(result.next);
    else setTicket(result.ticket);
  };
  if (ticket)
    return <CodeForm ticket={ticket} onDone={proceed} onRestart={() => setTicket(undefined)} />;
  return <PasswordForm onDone={proceed} onIntent={onIntent} />;
}

/** Why the sign-in is asked for again, when a session ended under the recruiter. */
function SessionEndedNote() {
  const [path] = useState(endedOn);
  if (!path) return null;
  return (
    <p role="status" className="login-note">
      {LOGIN_TEXT.sessionEnded}
      {/\/clients\/[^/]+\/bet\b/.test(path) && ` ${LOGIN_TEXT.oddsKept}`}
    </p>
  );
}

function PasswordForm({
  onDone,
  onIntent,
}: {
  onDone: (result: SignInResult) => void;
  onIntent?: () => void;
}) {
  const { submit, error, setError, busy, setBusy } = useSubmit(async (form) =>
    onDone(await signIn(String(form.get('email')), String(form.get('password')))),
  );
  const passkey = async () => {
    setBusy(true);
    setError(undefined);
    try {
      onDone(await signInWithPasskey());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : LOGIN_TEXT.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <LoginCard title={LOGIN_TEXT.title} onSubmit={submit} onIntent={onIntent}>
      <a href="/">{LOGIN_TEXT.back}</a>
      <SessionEndedNote />
      <LoginError error={error} />
      <label htmlFor="login-email">{LOGIN_TEXT.email}</label>
      <input
        id="login-email"
        name="email"
        type="email"
        autoComplete="username webauthn"
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
      <SubmitButton busy={busy}>{LOGIN_TEXT.submit}</SubmitButton>
      <a className="login-aside" href="/admin/glemt">
        {LOGIN_TEXT.forgot}
      </a>
      <p className="login-or">{LOGIN_TEXT.or}</p>
      <button type="button" className="login-secondary" disabled={busy} onClick={passkey}>
        {LOGIN_TEXT.passkey}
      </button>
    </LoginCard>
  );
}

function CodeForm({
  ticket,
  onDone,
  onRestart,
}: {
  ticket: string;
  onDone: (result: SignInResult) => void;
  onRestart: () => void;
}) {
  const { submit, error, busy } = useSubmit(async (form) =>
    onDone(await signInWithCode(ticket, String(form.get('code')))),
  );
  return (
    <LoginCard title={LOGIN_TEXT.codeTitle} onSubmit={submit}>
      <p className="login-help">{LOGIN_TEXT.codeHelp}</p>
      <LoginError error={error} />
      <label htmlFor="login-code">{LOGIN_TEXT.code}</label>
      <input
        id="login-code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        autoFocus
      />
      <SubmitButton busy={busy}>{LOGIN_TEXT.codeSubmit}</SubmitButton>
      <button type="button" className="login-secondary" onClick={onRestart}>
        {LOGIN_TEXT.startOver}
      </button>
    </LoginCard>
  );
}
