import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';

/** How long open keep-alive connections get to finish before idle ones are closed. */
const GRACE_MS = 1000;

let draining = false;

/** Emitted on the HTTP server when it starts draining: answers that never finish (streams) end then. */
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

/**
 * Stops taking new connections, lets requests in flight finish (the database is still there for
 * them), and only then closes the app's modules (Nest would close the ORM before the HTTP server).
 *
 * `http.Server.close()` also drops idle keep-alive sockets at once, and a socket whose request is
 * still unread in its buffer looks idle: those requests would be reset. So the listening socket is
 * closed alone first, and idle sockets only after a grace period in which every answer says
 * `Connection: close`.
 */
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
