import { useParams } from 'react-router-dom';
import { ADMIN_LOAD_ERROR } from '../api';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { Page } from '../components/Page';
import { RatingForm } from '../components/RatingForm';
import { usePublicAdmin } from '../usePublicAdmin';

const HEADING = 'Tak for du var en del af vores hold!';

export function RatePage() {
  const { adminId = '' } = useParams();
  // An unknown recruiter is told before the visitor writes a word, not after they send.
  const admin = usePublicAdmin(adminId);
  if (admin.status === 'loading') return <Loading />;
  return (
    <Page title={HEADING} heading={HEADING}>
      {admin.status === 'error' ? (
        <ErrorAlert message={ADMIN_LOAD_ERROR} />
      ) : (
        <RatingForm adminId={adminId} />
      )}
    </Page>
  );
}
