import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CHUNK_FAILED, isChunkLoadFailed } from '../../rules/chunk-reload';
import { GENERIC_ERROR } from './api';
import { ErrorAlert } from './components/ErrorAlert';
import { ErrorBoundary } from './components/ErrorBoundary';
import { welcomeAdminId } from '../../rules/welcome-page';
import { GoContext } from './navigation';
import { WelcomePage } from './pages/WelcomePage';
import { reloadingOnce } from './reloadOnce';
import { loadApp } from './routes';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

function showApp() {
  void reloadingOnce('App', loadApp)().then(
    ({ App }) =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    (error: unknown) =>
      root.render(
        <main className="page">
          <ErrorAlert message={isChunkLoadFailed(error) ? CHUNK_FAILED : GENERIC_ERROR} />
        </main>,
      ),
  );
}

/**
 * The welcome page is shown without the router: React alone fits the first page's budget, the
 * router does not (it barely tree-shakes). The router arrives while the visitor reads.
 */
function goFromWelcome(path: string) {
  void loadApp().then(
    () => {
      window.history.pushState(null, '', path);
      showApp();
    },
    () => window.location.assign(path),
  );
}

const adminId = welcomeAdminId(window.location.pathname);
if (adminId === null) {
  showApp();
} else {
  root.render(
    <StrictMode>
      <ErrorBoundary>
        <GoContext value={goFromWelcome}>
          <WelcomePage adminId={adminId} />
        </GoContext>
      </ErrorBoundary>
    </StrictMode>,
  );
}
