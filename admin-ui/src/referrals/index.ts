import type { ResourceProps } from 'react-admin';

/** Referrals are managed from the dashboard; the resource only names them for react-admin. */
export const referrals: Omit<ResourceProps, 'name'> = {
  recordRepresentation: 'name',
};
