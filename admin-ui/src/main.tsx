import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { CHUNK_FAILED, isChunkLoadFailed, loadReloadingOnce } from '../../rules/chunk-reload';
import { LoginForm } from './login/LoginForm';
import { currentSession, signIn } from './login/session';

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
  window.history.replaceState(null, '', '/admin');
  showPanel();
}

/**
 * The login page as the first page of a visit: plain React, so it shows and answers at once on a
 * phone; the panel's scripts are fetched when the visitor starts on the form.
 */
function FirstLogin() {
  useEffect(() => {
    currentSession().then(
      (admin) => admin && openPanel(),
      () => undefined,
    );
  }, []);
  return (
    <LoginForm
      signIn={async (email, password) => {
        await signIn(email, password);
        openPanel();
      }}
      onIntent={() => void loadPanel().catch(() => undefined)}
    />
  );
}

if (/^\/admin\/login\/?$/.test(window.location.pathname)) {
  root.render(
    <StrictMode>
      <FirstLogin />
    </StrictMode>,
  );
} else {
  showPanel();
}
