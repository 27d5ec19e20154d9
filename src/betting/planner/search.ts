import type { Block } from './blocks.js';
import type { BoundTables } from './bounds.js';
import type { Dominance } from './dominance.js';
import type { Assignment } from './exhaustive.js';
import { compareReturns, improvingTargets } from './ranking.js';

export interface SearchOutcome {
  best: Assignment;
  /** Proven upper bound on the best minimum return. */
  upperBound: number;
}

/**
 * Depth-first branch and bound over the blocks. A node survives only if, by the bounds, it
 * can still reach one of the return vectors that would beat the best answer so far (see
 * improvingTargets), so the minimum and both tie-breaks are optimised in one search.
 */
export class BranchAndBound {
  private readonly depth: number;
  private readonly sums: Float64Array;
  private readonly path: Int32Array;
  private readonly assigned: Uint32Array;
  /** Per depth and position in the choice order: where that run of equal home contribution ends. */
  private readonly runEnd: Int32Array[];
  private readonly best: Assignment;
  private bestFromPath: Int32Array | null = null;
  private targets = new Float64Array(0);
  private floor = 0;
  private nodes = 0;
  private aborted = false;
  private frontier = -Infinity;

  constructor(
    private readonly blocks: Block[],
    private readonly choiceOrder: Int32Array[],
    private readonly tables: BoundTables,
    private readonly dominance: Dominance,
    private readonly order: Uint8Array,
    private readonly deadline: number,
    incumbent: Assignment,
  ) {
    this.depth = blocks.length;
    this.sums = new Float64Array((this.depth + 1) * 3);
    this.path = new Int32Array(this.depth);
    this.assigned = new Uint32Array(3 * dominance.words);
    this.runEnd = blocks.map((block, d) => homeRuns(block.contributions, choiceOrder[d]));
    this.best = { choice: incumbent.choice.slice(), returns: incumbent.returns.slice() };
    this.retarget();
  }

  run(): SearchOutcome {
    const rootBound = this.minimumBound(0);
    if (this.promising(0)) this.visit(0);
    if (process.env.PLANNER_LP) console.log(this.lpStats);
    (globalThis as unknown as { plannerNodes: number }).plannerNodes = this.nodes;
    (globalThis as unknown as { plannerDepthCalls: Float64Array }).plannerDepthCalls = this.depthCalls.subarray(0, this.depth + 1);
    if (process.env.PLANNER_DEBUG) console.log('  done', this.nodes, performance.now().toFixed(1), 'root', rootBound);
    if (this.bestFromPath) this.writeBestChoice(this.bestFromPath);
    const min = Math.min(this.best.returns[0], this.best.returns[1], this.best.returns[2]);
    const upperBound = this.aborted ? Math.min(rootBound, Math.max(min, this.frontier)) : min;
    return { best: this.best, upperBound: Math.max(min, upperBound) };
  }

  private visit(d: number): void {
    if ((++this.nodes & 1023) === 0 && performance.now() >= this.deadline) this.aborted = true;
    if (d === this.depth) return this.reachLeaf();
    if (this.blocks[d].sites.length === 1) this.visitSite(d);
    else this.visitBlock(d);
  }

  private visitSite(d: number): void {
    const block = this.blocks[d];
    for (const c of this.choiceOrder[d]) {
      const outcome = block.assignments[c];
      if (this.dominated(d, outcome)) continue;
      if (!this.enter(d, c)) continue;
      this.mark(d, outcome);
      this.visit(d + 1);
      this.unmark(d, outcome);
    }
  }

  /**
   * A block can have thousands of choices; they are sorted by home then draw contribution
   * (descending), so the choices too small on some outcome to reach even the current minimum
   * are skipped a whole run at a time.
   */
  private visitBlock(d: number): void {
    const x = this.blocks[d].contributions;
    const order = this.choiceOrder[d];
    const runEnd = this.runEnd[d];
    const alone = this.tables.reachAlone;
    const from = 3 * d;
    const next = from + 3;
    const least0 = this.floor - this.sums[from] - alone[next];
    const least1 = this.floor - this.sums[from + 1] - alone[next + 1];
    const least2 = this.floor - this.sums[from + 2] - alone[next + 2];
    for (let k = 0; k < order.length; k++) {
      const c = order[k];
      if (x[3 * c] < least0) break;
      if (x[3 * c + 1] < least1) {
        k = runEnd[k] - 1;
        continue;
      }
      if (x[3 * c + 2] < least2 || !this.enter(d, c)) continue;
      this.visit(d + 1);
    }
  }

