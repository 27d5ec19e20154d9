import type { Request } from 'express';

/** WebAuthn's relying party: PUBLIC_URL's host when set, else the request's own. */
export function relyingParty(publicUrl: string | undefined, req: Request) {
  const origin = publicUrl ? new URL(publicUrl).origin : `${req.protocol}://${req.get('host')}`;
  return { id: new URL(origin).hostname, origin };
}
