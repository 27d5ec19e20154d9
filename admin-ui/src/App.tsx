import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { admins } from './admins';
import { ClientBoard, clients } from './clients';
import { Dashboard } from './dashboard/Dashboard';
import { i18nProvider } from './i18n/i18nProvider';
import { ArbiLayout } from './layout/ArbiLayout';
import { LoginPage } from './login/LoginPage';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { referrals } from './referrals';
import { theme } from './theme';

const MakeBet = lazy(() =>
  import('./bet-plans/MakeBet').then((module) => ({ default: module.MakeBet })),
);
const TextsPage = lazy(() =>
  import('./settings/TextsPage').then((module) => ({ default: module.TextsPage })),
);
const StatsPage = lazy(() =>
  import('./analytics/StatsPage').then((module) => ({ default: module.StatsPage })),
);

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
      <Resource name="referrals" {...referrals} />
      <Resource name="admins" {...admins} />
      <Resource name="ratings" />
      <Resource name="settings" />
      <CustomRoutes>
        <Route path="/texts" element={<TextsPage />} />
        <Route path="/stats" element={<StatsPage />} />
      </CustomRoutes>
    </Admin>
  );
}
