import type { Request } from 'express';

export interface AuditRule {
  action: string;
  resource: string;
  /** The record touched; by default the route's `:id`, none for a list. */
  record?: (req: Request, answer: unknown) => string | null | undefined;
  /** Who acted, when the request is not signed in yet (sign-in itself). */
  who?: (answer: unknown) => string | undefined;
  /** A list read: the reads of one view (see list-views.ts) are one entry. */
  list?: true;
  /** A request that shows no personal data after all, and so writes nothing. */
  showsNone?: (req: Request) => boolean;
  /** Only requests this says yes to are written (a dry run changes nothing). */
  when?: (req: Request) => boolean;
}

const answerId = (_req: Request, answer: unknown) => (answer as { id?: string })?.id;
const signedInAdmin = (answer: unknown) => (answer as { admin?: { id?: string } })?.admin?.id;
const self = (req: Request) => (req.user as { id?: string } | undefined)?.id;
/** The recruiter whose customer list the owner opened (`filter.adminId`, PRODUCT.md §20). */
const listedRecruiter = (req: Request) => {
  try {
    const filter: unknown = JSON.parse(String(req.query.filter ?? '{}'));
    const adminId = (filter as { adminId?: unknown } | null)?.adminId;
    return typeof adminId === 'string' ? adminId : null;
  } catch {
    return null;
  }
};

const listedClient = (req: Request) => {
  try {
    const filter: unknown = JSON.parse(String(req.query.filter ?? '{}'));
    const clientId = (filter as { clientId?: unknown } | null)?.clientId;
    return typeof clientId === 'string' ? clientId : null;
  } catch {
    return null;
  }
};

/** Archived customers only: archiving blanked their name, email, phone and birth date. */
const archivedOnly = (req: Request): boolean => {
  try {
    const filter: unknown = JSON.parse(String(req.query.filter ?? '{}'));
    return (filter as { archived?: unknown } | null)?.archived === true;
  } catch {
    return false;
  }
};

/** One table of every route showing or changing personal data, so no controller carries audit code. */
export const AUDITED_ROUTES: Record<string, AuditRule> = {
  // The owner's views of a recruiter's customers are the owner's entries, like any other view.
  'GET /api/clients': {
    action: 'clients.listed',
    resource: 'clients',
    record: listedRecruiter,
    list: true,
    showsNone: archivedOnly,
  },
  'GET /api/clients/:id': { action: 'client.viewed', resource: 'clients' },
  'PUT /api/clients/:id': { action: 'client.corrected', resource: 'clients' },
  'POST /api/clients/:id/pending-signup/apply': { action: 'client.corrected', resource: 'clients' },
  // Notes and the timeline hold what was said and old contact data; referrals are people too.
  'GET /api/clients/:id/notes': { action: 'client.notes_viewed', resource: 'clients' },
  'GET /api/clients/:id/events': { action: 'client.events_viewed', resource: 'clients' },
  'GET /api/notes': { action: 'client.notes_viewed', resource: 'clients', record: listedClient },
  'GET /api/notes/:id': {
    action: 'client.notes_viewed',
    resource: 'clients',
    record: (_req, answer) => (answer as { clientId?: string } | undefined)?.clientId,
  },
  'GET /api/events': { action: 'client.events_viewed', resource: 'clients', record: listedClient },
  'GET /api/referrals': {
    action: 'referrals.listed',
    resource: 'referrals',
    record: () => null,
    list: true,
  },
  'GET /api/referrals/:id': { action: 'referral.viewed', resource: 'referrals' },
  'POST /api/clients/:id/archive': { action: 'client.archived', resource: 'clients' },
  'DELETE /api/clients/:id': { action: 'client.erased', resource: 'clients' },
  'POST /api/audit/exports': {
    action: 'clients.exported',
    resource: 'clients',
    record: () => null,
  },
  // Settlement (§18): every ledger entry and the export, whose CSV names customers and referrers.
  'POST /api/clients/:id/payments': {
    action: 'payment.recorded',
    resource: 'payments',
    record: answerId,
  },
  'POST /api/clients/:id/payments/:paymentId/reverse': {
    action: 'payment.reversed',
    resource: 'payments',
    record: answerId,
  },
  'POST /api/referrals/:id/payments': {
    action: 'referral_payment.recorded',
    resource: 'referral_payments',
    record: answerId,
  },
  'GET /api/payments/export': {
    action: 'payments.exported',
    resource: 'payments',
    record: () => null,
  },
  'POST /api/clients/:id/task-link': { action: 'client.task_link_made', resource: 'clients' },
  'DELETE /api/clients/:id/task-link': { action: 'client.task_link_revoked', resource: 'clients' },
  'PUT /api/settings/:id': { action: 'texts.changed', resource: 'settings', record: self },
  'POST /api/auth/login': {
    action: 'admin.signed_in',
    resource: 'admins',
    who: signedInAdmin,
    record: (_req, answer) => signedInAdmin(answer),
  },
  'POST /api/admins': { action: 'admin.created', resource: 'admins', record: answerId },
  // Signing in safely (PRODUCT.md §21): every way in, and what changes how an account gets in.
  'POST /api/auth/login/totp': {
    action: 'admin.signed_in',
    resource: 'admins',
    who: signedInAdmin,
    record: (_req, answer) => signedInAdmin(answer),
  },
  'POST /api/auth/passkeys/authentication/verify': {
    action: 'admin.signed_in',
    resource: 'admins',
    who: signedInAdmin,
    record: (_req, answer) => signedInAdmin(answer),
  },
  'POST /api/auth/password': { action: 'admin.password_changed', resource: 'admins', record: self },
  'POST /api/auth/totp/enable': { action: 'two_factor.enabled', resource: 'admins', record: self },
  'DELETE /api/auth/totp': { action: 'two_factor.disabled', resource: 'admins', record: self },
  'GET /api/auth/sessions': {
    action: 'sessions.listed',
    resource: 'sessions',
    record: () => null,
    list: true,
  },
  'DELETE /api/auth/sessions/:id': { action: 'session.ended', resource: 'sessions' },
  'POST /api/auth/passkeys/registration/verify': {
    action: 'passkey.added',
    resource: 'passkeys',
    record: answerId,
  },
  'DELETE /api/auth/passkeys/:id': { action: 'passkey.removed', resource: 'passkeys' },
  'POST /api/admins/:id/password-reset': { action: 'admin.reset_link_made', resource: 'admins' },
  'DELETE /api/admins/:id/throttle': { action: 'admin.throttle_lifted', resource: 'admins' },
  'PUT /api/bureau/policy': { action: 'policy.changed', resource: 'bureau', record: () => null },
  // A bureau with several recruiters (PRODUCT.md §20).
  'POST /api/admins/:id/deactivate': { action: 'admin.deactivated', resource: 'admins' },
  'POST /api/admins/:id/reactivate': { action: 'admin.reactivated', resource: 'admins' },
  'POST /api/admins/:id/transfer': {
    action: 'admin.transferred',
    resource: 'admins',
    when: (req) => (req.body as { dryRun?: unknown } | undefined)?.dryRun === false,
  },
};

/** Written by the password-reset service (the request is not signed in): the admin whose it was. */
export const PASSWORD_RESET = 'admin.password_reset';

export const RETENTION_ARCHIVED = 'retention.archived';

export const AUDIT_ACTIONS = [
  ...Object.values(AUDITED_ROUTES).map((rule) => rule.action),
  RETENTION_ARCHIVED,
  PASSWORD_RESET,
];
