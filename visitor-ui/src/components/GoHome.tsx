import { useEffect } from 'react';
import { Loading } from './Loading';

/** Only the server knows the default recruiter, so `/` needs a real page load, not a router change. */
export function GoHome() {
  useEffect(() => window.location.replace('/'), []);
  return <Loading />;
}
