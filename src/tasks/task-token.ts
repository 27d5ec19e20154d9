import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits; only its SHA-256 is stored, so the database alone cannot open anyone's page. */
export const newTaskToken = (): string => randomBytes(32).toString('base64url');

export const TASK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashTaskToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

const sign = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('base64url');

/** The link's hash signed with the server's secret: dies with the link, and the stored hash alone makes none. */
export const sessionValue = (secret: string, linkHash: string): string =>
  `${linkHash}.${sign(secret, `task-session|${linkHash}`)}`;

export function linkHashOfSession(secret: string, value: string): string | undefined {
  const [linkHash, signature] = value.split('.');
  if (!linkHash || !signature || !/^[0-9a-f]{64}$/.test(linkHash)) return undefined;
  const expected = Buffer.from(sign(secret, `task-session|${linkHash}`));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? linkHash
    : undefined;
}

/** Opaque and bound to the client: another customer's task id names nothing of theirs. */
export const taskId = (secret: string, clientId: string, siteKey: string, step: string): string =>
  sign(secret, `task|${clientId}|${siteKey}|${step}`).slice(0, 22);
