import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Page } from '../components/Page';
import { useFunnel, welcomePath } from '../useFunnel';

export const RETURN_AFTER_MS = 10_000;

export function ThanksPage() {
  const { adminId } = useFunnel();
  const navigate = useNavigate();
  const home = adminId ? welcomePath(adminId) : '/';

  useEffect(() => {
    const timer = setTimeout(() => {
      if (adminId) navigate(home, { replace: true });
      else window.location.replace('/');
    }, RETURN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [adminId, home, navigate]);

  return (
    <Page title="Tak for din tilmelding!" heading="Tak for din tilmelding!">
      <p className="text">
        Vi har travlt lige nu, men vi kontakter dig, så snart der bliver en plads ledig.
      </p>
      <p>
        <Link to={home} reloadDocument={!adminId}>
          Tilbage til start
        </Link>
      </p>
    </Page>
  );
}
