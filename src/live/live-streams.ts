import { MikroORM } from '@mikro-orm/postgresql';
import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  ServiceUnavailableException,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Response } from 'express';
import type { Server } from 'node:http';
import type { Principal } from '../common/current-admin.decorator.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { DRAINING_EVENT } from '../http/graceful-close.js';
import {
  type Cursor,
  cursorFrame,
  eventFrame,
  type LiveEvent,
  type LiveNotice,
  PING_FRAME,
  RESYNC_FRAME,
} from './live-event.js';
import { LiveEventsRepository } from './live-events.repository.js';
import { LiveListener } from './live-listener.js';

const RETRY_MS = 3000;
/** A client this far behind (a dead connection the OS still buffers for) is dropped; it resumes. */
const MAX_UNSENT_BYTES = 64 * 1024;
const PRUNE_EVERY_MS = 3600_000;
const TOO_MANY_STREAMS = 'Du har for mange åbne live-forbindelser. Luk en fane og prøv igen.';

interface Stream {
  adminId: string;
  sessionId: string;
  res: Response;
  pending?: LiveEvent[];
}

/** Fed by this instance's one listener; streams end on shutdown, when their session ends, and when they lag. */
@Injectable()
export class LiveStreams implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Live');
  private readonly byAdmin = new Map<string, Set<Stream>>();
  private listener?: LiveListener;
  private timers: NodeJS.Timeout[] = [];
  private draining = false;

  constructor(
    private readonly events: LiveEventsRepository,
    private readonly orm: MikroORM,
    private readonly http: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // LISTEN needs a session of its own: not through a pooler in transaction mode.
    const url = this.config.databaseDirectUrl ?? this.orm.config.get('clientUrl')!;
    this.listener = new LiveListener(url, {
      notice: (notice) => this.deliver(notice),
      reconnected: () => this.resyncAll(),
    });
    await this.listener.start();
    this.timers = [
      setInterval(() => void this.sweep(), this.config.live.pingSeconds * 1000),
      setInterval(() => void this.events.prune().catch(() => undefined), PRUNE_EVERY_MS),
    ];
    this.timers.forEach((timer) => timer.unref());
    (this.http.httpAdapter.getHttpServer() as Server).once(DRAINING_EVENT, () => this.drain());
  }

  async onApplicationShutdown(): Promise<void> {
    this.drain();
    this.timers.forEach(clearInterval);
    await this.listener?.close();
  }

  count(): number {
    let open = 0;
    for (const streams of this.byAdmin.values()) open += streams.size;
    return open;
  }

  async open(principal: Principal, res: Response, cursor: Cursor | undefined): Promise<void> {
    if (this.draining) throw new ServiceUnavailableException('Serveren genstarter. Prøv igen.');
    const streams = this.byAdmin.get(principal.id) ?? new Set<Stream>();
    if (streams.size >= this.config.live.maxStreamsPerAdmin)
      throw new HttpException(TOO_MANY_STREAMS, HttpStatus.TOO_MANY_REQUESTS);
    const stream: Stream = {
      adminId: principal.id,
      sessionId: principal.sessionId,
      res,
      pending: [],
    };
    streams.add(stream);
    this.byAdmin.set(principal.id, streams);
    res.once('close', () => this.forget(stream));

    let start: Cursor;
    let missed: LiveEvent[] | 'resync';
    try {
      [start, missed] = await Promise.all([
        this.events.start(),
        cursor ? this.events.since(principal.id, cursor) : [],
      ]);
    } catch (error) {
      this.forget(stream);
      throw error;
    }
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      // nginx and others buffer answers unless told not to.
      'X-Accel-Buffering': 'no',
    });
    if (missed === 'resync' || !cursor) {
      res.write(cursorFrame(start, RETRY_MS));
      if (missed === 'resync') res.write(RESYNC_FRAME);
    } else {
      res.write(`retry: ${RETRY_MS}\n\n`);
      for (const event of missed) res.write(eventFrame(event));
    }
    const sent = new Set(missed === 'resync' ? [] : missed.map((event) => event.cursor.id));
    const heard = stream.pending ?? [];
    stream.pending = undefined;
    for (const event of heard) if (!sent.has(event.cursor.id)) this.send(stream, eventFrame(event));
  }

  private deliver(notice: LiveNotice): void {
    if (notice.kind === 'session-ended') {
      for (const streams of this.byAdmin.values())
        for (const stream of streams) if (stream.sessionId === notice.sessionId) stream.res.end();
      return;
    }
    const frame = eventFrame(notice.event);
    for (const stream of this.byAdmin.get(notice.adminId) ?? []) {
      if (stream.pending) stream.pending.push(notice.event);
      else this.send(stream, frame);
    }
  }

  private send(stream: Stream, frame: string): void {
    if (stream.res.writableLength > MAX_UNSENT_BYTES) stream.res.end();
    else stream.res.write(frame);
  }

  private async sweep(): Promise<void> {
    const all = [...this.byAdmin.values()].flatMap((streams) => [...streams]);
    for (const stream of all) if (!stream.pending) this.send(stream, PING_FRAME);
    try {
      const valid = await this.events.validSessions([...new Set(all.map((s) => s.sessionId))]);
      for (const stream of all) if (!valid.has(stream.sessionId)) stream.res.end();
    } catch (error) {
      this.logger.warn(
        { event: 'live_session_check_failed', error: String(error) },
        'check failed',
      );
    }
  }

  private resyncAll(): void {
    for (const streams of this.byAdmin.values())
      for (const stream of streams) if (!stream.pending) this.send(stream, RESYNC_FRAME);
  }

  private drain(): void {
    this.draining = true;
    for (const streams of this.byAdmin.values()) for (const stream of streams) stream.res.end();
  }

  private forget(stream: Stream): void {
    const streams = this.byAdmin.get(stream.adminId);
    streams?.delete(stream);
    if (streams && !streams.size) this.byAdmin.delete(stream.adminId);
  }
}
