import type { INestApplication } from '@nestjs/common';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../support/test-app.js';

/** Opens a connection, writes `head`, then `drip` one byte at a time; answers what came back until the server closed it. */
function slowClient(port: number, head: string, drip = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      let i = 0;
      if (drip)
        timer = setInterval(() => {
          if (!socket.destroyed) socket.write(drip[i++ % drip.length]);
        }, 200);
    });
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', (error) => (received ? undefined : reject(error)));
    socket.on('close', () => {
      clearInterval(timer);
      resolve(received);
    });
  });
}

describe('slow clients do not hold connections', () => {
  let app: INestApplication;
  let port: number;
  beforeAll(async () => {
    app = await createTestApp({
      HTTP_REQUEST_TIMEOUT_SECONDS: '3',
      HTTP_HEADERS_TIMEOUT_SECONDS: '2',
      HTTP_MAX_CONNECTIONS: '10',
    });
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('answers 408 and closes a request whose body never finishes arriving', async () => {
    const head =
      'POST /api/start HTTP/1.1\r\nHost: arbi.test\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"name":"';
    const answer = await slowClient(port, head, 'a');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 30_000);

  it('answers 408 and closes a request whose headers trickle in', async () => {
    const answer = await slowClient(
      port,
      'GET /api/health HTTP/1.1\r\nHost: arbi.test\r\nX-Slow: ',
      'x',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 30_000);

  it('refuses connections beyond HTTP_MAX_CONNECTIONS, and serves again once they close', async () => {
    const open: Socket[] = [];
    for (let i = 0; i < 10; i++) {
      const socket = connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      open.push(socket);
    }
    const refused = await slowClient(
      port,
      'GET /api/health HTTP/1.1\r\nHost: arbi.test\r\n\r\n',
    ).catch(() => '');
    expect(refused).toBe('');
    for (const socket of open) socket.destroy();
    // The server notices the closed connections on its own time: ask until it serves again.
    let served = '';
    for (let attempt = 0; attempt < 50 && !served.startsWith('HTTP/1.1 200'); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      served = await slowClient(
        port,
        'GET /api/health HTTP/1.1\r\nHost: arbi.test\r\nConnection: close\r\n\r\n',
      ).catch(() => '');
    }
    expect(served).toMatch(/^HTTP\/1\.1 200 /);
  }, 30_000);
});

/** Opens `n` connections from `localAddress` that send nothing (half-open requests). */
async function idleConnections(port: number, n: number, localAddress = '127.0.0.1') {
  const open: Socket[] = [];
  for (let i = 0; i < n; i++) {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    open.push(socket);
  }
  return open;
}

const health = (port: number, localAddress: string) =>
  new Promise<string>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    let received = '';
    socket.on('connect', () =>
      socket.write('GET /api/health HTTP/1.1\r\nHost: arbi.test\r\nConnection: close\r\n\r\n'),
    );
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
  });

describe('one address cannot take every connection', () => {
  const apps: INestApplication[] = [];
  const start = async (env: Record<string, string>) => {
    const app = await createTestApp({ HTTP_MAX_CONNECTIONS_PER_CLIENT: '5', ...env });
    apps.push(app);
    await app.listen(0, '127.0.0.1');
    return (app.getHttpServer().address() as AddressInfo).port;
  };
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('closes connections beyond HTTP_MAX_CONNECTIONS_PER_CLIENT from one address; other visitors are served', async () => {
    const port = await start({});
    const hog = await idleConnections(port, 5, '127.0.0.1');
    expect(await health(port, '127.0.0.1')).toBe('');
    expect(await health(port, '127.0.0.2')).toMatch(/^HTTP\/1\.1 200 /);
    for (const socket of hog) socket.destroy();
  }, 30_000);

  it('does not cap a trusted proxy (TRUST_PROXY), which carries many clients', async () => {
    const port = await start({ TRUST_PROXY: 'loopback' });
    const carried = await idleConnections(port, 5, '127.0.0.1');
    expect(await health(port, '127.0.0.1')).toMatch(/^HTTP\/1\.1 200 /);
    for (const socket of carried) socket.destroy();
  }, 30_000);
});
