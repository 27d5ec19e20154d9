import type { Request } from 'express';

export function relyingParty(publicUrl: string | undefined, req: Request) {
  const origin = publicUrl ? new URL(publicUrl).origin : `${req.protocol}://${req.get('host')}`;
  return { id: new URL(origin).hostname, origin };
}
