import { useEffect, useState } from 'react';
import { LoginError, SubmitButton } from './LoginParts';
import { enableTwoFactor, startTwoFactor } from './session';
import { LOGIN_TEXT } from './strings';
import { useSubmit } from './useSubmit';

const TWO_FACTOR_TEXT = {
  scan: 'Scan QR-koden med en godkendelsesapp (fx Google Authenticator, Microsoft Authenticator eller 1Password), og skriv den kode, appen viser.',
  manual: 'Kan du ikke scanne? Skriv nøglen i appen:',
  qrLabel: 'QR-kode til godkendelsesappen',
  enable: 'Slå til',
  loading: 'Henter QR-kode …',
  codesTitle: 'Dine gendannelseskoder',
  codesHelp:
    'Gem koderne et sikkert sted (fx i en adgangskodeboks eller på papir). Hver kode virker én gang, hvis du mister telefonen. De vises kun nu.',
  codesDone: 'Jeg har gemt koderne',
};

/**
 * Turning on two-factor: a QR code for the app (and its key to type in), the first code, then the
 * ten recovery codes, shown once. Plain React, so it serves both the forced step at sign-in and
 * the panel's security page.
 */
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const [setup, setSetup] = useState<{ otpauthUrl: string; qrSvg: string }>();
  const [codes, setCodes] = useState<string[]>();
  const { submit, error, setError, busy } = useSubmit(async (form) =>
    setCodes(await enableTwoFactor(String(form.get('code')))),
  );
  useEffect(() => {
    startTwoFactor().then(setSetup, (failure: unknown) =>
      setError(failure instanceof Error ? failure.message : LOGIN_TEXT.error),
    );
  }, [setError]);

  if (codes)
    return (
      <section aria-labelledby="recovery-title">
        <h2 id="recovery-title">{TWO_FACTOR_TEXT.codesTitle}</h2>
        <p className="login-help">{TWO_FACTOR_TEXT.codesHelp}</p>
        <ul className="login-codes" aria-label={TWO_FACTOR_TEXT.codesTitle}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <button type="button" onClick={onDone}>
          {TWO_FACTOR_TEXT.codesDone}
        </button>
      </section>
    );
  const secret = setup && new URL(setup.otpauthUrl).searchParams.get('secret');
  return (
    <form className="login-card login-inner" onSubmit={submit}>
      <p className="login-help">{TWO_FACTOR_TEXT.scan}</p>
      <LoginError error={error} />
      {setup ? (
        <>
          <div
            className="login-qr"
            role="img"
            aria-label={TWO_FACTOR_TEXT.qrLabel}
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
          <p className="login-help">
            {TWO_FACTOR_TEXT.manual} <span className="login-secret">{secret}</span>
          </p>
        </>
      ) : (
        !error && <p aria-busy="true">{TWO_FACTOR_TEXT.loading}</p>
      )}
      <label htmlFor="two-factor-code">{LOGIN_TEXT.code}</label>
      <input
        id="two-factor-code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        required
      />
      <SubmitButton busy={busy || !setup}>{TWO_FACTOR_TEXT.enable}</SubmitButton>
    </form>
  );
}