  /** Writes the child's sums; true when the child is worth visiting now. */
  private enter(d: number, c: number): boolean {
    const x = this.blocks[d].contributions;
    const from = 3 * d;
    const to = from + 3;
    this.sums[to] = this.sums[from] + x[3 * c];
    this.sums[to + 1] = this.sums[from + 1] + x[3 * c + 1];
    this.sums[to + 2] = this.sums[from + 2] + x[3 * c + 2];
    if (!this.promising(d + 1)) return false;
    if (this.aborted) {
      // Out of time: what is left of this node only counts towards the proven bound.
      this.frontier = Math.max(this.frontier, this.minimumBound(d + 1));
      return false;
    }
    this.path[d] = c;
    return true;
  }

  lpStats = { probes: 0, prunable: 0, mine: 0 };
  rows: Float64Array[] = [];
  private lpProbe(d: number): void {
    const rows = this.rows[d];
    const P = this.sums.subarray(3 * d, 3 * d + 3);
    const f = (w0: number, w1: number) => {
      const w2 = 1 - w0 - w1;
      let t = w0 * P[0] + w1 * P[1] + w2 * P[2];
      for (let r = 0; r < rows.length; r += 3) t += Math.max(w0 * rows[r], w1 * rows[r + 1], w2 * rows[r + 2]);
      return t;
    };
    let best = Infinity;
    const G = 60;
    for (let a = 0; a <= G; a++) for (let b = 0; a + b <= G; b++) best = Math.min(best, f(a / G, b / G));
    // refine
    let bw0 = 0, bw1 = 0; best = Infinity;
    for (let a = 0; a <= G; a++) for (let b = 0; a + b <= G; b++) { const v = f(a / G, b / G); if (v < best) { best = v; bw0 = a / G; bw1 = b / G; } }
    let step = 1 / G;
    for (let it = 0; it < 60; it++) {
      let moved = false;
      for (const [da, db] of [[1,0],[-1,0],[0,1],[0,-1],[1,-1],[-1,1]]) {
        const w0 = bw0 + da * step, w1 = bw1 + db * step;
        if (w0 < 0 || w1 < 0 || w0 + w1 > 1) continue;
        const v = f(w0, w1);
        if (v < best) { best = v; bw0 = w0; bw1 = w1; moved = true; }
      }
      if (!moved) step /= 2;
    }
    this.lpStats.probes++;
    if (Math.floor(best + 1e-6) < this.floor + 1) this.lpStats.prunable++;
    if (this.minimumBound(d) < this.floor + 1) this.lpStats.mine++;
  }

  private reachLeaf(): void {
    const returns = this.sums.subarray(3 * this.depth);
    if (compareReturns(returns, this.best.returns, this.order) <= 0) return;
    this.best.returns.set(returns);
    this.bestFromPath = this.path.slice();
    this.retarget();
    if (process.env.PLANNER_DEBUG) console.log('  improve', this.nodes, performance.now().toFixed(1), Array.from(returns).join(','));
  }

  private retarget(): void {
    let targets = improvingTargets(this.best.returns, this.order);
    if (process.env.PLANNER_MINONLY) { const m = Math.min(...this.best.returns) + 1; targets = [[m, m, m]]; }
    this.targets = Float64Array.from(targets.flat());
    this.floor = Math.min(this.best.returns[0], this.best.returns[1], this.best.returns[2]);
  }

  depthCalls = new Float64Array(64);
  totalCalls = 0;
  callCap = Number(process.env.PLANNER_CALLCAP ?? Infinity);
  private promising(d: number): boolean {
    this.depthCalls[d]++;
    if (++this.totalCalls > this.callCap) this.aborted = true;
    const t = this.targets;
    if (this.reachable(t[0], t[1], t[2], d)) return true;
    // Every improving target lies above (floor, floor, floor): one test usually settles it.
    if (!this.reachable(this.floor, this.floor, this.floor, d)) return false;
    for (let k = 3; k < t.length; k += 3) {
      if (this.reachable(t[k], t[k + 1], t[k + 2], d)) return true;
    }
    return false;
  }

