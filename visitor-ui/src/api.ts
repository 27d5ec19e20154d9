import { WELCOME_DATA_ID } from '../../rules/welcome-page';
export const GENERIC_ERROR = 'Der er sket en fejl, prøv igen senere';
/** The original's words (lower-case d) when a recruiter's page cannot be loaded. */
export const ADMIN_LOAD_ERROR = 'der er sket en fejl, prøv igen senere';

/** Said instead of any answer about the request's Idempotency-Key, a word no visitor should see. */
export const SIGNUP_NOT_SENT =
  'Din tilmelding blev ikke sendt. Tryk på knappen igen for at prøve en gang til.';

interface PageText {
  title: string;
  text: string;
}

export interface PublicAdmin {
  id: string;
  welcome: PageText;
  sitesPage: PageText;
  sites: string[];
}

export interface Signup {
  name: string;
  email: string;
  phone: string;
  /** The birth date, YYYY-MM-DD: the original contract calls it `age`. */
  age: string;
  referal: string;
  admin: string;
  sites: string[] | 'clean';
  dato: string;
  /** The hidden trap field: only bots fill it in. */
  website?: string;
  /** The personal link's tag (`?src=`), kept from the welcome page. */
  src?: string;
}

export interface Rating {
  admin: string;
  stars: number;
  comment?: string;
}

/** A refused call: the server's Danish message and, for bad input, one message per field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }

  /** The server refused the Idempotency-Key (reused for another body, or malformed). */
  get aboutIdempotencyKey(): boolean {
    return /idempotency/i.test(this.message) || 'Idempotency-Key' in this.fieldErrors;
  }
}

export async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  return parse<T>(
    fetch(path, {
      ...init,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...init.headers },
    }),
  );
}

async function parse<T>(pending: Promise<Response>): Promise<T> {
  const response = await pending;
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const message = typeof body?.message === 'string' ? body.message : GENERIC_ERROR;
    throw new ApiError(response.status, message, body?.errors ?? {});
  }
  return body as T;
}

declare global {
  interface Window {
    /** Set by public/boot.js: the welcome page's request, started before the app loaded. */
    __arbiWelcome?: { path: string; response: Promise<Response> };
  }
}

/** The request boot.js already started for this path, handed out once. */
function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const early = window.__arbiWelcome;
  if (early?.path !== path) return undefined;
  window.__arbiWelcome = undefined;
  return early.response;
}

export const post = <T>(path: string, data: unknown, init: RequestInit = {}) =>
  call<T>(path, { ...init, method: 'POST', body: JSON.stringify(data) });

const adminRequests = new Map<string, Promise<PublicAdmin>>();
const loadedAdmins = new Map<string, PublicAdmin>(handedOverAdmin());

/** The recruiter the server put into a welcome page's HTML (src/web/welcome-page.ts), if any. */
function handedOverAdmin(): [string, PublicAdmin][] {
  const data = document.getElementById(WELCOME_DATA_ID)?.textContent;
  if (!data) return [];
  try {
    const admin = JSON.parse(data) as PublicAdmin;
    return [[admin.id, admin]];
  } catch {
    return []; // asked for as usual
  }
}

/** Already loaded in this visit, so the next page can show it without a loading flash. */
export const loadedAdmin = (id: string): PublicAdmin | undefined => loadedAdmins.get(id);

export function fetchPublicAdmin(id: string): Promise<PublicAdmin> {
  let request = adminRequests.get(id);
  if (!request) {
    const path = `/api/public/admins/${encodeURIComponent(id)}`;
    const early = takeEarlyResponse(path);
    request = (early ? parse<PublicAdmin>(early) : call<PublicAdmin>(path)).then(
      (admin) => {
        loadedAdmins.set(id, admin);
        return admin;
      },
      (error: unknown) => {
        adminRequests.delete(id);
        throw error;
      },
    );
    adminRequests.set(id, request);
  }
  return request;
}

export const signUp = (signup: Signup, idempotencyKey: string) =>
  post<{ id: string }>('/api/start', signup, { headers: { 'Idempotency-Key': idempotencyKey } });

/** The referrer's name, or null when the admin has no referral with that code. */
export async function lookUpReferral(
  referal: string,
  admin: string,
  signal: AbortSignal,
): Promise<string | null> {
  try {
    const { name } = await post<{ name: string }>('/api/referal', { referal, admin }, { signal });
    return name;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

export const sendRating = (rating: Rating) => post<unknown>('/api/ratings', rating);
