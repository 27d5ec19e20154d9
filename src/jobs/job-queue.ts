import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { EventEmitter } from 'node:events';
import {
  Logger as WorkerLogger,
  makeWorkerUtils,
  run,
  type JobHelpers,
  type Runner,
  type TaskList,
  type WorkerEvents,
} from 'graphile-worker';
import pg, { type Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { PgPool } from '../database/pg-pool.js';
import { WorkerHeartbeat } from './worker-heartbeat.js';

const RESTART_DELAY_MS = 5000;

export type JobHandler<P> = (payload: P, helpers: JobHelpers) => Promise<void>;

export interface AddJobOptions {
  runAt?: Date;
  /** One pending job per key: adding again replaces the pending one. */
  jobKey?: string;
  /** Attempts graphile-worker makes when the handler throws (default 25, backing off exponentially). */
  maxAttempts?: number;
}

/** graphile-worker on the app's PostgreSQL: a job runs once however many instances (src/jobs/README.md). */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly tasks: TaskList = {};
  private readonly crontab: string[] = [];
  private runner?: Runner;
  private heartbeat?: WorkerHeartbeat;
  private releaseUtils?: () => Promise<void>;
  /** Its own pool on DATABASE_DIRECT_URL when that is set (LISTEN needs a session). */
  private directPool?: Pool;
  private stopping = false;
  private restart?: NodeJS.Timeout;

  constructor(
    private readonly db: PgPool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  task<P>(name: string, handler: JobHandler<P>): void {
    if (this.runner) throw new Error(`task ${name} registered after the worker started`);
    this.tasks[name] = (payload, helpers) => handler(payload as P, helpers);
  }

  /** `fill`: a run missed within that span while no worker was up is made when one starts. */
  cron(schedule: string, name: string, options: { fill?: string } = {}): void {
    if (this.runner) throw new Error(`cron ${name} registered after the worker started`);
    this.crontab.push(`${schedule} ${name}${options.fill ? ` ?fill=${options.fill}` : ''}`);
  }

  /** Queues a job outside any transaction. In SQL (same transaction as your write): `graphile_worker.add_job(name, payload)`. */
  async add(name: string, payload: object, options: AddJobOptions = {}): Promise<void> {
    await (
      await this.db.pool()
    ).query(
      'select graphile_worker.add_job($1, $2::json, run_at := $3, job_key := $4, max_attempts := $5)',
      [
        name,
        JSON.stringify(payload),
        options.runAt ?? null,
        options.jobKey ?? null,
        options.maxAttempts ?? 25,
      ],
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.jobs.worker) await this.start();
  }

  /** Stops taking jobs first, before the ORM closes the pool the worker uses. */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restart);
    const runner = this.runner;
    this.runner = undefined;
    this.heartbeat?.stop();
    await runner?.stop().catch(() => undefined);
    await this.releaseUtils?.().catch(() => undefined);
    await this.directPool?.end().catch(() => undefined);
  }

  private async workerPool(): Promise<Pool> {
    const directUrl = this.config.databaseDirectUrl;
    if (!directUrl) return this.db.pool();
    if (this.directPool) return this.directPool;
    this.directPool = new pg.Pool({
      connectionString: directUrl,
      max: this.config.jobs.concurrency + 3,
      connectionTimeoutMillis: 2000,
    });
    // A connection the server dropped, idle in the pool or held by the worker (its LISTEN), emits an
    // error event; unheard, that would crash the process. The pool replaces it, the worker reconnects.
    const dropped = (error: unknown) =>
      this.logger.warn({ event: 'jobs_pool_error', error: String(error) }, 'worker pool error');
    this.directPool.on('error', dropped);
    this.directPool.on('connect', (client) => client.on('error', dropped));
    return this.directPool;
  }

  private async makeHeartbeat(pgPool: Pool): Promise<WorkerHeartbeat> {
    const utils = await makeWorkerUtils({ pgPool, logger: this.workerLogger() });
    this.releaseUtils = async () => {
      await utils.release();
    };
    return new WorkerHeartbeat(pgPool, utils, (what, error) =>
      this.logger.warn({ event: `jobs_${what}_failed`, error: String(error) }, `${what} failed`),
    );
  }

  private async start(): Promise<void> {
    const pgPool = await this.workerPool();
    const heartbeat = (this.heartbeat ??= await this.makeHeartbeat(pgPool));
    const events: WorkerEvents = new EventEmitter();
    heartbeat.follow(events);
    const runner = await run({
      pgPool,
      concurrency: this.config.jobs.concurrency,
      noHandleSignals: true,
      pollInterval: 2000,
      taskList: this.tasks,
      crontab: this.crontab.join('\n'),
      logger: this.workerLogger(),
      events,
    });
    this.runner = runner;
    heartbeat.start();
    // A lost database stops the worker (the app keeps serving): start it again once it is back.
    runner.promise.catch((error: unknown) => {
      if (this.stopping || this.runner !== runner) return;
      this.logger.warn({ event: 'jobs_worker_stopped', error: String(error) }, 'worker stopped');
      this.runner = undefined;
      this.scheduleRestart();
    });
    this.logger.log(
      { event: 'jobs_worker_started', tasks: Object.keys(this.tasks) },
      'worker started',
    );
  }

  private scheduleRestart(): void {
    this.restart = setTimeout(() => {
      if (this.stopping) return;
      this.start().catch(() => this.scheduleRestart());
    }, RESTART_DELAY_MS);
    this.restart.unref();
  }

  private workerLogger(): WorkerLogger {
    return new WorkerLogger(() => (level, message) => {
      if (level === 'error') this.logger.error(message);
      else if (level === 'warning') this.logger.warn(message);
      else this.logger.debug(message);
    });
  }
}
