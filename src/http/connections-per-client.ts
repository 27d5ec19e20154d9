import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientKey } from '../common/client-address.js';

/** Express's compiled `TRUST_PROXY` (`app.get('trust proxy fn')`): is the peer at hop `i` a proxy? */
export type TrustProxy = (address: string, hop: number) => boolean;

/** So one address cannot take every connection; a trusted proxy carries many clients and is not capped. */
export function limitConnectionsPerClient(
  server: Server,
  max: number,
  trustProxy: () => TrustProxy | undefined,
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || trustProxy()?.(address, 0)) return;
    const key = clientKey(address);
    const count = open.get(key) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
