import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import { createServer } from 'node:http';
import type { SecurityConfig } from '../config/security.config.js';
import { limitConnectionsPerClient, type TrustProxy } from './connections-per-client.js';

/** Node's defaults let a body take 300 s and check overdue requests every 30 s; for a server facing the internet. */
export class LimitedExpressAdapter extends ExpressAdapter {
  constructor(private readonly limits: SecurityConfig['http']) {
    super();
  }

  override initHttpServer(options: NestApplicationOptions): void {
    // HTTPS and Nest's own connection options are not used here: the plain server, limited.
    if (options?.httpsOptions) return super.initHttpServer(options);
    const server = createServer(
      {
        requestTimeout: this.limits.requestTimeoutMs,
        headersTimeout: this.limits.headersTimeoutMs,
        keepAliveTimeout: this.limits.keepAliveTimeoutMs,
        connectionsCheckingInterval: Math.min(1000, this.limits.headersTimeoutMs / 2),
        maxHeaderSize: 16 * 1024,
      },
      this.getInstance(),
    );
    server.maxConnections = this.limits.maxConnections;
    const app = this.getInstance<{ get(name: string): unknown }>();
    limitConnectionsPerClient(
      server,
      this.limits.maxConnectionsPerClient,
      () => app.get('trust proxy fn') as TrustProxy | undefined,
    );
    server.maxHeadersCount = 100;
    this.httpServer = server;
  }
}
