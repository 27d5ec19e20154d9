import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ArbiAppBar } from './ArbiAppBar';
import { ArbiMenu } from './ArbiMenu';

export function ArbiLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={ArbiAppBar} menu={ArbiMenu}>
      {children}
    </Layout>
  );
}
