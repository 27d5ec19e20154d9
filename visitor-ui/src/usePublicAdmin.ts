import { useEffect, useState } from 'react';
import { fetchPublicAdmin, loadedAdmin, type PublicAdmin } from './api';

export type AdminState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; admin: PublicAdmin };

const LOADING: AdminState = { status: 'loading' };

/** The recruiter's public texts and sites; results are kept per id so later pages show them at once. */
export function usePublicAdmin(id: string | null): AdminState {
  const [result, setResult] = useState<{ id: string; state: AdminState } | null>(null);

  useEffect(() => {
    if (!id || loadedAdmin(id)) return;
    let current = true;
    fetchPublicAdmin(id).then(
      (admin) => current && setResult({ id, state: { status: 'ready', admin } }),
      () => current && setResult({ id, state: { status: 'error' } }),
    );
    return () => {
      current = false;
    };
  }, [id]);

  if (!id) return LOADING;
  const admin = loadedAdmin(id);
  if (admin) return { status: 'ready', admin };
  return result?.id === id ? result.state : LOADING;
}
