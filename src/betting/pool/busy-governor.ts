import { performance } from 'node:perf_hooks';

/** How often the request thread's load is looked at while plans run. */
const GOVERNOR_TICK_MS = 50;
/** The request thread's busy share (event-loop utilisation) from which planners pause. */
const BUSY_UTILISATION = 0.85;
/** Planners pause for at most this many ticks in a row, so plans still finish under a flood. */
const MAX_PAUSED_TICKS = 3;

/**
 * Whether the planners should be paused for the next tick: while the request thread is saturated,
 * for at most MAX_PAUSED_TICKS ticks in a row (then one tick of running, at least a quarter).
 */
export function shouldPause(utilisation: number, pausedTicks: number): boolean {
  return utilisation >= BUSY_UTILISATION && pausedTicks < MAX_PAUSED_TICKS;
}

/**
 * Pauses the planner processes while requests keep the server's thread busy. Their lowest CPU
 * priority alone was not enough on a 2-vCPU virtual machine: a planner busy on the other vCPU
 * still halved the signup rate (the vCPUs share a physical core's resources), so the planners
 * are stopped outright (SIGSTOP) while requests need the machine, and continued after.
 */
export class BusyGovernor {
  private timer?: NodeJS.Timeout;
  private last = performance.eventLoopUtilization();
  private pausedTicks = 0;

  constructor(private readonly setPaused: (paused: boolean) => void) {}

  /** Starts watching (while plans run); a no-op when already watching. */
  start(): void {
    if (this.timer) return;
    this.last = performance.eventLoopUtilization();
    this.timer = setInterval(() => this.tick(), GOVERNOR_TICK_MS).unref();
  }

  /** Stops watching and lets the planners run. */
  stop(): void {
    if (!this.timer) return;
    clearInterval(this.timer);
    this.timer = undefined;
    if (this.pausedTicks > 0) this.setPaused(false);
    this.pausedTicks = 0;
  }

  private tick(): void {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, this.last);
    this.last = now;
    const pause = shouldPause(utilization, this.pausedTicks);
    if (pause !== this.pausedTicks > 0) this.setPaused(pause);
    this.pausedTicks = pause ? this.pausedTicks + 1 : 0;
  }
}
