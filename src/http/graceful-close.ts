import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';

/** How long open keep-alive connections get to finish before idle ones are closed. */
const GRACE_MS = 1000;

let draining = false;

export const DRAINING_EVENT = 'arbi:draining';

/** While draining, every answer closes its connection, so keep-alive clients move on. */
export function closeConnectionsWhenDraining(
  _req: Request,
  res: Response,
  next: NextFunction,
): void {
  if (draining) res.setHeader('Connection', 'close');
  next();
}

/** `server.close()` would reset unread requests on idle-looking sockets: listener first, idle sockets after a grace. */
export async function closeGracefully(app: INestApplication, limitMs: number): Promise<void> {
  draining = true;
  const server = app.getHttpServer() as Server;
  server.emit(DRAINING_EVENT);
  const closed = new Promise<void>((resolve) =>
    NetServer.prototype.close.call(server, () => resolve()),
  );
  let idleSweep: NodeJS.Timeout | undefined;
  const startSweep = setTimeout(() => {
    idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  }, GRACE_MS);
  const lastResort = setTimeout(() => server.closeAllConnections(), limitMs);
  await closed;
  clearTimeout(startSweep);
  clearInterval(idleSweep);
  clearTimeout(lastResort);
  await app.close();
}
