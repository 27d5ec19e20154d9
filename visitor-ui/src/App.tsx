import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { ErrorBoundary } from './components/ErrorBoundary';
import { GoHome } from './components/GoHome';
import { Loading } from './components/Loading';
import { GoContext } from './navigation';
import { WelcomePage } from './pages/WelcomePage';
import { reloadingOnce } from './reloadOnce';
import {
  loadInfoPage,
  loadPrivacyPage,
  loadRatePage,
  loadSitesPage,
  loadTaskPage,
  loadThanksPage,
} from './routes';

const SitesPage = lazy(() =>
  reloadingOnce('SitesPage', loadSitesPage)().then((module) => ({ default: module.SitesPage })),
);
const InfoPage = lazy(() =>
  reloadingOnce('InfoPage', loadInfoPage)().then((module) => ({ default: module.InfoPage })),
);
const ThanksPage = lazy(() =>
  reloadingOnce('ThanksPage', loadThanksPage)().then((module) => ({ default: module.ThanksPage })),
);
const RatePage = lazy(() =>
  reloadingOnce('RatePage', loadRatePage)().then((module) => ({ default: module.RatePage })),
);

// The customer's page and the privacy notice: their own chunks, never in the funnel's first page.
const TaskPage = lazy(() =>
  reloadingOnce('TaskPage', loadTaskPage)().then((module) => ({ default: module.TaskPage })),
);
const PrivacyPage = lazy(() =>
  reloadingOnce('PrivacyPage', loadPrivacyPage)().then((module) => ({
    default: module.PrivacyPage,
  })),
);

function WelcomeRoute() {
  const { adminId = '' } = useParams();
  return <WelcomePage adminId={adminId} />;
}

function FunnelRoutes() {
  const navigate = useNavigate();
  return (
    <GoContext value={navigate}>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path="/start" element={<SitesPage />} />
          <Route path="/stage2" element={<InfoPage />} />
          <Route path="/thanks" element={<ThanksPage />} />
          <Route path="/rateMe/:adminId" element={<RatePage />} />
          <Route path="/k/:token" element={<TaskPage />} />
          <Route path="/privatliv" element={<PrivacyPage />} />
          <Route path="/:adminId" element={<WelcomeRoute />} />
          <Route path="*" element={<GoHome />} />
        </Routes>
      </Suspense>
    </GoContext>
  );
}

export function App() {
  return (
    <ErrorBoundary>
      <BrowserRouter>
        <FunnelRoutes />
      </BrowserRouter>
    </ErrorBoundary>
  );
}
