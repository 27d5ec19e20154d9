import { type ReactNode, useEffect } from 'react';
import { Layout } from 'react-admin';
import { warmMainPages } from '../bootstrap';
import { LiveUpdates } from '../live/LiveUpdates';
import { useLocation, useNavigationType } from 'react-router-dom';
import { ArbiAppBar } from './ArbiAppBar';
import { ArbiError } from './ArbiError';
import { ArbiMenu } from './ArbiMenu';

export function ArbiLayout({ children }: { children: ReactNode }) {
  useNewPageStartsAtTop();
  useEffect(warmMainPages, []);
  return (
    <Layout appBar={ArbiAppBar} menu={ArbiMenu} error={ArbiError}>
      <LiveUpdates />
      {children}
    </Layout>
  );
}

/** A page opened from another starts at its top, as after a full load; back and forward keep their place. */
function useNewPageStartsAtTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
