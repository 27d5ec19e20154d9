import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ChosenSites } from '../components/ChosenSites';
import { GoHome } from '../components/GoHome';
import { Page } from '../components/Page';
import { SignupForm } from '../components/SignupForm';
import { reached } from '../funnelEvents';
import { useFunnel } from '../useFunnel';

export function InfoPage() {
  const { adminId, sites, setSites } = useFunnel();
  const navigate = useNavigate();
  useEffect(() => {
    if (adminId) reached(adminId, 'form');
  }, [adminId]);
  if (!adminId) return <GoHome />;

  return (
    <Page title="Din info" heading="Din info">
      <ChosenSites sites={sites} adminId={adminId} />
      <SignupForm
        adminId={adminId}
        sites={sites}
        onSignedUp={() => {
          reached(adminId, 'submitted');
          setSites([]);
          navigate('/thanks');
        }}
      />
      <p className="small">
        <Link to={`/privatliv?admin=${encodeURIComponent(adminId)}`}>
          Sådan passer vi på dine oplysninger
        </Link>
      </p>
    </Page>
  );
}
