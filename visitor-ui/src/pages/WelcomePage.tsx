import { use, useEffect, useState } from 'react';
import { ADMIN_LOAD_ERROR } from '../api';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { Page } from '../components/Page';
import { GoContext, isPlainClick } from '../navigation';
import { loadApp, loadInfoPage, loadSitesPage } from '../routes';
import { useFunnel } from '../useFunnel';
import { usePublicAdmin } from '../usePublicAdmin';

export function WelcomePage({ adminId }: { adminId: string }) {
  const go = use(GoContext);
  const { setAdminId } = useFunnel();
  const admin = usePublicAdmin(adminId);
  const ready = admin.status === 'ready';

  // Read now: a quick click on 'Start her!' changes the address before the counter loads.
  const [search] = useState(() => window.location.search);

  useEffect(() => {
    if (!ready) return;
    setAdminId(adminId);
    // Counted once the welcome text shows, by code that loads only then.
    void import('../funnelEvents')
      .then(({ keepSource, reached }) => {
        keepSource(search);
        reached(adminId, 'welcome');
      })
      .catch(() => undefined);
    void Promise.all([loadApp(), loadSitesPage(), loadInfoPage()]).catch(() => undefined);
  }, [ready, adminId, setAdminId, search]);

  if (admin.status === 'loading') return <Loading />;
  if (admin.status === 'error') {
    return (
      <Page title="Arbi">
        <ErrorAlert message={ADMIN_LOAD_ERROR} />
      </Page>
    );
  }
  const { title, text } = admin.admin.welcome;
  return (
    <Page title={title} heading={title}>
      <p className="text">{text}</p>
      <a
        href="/start"
        className="button"
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          go('/start');
        }}
      >
        Start her!
      </a>
    </Page>
  );
}
