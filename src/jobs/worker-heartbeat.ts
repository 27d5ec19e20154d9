import type { Pool } from 'pg';
import type { WorkerEvents, WorkerUtils } from 'graphile-worker';

const HEARTBEAT_EVERY_MS = 10_000;
/** A lock older than this, held by a worker not heard from for as long, belongs to a dead worker. */
const DEAD_AFTER_SECONDS = 30;
/** How often each instance looks for dead workers' locks (with the above: freed within ~45 s). */
const SWEEP_EVERY_MS = 15_000;

/** graphile-worker frees a crashed worker's jobs only after 4 hours; heartbeats let another instance unlock them sooner. */
export class WorkerHeartbeat {
  private readonly workerIds = new Set<string>();
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly pool: Pool,
    private readonly utils: Pick<WorkerUtils, 'forceUnlockWorkers'>,
    private readonly onError: (what: string, error: unknown) => void,
  ) {}

  /** Follows the runner's workers; pass the emitter to `run({ events })` before it starts. */
  follow(events: WorkerEvents): void {
    events.on('worker:create', ({ worker }) => {
      this.workerIds.add(worker.workerId);
      void this.beat();
    });
    events.on('worker:stop', ({ worker }) => {
      this.workerIds.delete(worker.workerId);
      void this.pool
        .query('delete from job_worker_heartbeats where worker_id = $1', [worker.workerId])
        .catch((error: unknown) => this.onError('heartbeat', error));
    });
  }

  start(): void {
    this.stop();
    this.timers = [
      setInterval(() => void this.beat(), HEARTBEAT_EVERY_MS),
      setInterval(() => void this.sweep(), SWEEP_EVERY_MS),
    ];
    for (const timer of this.timers) timer.unref();
    void this.sweep();
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  private async beat(): Promise<void> {
    if (!this.workerIds.size) return;
    await this.pool
      .query(
        `insert into job_worker_heartbeats (worker_id, seen_at)
         select unnest($1::text[]), now()
         on conflict (worker_id) do update set seen_at = excluded.seen_at`,
        [[...this.workerIds]],
      )
      .catch((error: unknown) => this.onError('heartbeat', error));
  }

  async sweep(): Promise<string[]> {
    try {
      const { rows } = await this.pool.query<{ worker_id: string }>(
        `select distinct j.locked_by as worker_id
           from graphile_worker.jobs j
          where j.locked_by is not null
            and j.locked_at < now() - make_interval(secs => $1)
            and not exists (select 1 from job_worker_heartbeats h
                             where h.worker_id = j.locked_by
                               and h.seen_at > now() - make_interval(secs => $1))`,
        [DEAD_AFTER_SECONDS],
      );
      const dead = rows.map((row) => row.worker_id);
      if (!dead.length) return dead;
      await this.utils.forceUnlockWorkers(dead);
      await this.pool.query(
        `delete from job_worker_heartbeats
          where worker_id = any($1::text[]) or seen_at < now() - interval '1 day'`,
        [dead],
      );
      return dead;
    } catch (error) {
      this.onError('sweep', error);
      return [];
    }
  }
}
