import type { AuthProvider } from 'react-admin';
import { API_URL, httpClient, isHttpError } from './httpClient';

export type Role = 'admin' | 'superadmin';

export interface Me {
  id: string;
  email: string;
  role: Role;
  createdAt: string;
}

// One /me request per page load (and after each login), not one per navigation.
let me: Promise<Me> | undefined;

export function currentAdmin(): Promise<Me> {
  me ??= httpClient(`${API_URL}/auth/me`).then(({ json }) => json as Me);
  me.catch(() => (me = undefined));
  return me;
}

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    me = undefined;
    try {
      await httpClient(`${API_URL}/auth/login`, {
        method: 'POST',
        body: JSON.stringify({ email, password }),
      });
    } catch (error) {
      if (isHttpError(error, 401)) throw new Error('arbi.login.failed');
      throw error;
    }
  },
  async logout() {
    me = undefined;
    // The cookie is httpOnly: only the server can clear it.
    await httpClient(`${API_URL}/auth/logout`, { method: 'POST' }).catch(() => undefined);
  },
  async checkAuth() {
    await currentAdmin();
  },
  async checkError(error) {
    if (isHttpError(error, 401)) {
      me = undefined;
      throw error;
    }
  },
  async getIdentity() {
    const admin = await currentAdmin();
    return { id: admin.id, fullName: admin.email };
  },
  async getPermissions() {
    return (await currentAdmin()).role;
  },
  // The server answers 403 anyway; this only keeps plain admins off a screen they cannot use.
  async canAccess({ resource }) {
    if (resource !== 'admins') return true;
    return (await currentAdmin()).role === 'superadmin';
  },
};
