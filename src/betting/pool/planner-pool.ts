import { HttpException, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from '../../common/project-root.js';
import type { BetRow, PlannerSite, PlanResult } from '../planner/index.js';
import { BusyGovernor } from './busy-governor.js';
import type { PlanTask } from './planner.process.js';

const PLANNER_BUSY = 'Planlæggeren har travlt lige nu. Prøv igen om lidt.';
const MAX_QUEUE = 64;
const NICE = '/usr/bin/nice';
const CHRT = '/usr/bin/chrt';

/**
 * The compiled planner process: beside this file when running from dist/, and from dist/ when this
 * file runs as TypeScript source (jest), since a child process loads plain JavaScript only.
 */
function processFile(): string {
  const here = fileURLToPath(import.meta.url);
  const file = here.endsWith('.ts')
    ? join(projectRoot(), 'dist', 'src', 'betting', 'pool', 'planner.process.js')
    : join(dirname(here), 'planner.process.js');
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build:api`);
  return file;
}

interface Job {
  task: PlanTask;
  resolve: (result: PlanResult) => void;
  reject: (error: Error) => void;
}

interface Planner {
  child: ChildProcess;
  job?: Job;
}

/**
 * The first-bet planner off the request thread, in a few child processes started with the first
 * plan. They run at the lowest priority (SCHED_IDLE and nice 19, every thread of them, garbage collector included:
 * worker threads at nice 19 still left V8's shared helper threads at full priority, measured with
 * `npm run bench:load -- --only=planner`), so plans use the CPU requests leave over.
 */
@Injectable()
export class PlannerPool implements OnApplicationShutdown {
  private readonly logger = new Logger('PlannerPool');
  // At the lowest priority, and paused while requests saturate the server (BusyGovernor).
  private readonly size = Math.min(4, availableParallelism());
  private readonly planners: Planner[] = [];
  private readonly queue: Job[] = [];
  private closing = false;
  private readonly governor = new BusyGovernor((paused) => this.signalAll(paused));

  /** A plan's rows: payouts exact in øre, minimum odds respected (bet-rows.ts). */
  planRows(rows: BetRow[], timeLimitMs: number): Promise<PlanResult> {
    return this.enqueue({ rows, timeLimitMs });
  }

  /** The legacy route's sites: whole-kr payouts `round(odds × stake)`. */
  plan(sites: PlannerSite[], timeLimitMs: number): Promise<PlanResult> {
    return this.enqueue({ sites, timeLimitMs });
  }

  private enqueue(task: PlanTask): Promise<PlanResult> {
    if (this.queue.length >= MAX_QUEUE) {
      throw new HttpException(
        { statusCode: 429, message: PLANNER_BUSY, error: 'Too Many Requests' },
        429,
      );
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ task, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length && !this.closing) {
      let planner = this.planners.find((p) => !p.job);
      if (!planner && this.planners.length < this.size) planner = this.start();
      if (!planner) break;
      planner.job = this.queue.shift()!;
      planner.child.send(planner.job.task);
    }
    if (this.planners.some((p) => p.job)) this.governor.start();
    else this.governor.stop();
  }

  /** SIGSTOP or SIGCONT to every planner (platforms without them: the planners just keep running). */
  private signalAll(paused: boolean): void {
    for (const { child } of this.planners) {
      try {
        child.kill(paused ? 'SIGSTOP' : 'SIGCONT');
      } catch {
        // no job control here
      }
    }
  }

  private start(): Planner {
    const file = processFile();
    // SCHED_IDLE (chrt) where available: it yields to every normal thread, which nice 19 alone does not quite.
    const lowest = [
      ...(existsSync(CHRT) ? [CHRT, '--idle', '0'] : []),
      ...(existsSync(NICE) ? [NICE, '-n', '19'] : []),
    ];
    const [command, ...args] = [...lowest, process.execPath, file];
    const child = spawn(command, args, {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    const planner: Planner = { child };
    child.on('message', (result: PlanResult) => {
      const job = planner.job;
      planner.job = undefined;
      job?.resolve(result);
      this.dispatch();
    });
    child.on('exit', (code, signal) => {
      this.planners.splice(this.planners.indexOf(planner), 1);
      planner.job?.reject(new Error('the planner process stopped'));
      if (this.closing) return;
      this.logger.error(`a planner process stopped (${signal ?? code}); starting another`);
      this.dispatch();
    });
    this.planners.push(planner);
    return planner;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    this.governor.stop();
    const exits = this.planners.map(
      ({ child }) => new Promise((resolve) => child.once('exit', resolve)),
    );
    for (const { child } of this.planners) child.kill('SIGKILL');
    for (const job of this.queue.splice(0)) job.reject(new Error('the server is stopping'));
    await Promise.all(exits);
  }
}
