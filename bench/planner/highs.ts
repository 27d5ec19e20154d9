import highsModule from 'highs';
import type { PayoutMatrix } from '../../src/betting/planner/index.js';

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

/**
 * The same problem as a MILP: maximise t with every outcome's total ≥ t, one allowed outcome
 * per row (a forbidden outcome has no variable).
 */
function lpModel({ payouts, allowed }: PayoutMatrix): string {
  const n = allowed.length;
  const rowIndices = Array.from({ length: n }, (_, i) => i);
  const choices = (i: number) => [0, 1, 2].filter((o) => allowed[i] & (1 << o));
  const rows = [0, 1, 2].map((o) => {
    const terms = rowIndices
      .filter((i) => allowed[i] & (1 << o))
      .map((i) => `${payouts[3 * i + o]} x${i}_${o}`);
    return ` r${o}: ${terms.length ? terms.join(' + ') + ' ' : ''}- t >= 0`;
  });
  const picks = rowIndices.map(
    (i) =>
      ` c${i}: ${choices(i)
        .map((o) => `x${i}_${o}`)
        .join(' + ')} = 1`,
  );
  const binaries = rowIndices.flatMap((i) => choices(i).map((o) => `x${i}_${o}`));
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
  (matrix: PayoutMatrix, timeLimitS: number) => HighsRun
> {
  const highs: Highs = await loadHighs();
  return (matrix, timeLimitS) => {
    const started = performance.now();
    // mip_rel_gap 0: with the default gap HiGHS stops a few kr short of the optimum.
    const result = highs.solve(lpModel(matrix), {
      mip_rel_gap: 0,
      time_limit: timeLimitS,
      output_flag: false,
    });
    const ms = performance.now() - started;
    const proven = result.Status === 'Optimal';
    return { minReturn: Math.round(result.ObjectiveValue), proven, ms };
  };
}
