import { useQuery } from '@tanstack/react-query';
import { useGetIdentity } from 'react-admin';
import { useArbiDataProvider } from '../providers/useArbi';

/** The base visitors use (`publicUrl`, else this page's origin) and the signed-in admin's links. */
export function usePersonalLinks() {
  const dataProvider = useArbiDataProvider();
  const { identity } = useGetIdentity();
  const config = useQuery({
    queryKey: ['public-config'],
    queryFn: () => dataProvider.getPublicConfig(),
    staleTime: Infinity,
  });
  if (!identity || config.isPending) return undefined;
  const base = (config.data?.publicUrl ?? window.location.origin).replace(/\/+$/, '');
  const adminId = encodeURIComponent(String(identity.id));
  return {
    adminId: String(identity.id),
    personal: `${base}/${adminId}`,
    rateMe: `${base}/rateMe/${adminId}`,
  };
}
