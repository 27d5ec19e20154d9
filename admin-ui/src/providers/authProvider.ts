import { type AuthProvider, HttpError } from 'react-admin';
import { rememberSessionEnd } from '../login/sessionEnded';
import { currentSession } from '../login/session';
import { API_URL, httpClient, isHttpError } from './httpClient';
import type { AdminRecord } from './types';

// One session request per page load (and after each login), not one per navigation.
let me: Promise<AdminRecord> | undefined;
// The server said nobody is signed in: signing out then has nothing to end (and would get a 401).
let signedOut = false;
// This page was signed in: a 401 now means the session ended under the recruiter.
let signedIn = false;

function currentAdmin(): Promise<AdminRecord> {
  me ??= currentSession().then(({ admin, next }) => {
    signedOut = !admin;
    signedIn = Boolean(admin);
    if (!admin) throw new HttpError('Du er ikke logget ind', 401);
    // A step to take first (its own password, two-factor): the sign-in page shows it.
    if (next) window.location.assign('/admin/login');
    return admin;
  });
  me.catch(() => (me = undefined));
  return me;
}

export const authProvider: AuthProvider = {
  // The sign-in forms talk to the server themselves (a code or a passkey may follow the password).
  async login() {
    me = undefined;
    signedOut = false;
  },
  async logout() {
    me = undefined;
    signedIn = false;
    if (signedOut) return;
    // The cookie is httpOnly: only the server can clear it.
    await httpClient(`${API_URL}/auth/logout`, { method: 'POST' }).catch(() => undefined);
    signedOut = true;
  },
  async checkAuth() {
    await currentAdmin();
  },
  async checkError(error) {
    if (isHttpError(error, 401)) {
      me = undefined;
      // The sign-in says why it is asked for, and comes back here.
      if (signedIn) rememberSessionEnd(window.location.pathname + window.location.search);
      signedIn = false;
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
    if (resource !== 'admins' && resource !== 'audit') return true;
    return (await currentAdmin()).role === 'superadmin';
  },
};
