import { type FormEvent, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ADMIN_LOAD_ERROR } from '../api';
import { ErrorAlert } from '../components/ErrorAlert';
import { GoHome } from '../components/GoHome';
import { Loading } from '../components/Loading';
import { Page } from '../components/Page';
import { SiteCheckboxes } from '../components/SiteCheckboxes';
import { reached } from '../funnelEvents';
import { useFunnel } from '../useFunnel';
import { usePublicAdmin } from '../usePublicAdmin';

export function SitesPage() {
  const { adminId, sites, setSites } = useFunnel();
  const admin = usePublicAdmin(adminId);
  const navigate = useNavigate();
  const ready = admin.status === 'ready';
  useEffect(() => {
    if (adminId && ready) reached(adminId, 'sites');
  }, [adminId, ready]);

  if (!adminId) return <GoHome />;
  if (admin.status === 'loading') return <Loading />;
  if (admin.status === 'error') {
    return (
      <Page title="Arbi">
        <ErrorAlert message={ADMIN_LOAD_ERROR} />
      </Page>
    );
  }

  const { sitesPage, sites: offered } = admin.admin;
  // Keep the admin's order, and drop names stored from another recruiter's list.
  const chosen = offered.filter((site) => sites.includes(site));
  const next = (event: FormEvent) => {
    event.preventDefault();
    setSites(chosen);
    navigate('/stage2');
  };

  return (
    <Page title={sitesPage.title} heading={sitesPage.title}>
      <p className="text" id="sites-intro">
        {sitesPage.text}
      </p>
      <form onSubmit={next}>
        <SiteCheckboxes
          sites={offered}
          chosen={chosen}
          onChange={(site, checked) =>
            setSites(offered.filter((name) => (name === site ? checked : chosen.includes(name))))
          }
        />
        <button type="submit" className="button">
          Videre
        </button>
      </form>
    </Page>
  );
}
