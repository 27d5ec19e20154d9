import { performance } from 'node:perf_hooks';

const GOVERNOR_TICK_MS = 50;
/** The request thread's busy share (event-loop utilisation) from which planners pause. */
const BUSY_UTILISATION = 0.85;
/** Planners pause for at most this many ticks in a row, so plans still finish under a flood. */
const MAX_PAUSED_TICKS = 3;

/** At most MAX_PAUSED_TICKS in a row, then one running tick, so planners keep at least a quarter. */
export function shouldPause(utilisation: number, pausedTicks: number): boolean {
  return utilisation >= BUSY_UTILISATION && pausedTicks < MAX_PAUSED_TICKS;
}

/** Low CPU priority alone was not enough on 2 vCPUs (bench/NOTES-code-history.md), so planners are SIGSTOPped. */
export class BusyGovernor {
  private timer?: NodeJS.Timeout;
  private last = performance.eventLoopUtilization();
  private pausedTicks = 0;

  constructor(private readonly setPaused: (paused: boolean) => void) {}

  start(): void {
    if (this.timer) return;
    this.last = performance.eventLoopUtilization();
    this.timer = setInterval(() => this.tick(), GOVERNOR_TICK_MS).unref();
  }

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
