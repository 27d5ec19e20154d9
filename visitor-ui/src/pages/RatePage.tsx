import { useParams } from 'react-router-dom';
import { Page } from '../components/Page';
import { RatingForm } from '../components/RatingForm';

const HEADING = 'Tak for du var en del af vores hold!';

export function RatePage() {
  const { adminId = '' } = useParams();
  return (
    <Page title={HEADING} heading={HEADING}>
      <RatingForm adminId={adminId} />
    </Page>
  );
}
