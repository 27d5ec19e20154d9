import highsModule from 'highs';
import type { PlannerSite } from '../../src/betting/planner/index.js';

// highs ships CommonJS-style types over an ES module build: the loader is the default export
// at run time, typed as the namespace's `default`.
type Loader = typeof highsModule.default;
const loadHighs = ((highsModule as unknown as { default?: Loader }).default ??
  highsModule) as Loader;
type Highs = Awaited<ReturnType<Loader>>;

export interface HighsRun {
  minReturn: number;
  proven: boolean;
  ms: number;
}

/** The same problem as a MILP: maximise t with every outcome's total ≥ t, one outcome per site. */
function lpModel(sites: readonly PlannerSite[]): string {
  const odds = (s: PlannerSite) => [s.home, s.draw, s.away];
  const rows = [0, 1, 2].map(
    (o) =>
      ` r${o}: ${sites.map((s, i) => `${Math.round(odds(s)[o] * s.stake)} x${i}_${o}`).join(' + ')} - t >= 0`,
  );
  const picks = sites.map((_, i) => ` c${i}: x${i}_0 + x${i}_1 + x${i}_2 = 1`);
  const binaries = sites.flatMap((_, i) => [0, 1, 2].map((o) => `x${i}_${o}`));
  return [
    'Maximize',
    ' obj: t',
    'Subject To',
    ...rows,
    ...picks,
    'Binary',
    ` ${binaries.join(' ')}`,
    'End',
  ].join('\n');
}

export async function highsSolver(): Promise<
  (sites: readonly PlannerSite[], timeLimitS: number) => HighsRun
> {
  const highs: Highs = await loadHighs();
  return (sites, timeLimitS) => {
    const started = performance.now();
    // mip_rel_gap 0: with the default gap HiGHS stops a few kr short of the optimum.
    const result = highs.solve(lpModel(sites), {
      mip_rel_gap: 0,
      time_limit: timeLimitS,
      output_flag: false,
    });
    const ms = performance.now() - started;
    const proven = result.Status === 'Optimal';
    return { minReturn: Math.round(result.ObjectiveValue), proven, ms };
  };
}
