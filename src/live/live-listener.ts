import { Logger } from '@nestjs/common';
import pg from 'pg';
import { type LiveNotice, parseNotice } from './live-event.js';

const LIVE_CHANNEL = 'arbi_live';
const RETRY_MS = [500, 1000, 2000, 5000];

export interface ListenerHandlers {
  notice(notice: LiveNotice): void;
  /** The connection came back: what was notified while it was down is lost to this instance. */
  reconnected(): void;
}

/** Not from the pool (per-query connections) nor through PgBouncer in transaction mode; reconnects until closed. */
export class LiveListener {
  private readonly logger = new Logger('Live');
  private client?: pg.Client;
  private closed = false;
  private failures = 0;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly url: string,
    private readonly handlers: ListenerHandlers,
  ) {}

  async start(): Promise<void> {
    await this.connect(false);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }

  private async connect(again: boolean): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, keepAlive: true });
    this.client = client;
    client.on('notification', (message) => {
      const notice = message.channel === LIVE_CHANNEL ? parseNotice(message.payload) : undefined;
      if (notice) this.handlers.notice(notice);
    });
    let gone = false;
    const lost = () => {
      if (gone) return;
      gone = true;
      this.lost(client);
    };
    client.on('error', () => undefined); // 'end' follows
    client.once('end', lost);
    try {
      await client.connect();
      await client.query(`listen ${LIVE_CHANNEL}`);
    } catch (error) {
      this.logger.warn({ event: 'live_listen_failed', error: String(error) }, 'listen failed');
      await client.end().catch(() => undefined);
      lost();
      return;
    }
    if (this.failures) this.logger.log({ event: 'live_listening_again' }, 'listening again');
    this.failures = 0;
    if (again) this.handlers.reconnected();
  }

  private lost(client: pg.Client): void {
    if (this.closed || client !== this.client) return;
    const delay = RETRY_MS[Math.min(this.failures++, RETRY_MS.length - 1)];
    // Unref'd: a listener left open (an app never closed) must not keep the process alive.
    this.retry = setTimeout(() => void this.connect(true), delay).unref();
  }
}
