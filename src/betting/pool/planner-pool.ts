import { HttpException, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { projectRoot } from '../../web/project-root.js';
import type { PlannerSite, PlanResult } from '../planner/index.js';
import type { PlanTask } from './planner.worker.js';

export const PLANNER_BUSY = 'Planlæggeren har travlt lige nu. Prøv igen om lidt.';
const MAX_QUEUE = 64;
// Plans use the CPU the requests leave over: the threads run at a lower priority (nice), so a
// signup or a list never waits on a plan, even on a machine with fewer cores than threads.
const NICE_INCREMENT = 19;

/**
 * The compiled worker: beside this file when running from dist/, and from dist/ when this file
 * runs as TypeScript source (jest), since a worker thread loads plain JavaScript only.
 */
function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  const file = here.endsWith('.ts')
    ? join(projectRoot(), 'dist', 'src', 'betting', 'pool', 'planner.worker.js')
    : join(dirname(here), 'planner.worker.js');
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build:api`);
  return pathToFileURL(file).href;
}

/** The first-bet planner off the request thread, in a small pool of worker threads. */
@Injectable()
export class PlannerPool implements OnApplicationShutdown {
  private pool?: Piscina<PlanTask, PlanResult>;

  /** Started with the first plan, so a server (or a test app) that plans nothing starts no thread. */
  private threads(): Piscina<PlanTask, PlanResult> {
    this.pool ??= new Piscina<PlanTask, PlanResult>({
      filename: workerFile(),
      minThreads: 1,
      maxThreads: Math.max(1, availableParallelism() - 1),
      idleTimeout: 60_000,
      maxQueue: MAX_QUEUE,
      niceIncrement: NICE_INCREMENT,
    });
    return this.pool;
  }

  async plan(sites: PlannerSite[], timeLimitMs: number): Promise<PlanResult> {
    const pool = this.threads();
    if (pool.queueSize >= MAX_QUEUE) {
      throw new HttpException(
        { statusCode: 429, message: PLANNER_BUSY, error: 'Too Many Requests' },
        429,
      );
    }
    return pool.run({ sites, timeLimitMs });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.destroy();
  }
}
