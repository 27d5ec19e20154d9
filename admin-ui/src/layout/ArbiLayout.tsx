import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { LiveUpdates } from '../live/LiveUpdates';
import { ArbiAppBar } from './ArbiAppBar';
import { ArbiError } from './ArbiError';
import { ArbiMenu } from './ArbiMenu';

export function ArbiLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={ArbiAppBar} menu={ArbiMenu} error={ArbiError}>
      <LiveUpdates />
      {children}
    </Layout>
  );
}
