import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CHUNK_FAILED, isChunkLoadFailed, loadReloadingOnce } from '../../rules/chunk-reload';
import { startFirstPage } from './bootstrap';
import { ForgotPasswordPage } from './login/ForgotPasswordPage';
import { LoginForm } from './login/LoginForm';
import { ResetPasswordPage } from './login/ResetPasswordPage';
import { currentSession } from './login/session';
import { SignInStepPage } from './login/SignInStepPage';
import { pageAfterSignIn } from './login/sessionEnded';
import type { NextStep } from './providers/types';

const root = createRoot(document.getElementById('root')!);
const loadPanel = () => import('./PanelRoot');

/** The panel (react-admin), whose scripts a deploy may have replaced: then the page reloads once. */
function showPanel() {
  void loadReloadingOnce(
    'Panel',
    loadPanel,
    () => window.sessionStorage,
    () => window.location.reload(),
  ).then(
    ({ PanelRoot }) =>
      root.render(
        <StrictMode>
          <PanelRoot />
        </StrictMode>,
      ),
    (error: unknown) => {
      root.render(<p role="alert">{isChunkLoadFailed(error) ? CHUNK_FAILED : String(error)}</p>);
    },
  );
}

function openPanel() {
  // Back to the page a session ended on (its typed odds are kept in the tab), else the dashboard.
  const page = pageAfterSignIn();
  window.history.replaceState(null, '', page);
  startFirstPage(new URL(page, window.location.origin).pathname);
  showPanel();
}

/**
 * The login page as the first page of a visit: plain React, so it shows and answers at once on a
 * phone; the panel's scripts are fetched when the visitor starts on the form. A session that must
 * take a step first (its own password, two-factor) gets that step's page instead of the panel.
 */
function FirstLogin() {
  const [step, setStep] = useState<NextStep>(null);
  useEffect(() => {
    currentSession().then(
      ({ admin, next }) => {
        if (admin && next) setStep(next);
        else if (admin) openPanel();
      },
      () => undefined,
    );
  }, []);
  const signedIn = (next: NextStep) => (next ? setStep(next) : openPanel());
  if (step)
    return (
      <SignInStepPage
        step={step}
        onDone={() => void currentSession().then(({ next }) => signedIn(next), openPanel)}
      />
    );
  return (
    <LoginForm onSignedIn={signedIn} onIntent={() => void loadPanel().catch(() => undefined)} />
  );
}

const FIRST_PAGES: [RegExp, () => React.JSX.Element][] = [
  [/^\/admin\/login\/?$/, FirstLogin],
  [/^\/admin\/glemt\/?$/, ForgotPasswordPage],
  [/^\/admin\/nulstil\/?$/, ResetPasswordPage],
];

const FirstPage = FIRST_PAGES.find(([path]) => path.test(window.location.pathname))?.[1];
if (FirstPage) {
  root.render(
    <StrictMode>
      <FirstPage />
    </StrictMode>,
  );
} else {
  startFirstPage(window.location.pathname);
  showPanel();
}
