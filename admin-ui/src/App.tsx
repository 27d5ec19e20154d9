import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { admins } from './admins';
import { ClientBoard, clients } from './clients';
import { lazyPage } from './common/lazyPage';
import { PAGE_LOADERS } from './common/pageLoaders';
import { ToDashboard } from './common/ToDashboard';
import { audit } from './audit';
import { Dashboard } from './dashboard/Dashboard';
import { i18nProvider } from './i18n/i18nProvider';
import { ArbiLayout } from './layout/ArbiLayout';
import { LoginPage } from './login/LoginPage';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { referrals } from './referrals';
import { theme } from './theme';

const MakeBet = lazyPage('MakeBet', () =>
  import('./bet-plans/MakeBet').then((module) => ({ default: module.MakeBet })),
);
const NotificationsPage = lazyPage('NotificationsPage', () =>
  import('./settings/NotificationsPage').then((module) => ({ default: module.NotificationsPage })),
);
const TextsPage = lazyPage('TextsPage', () =>
  import('./settings/TextsPage').then((module) => ({ default: module.TextsPage })),
);
const SecurityPage = lazyPage('SecurityPage', () =>
  import('./security/SecurityPage').then((module) => ({ default: module.SecurityPage })),
);
const BureauPage = lazyPage('BureauPage', () =>
  import('./bureau/BureauPage').then((module) => ({ default: module.BureauPage })),
);
const RecruiterClients = lazyPage('RecruiterClients', () =>
  import('./bureau/RecruiterClients').then((module) => ({ default: module.RecruiterClients })),
);
const RecruiterClientShow = lazyPage('RecruiterClientShow', () =>
  import('./bureau/RecruiterClientShow').then((module) => ({
    default: module.RecruiterClientShow,
  })),
);
const StatsPage = lazyPage('StatsPage', PAGE_LOADERS.StatsPage);

export function App() {
  return (
    <Admin
      basename="/admin"
      title="Arbi"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={ArbiLayout}
      dashboard={Dashboard}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      <Resource name="clients" {...clients}>
        <Route path=":id/bet" element={<MakeBet />} />
        <Route path="board" element={<ClientBoard />} />
      </Resource>
      <Resource name="referrals" {...referrals} list={ToDashboard} />
      <Resource name="admins" {...admins} />
      <Resource name="audit" {...audit} />
      <Resource name="ratings" list={ToDashboard} />
      <Resource name="settings" list={ToDashboard} />
      <CustomRoutes>
        <Route path="/texts" element={<TextsPage />} />
        <Route path="/stats" element={<StatsPage />} />
        <Route path="/notifications" element={<NotificationsPage />} />
        <Route path="/security" element={<SecurityPage />} />
        <Route path="/bureau" element={<BureauPage />} />
        <Route path="/bureau/:adminId/clients" element={<RecruiterClients />} />
        <Route path="/bureau/:adminId/clients/:id" element={<RecruiterClientShow />} />
      </CustomRoutes>
    </Admin>
  );
}
