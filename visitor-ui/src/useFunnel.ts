import { useCallback, useState } from 'react';

// The original app's storage keys: visitors who started there keep their place.
const ADMIN_KEY = 'arbiAdmin';
const SITES_KEY = 'sites';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage can be off (private mode): the funnel still works within this page view.
  }
}

function readSites(): string[] {
  try {
    const sites: unknown = JSON.parse(read(SITES_KEY) ?? '[]');
    return Array.isArray(sites) ? sites.filter((site) => typeof site === 'string') : [];
  } catch {
    return [];
  }
}

/** The visitor's place in the funnel: their recruiter and the sites they already use. */
export function useFunnel() {
  const [adminId, setAdminIdState] = useState(() => read(ADMIN_KEY));
  const [sites, setSitesState] = useState(readSites);

  const setAdminId = useCallback((id: string) => {
    write(ADMIN_KEY, id);
    setAdminIdState(id);
  }, []);

  const setSites = useCallback((chosen: string[]) => {
    write(SITES_KEY, JSON.stringify(chosen));
    setSitesState(chosen);
  }, []);

  return { adminId, setAdminId, sites, setSites };
}

export const welcomePath = (adminId: string) => `/${encodeURIComponent(adminId)}`;
