import { useBasename } from 'react-admin';
import { Navigate } from 'react-router-dom';

/**
 * The page of a resource managed on the dashboard (referrals, ratings, the settings' sites): its
 * address, typed or bookmarked, leads there instead of to an empty page.
 */
export function ToDashboard() {
  const basename = useBasename();
  return <Navigate to={`${basename}/`} replace />;
}