  /** False when the bounds prove the remaining sites cannot lift every return to (t0, t1, t2). */
  private reachable(t0: number, t1: number, t2: number, d: number): boolean {
    const tables = this.tables;
    const s = 3 * d;
    const need0 = this.deficit(t0 - this.sums[s], s);
    const need1 = this.deficit(t1 - this.sums[s + 1], s + 1);
    const need2 = this.deficit(t2 - this.sums[s + 2], s + 2);
    const alone = tables.reachAlone;
    if (need0 > alone[s] || need1 > alone[s + 1] || need2 > alone[s + 2]) return false;
    const k0 = d * tables.vectorCount;
    for (let k = 0; k < tables.vectorCount; k++) {
      const w = 3 * (k0 + k);
      const demand = tables.weights[w] * need0 + tables.weights[w + 1] * need1 + tables.weights[w + 2] * need2;
      if (demand > tables.reach[k0 + k] + tables.tolerance) return false;
    }
    const sites = this.sitesNeeded(need0, s) + this.sitesNeeded(need1, s + 1) + this.sitesNeeded(need2, s + 2);
    return sites <= tables.remainingSites[d];
  }

  /** What an outcome still lacks, rounded up to what its remaining payouts can sum to. */
  private deficit(lack: number, slot: number): number {
    const g = this.tables.gcd[slot];
    return lack > 0 && g > 1 ? Math.ceil(lack / g) * g : lack;
  }

  /** Fewest remaining sites whose payouts on this outcome can cover the deficit. */
  private sitesNeeded(need: number, slot: number): number {
    if (need <= 0) return 0;
    const prefix = this.tables.largestFirst[slot];
    let lo = 1;
    let hi = prefix.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (prefix[mid] >= need) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** Upper bound on the smallest return of any completion of the node at depth d. */
  private minimumBound(d: number): number {
    const tables = this.tables;
    const s = 3 * d;
    let bound = Infinity;
    for (let o = 0; o < 3; o++) bound = Math.min(bound, this.sums[s + o] + tables.reachAlone[s + o]);
    const k0 = d * tables.vectorCount;
    for (let k = 0; k < tables.vectorCount; k++) {
      const w = 3 * (k0 + k);
      const value =
        tables.weights[w] * this.sums[s] +
        tables.weights[w + 1] * this.sums[s + 1] +
        tables.weights[w + 2] * this.sums[s + 2] +
        tables.reach[k0 + k];
      const total = tables.weights[w] + tables.weights[w + 1] + tables.weights[w + 2];
      bound = Math.min(bound, (value + tables.tolerance) / total);
    }
    return Math.floor(bound);
  }

  private dominated(d: number, outcome: number): boolean {
    const { words, masks } = this.dominance;
    for (let earlier = 0; earlier < 3; earlier++) {
      if (earlier === outcome) continue;
      const base = ((d * 3 + outcome) * 3 + earlier) * words;
      for (let w = 0; w < words; w++) {
        if ((masks[base + w] & this.assigned[earlier * words + w]) !== 0) return true;
      }
    }
    return false;
  }

  private mark(d: number, outcome: number): void {
    this.assigned[outcome * this.dominance.words + (d >>> 5)] |= 1 << (d & 31);
  }

  private unmark(d: number, outcome: number): void {
    this.assigned[outcome * this.dominance.words + (d >>> 5)] &= ~(1 << (d & 31));
  }

  private writeBestChoice(path: Int32Array): void {
    this.blocks.forEach((block, d) => {
      const width = block.sites.length;
      block.sites.forEach((site, k) => {
        this.best.choice[site] = block.assignments[path[d] * width + k];
      });
    });
  }
}

function homeRuns(contributions: Float64Array, order: Int32Array): Int32Array {
  const ends = new Int32Array(order.length);
  for (let k = order.length - 1; k >= 0; k--) {
    const sameAsNext = k + 1 < order.length && contributions[3 * order[k + 1]] === contributions[3 * order[k]];
    ends[k] = sameAsNext ? ends[k + 1] : k + 1;
  }
  return ends;
}
