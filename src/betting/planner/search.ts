import type { Block } from './blocks.js';
import type { BoundTables } from './bounds.js';
import type { Dominance } from './dominance.js';
import type { Assignment } from './exhaustive.js';
import { compareReturns, improvingTargets } from './ranking.js';
import { buildSuffixReach, type SuffixReach } from './suffix.js';

export interface SearchOutcome {
  best: Assignment;
  /** Proven upper bound on the best minimum return. */
  upperBound: number;
}

/**
 * Searches this small finish on the ordinary bounds alone: building the exact suffix table
 * costs tens of milliseconds, which only long proofs (millions of nodes) repay. Measured:
 * at 20 000 nodes N=40 realistic markets' median was five times slower; at 300 000 the
 * N=40 shared-feed proofs lost most of the gain (21 instead of 23 of 30 within 500 ms CPU).
 */
const NODES_BEFORE_SUFFIX_TABLE = 150_000;

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
  private readonly best: Assignment;
  private bestFromPath: Int32Array | null = null;
  private targets = new Float64Array(0);
  private floor = 0;
  private nodes = 0;
  private aborted = false;
  private frontier = -Infinity;
  private suffix: SuffixReach | null = null;
  /** Depth at which the suffix table prunes (none until it is built). */
  private suffixDepth = -1;

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
    this.best = { choice: incumbent.choice.slice(), returns: incumbent.returns.slice() };
    this.retarget();
  }

  run(): SearchOutcome {
    const rootBound = this.minimumBound(0);
    if (this.promising(0)) this.visit(0);
    if (this.bestFromPath) this.writeBestChoice(this.bestFromPath);
    const min = Math.min(this.best.returns[0], this.best.returns[1], this.best.returns[2]);
    const upperBound = this.aborted ? Math.min(rootBound, Math.max(min, this.frontier)) : min;
    return { best: this.best, upperBound: Math.max(min, upperBound) };
  }

  private visit(d: number): void {
    if ((++this.nodes & 1023) === 0 && performance.now() >= this.deadline) this.aborted = true;
    if (this.nodes === NODES_BEFORE_SUFFIX_TABLE) this.buildSuffix();
    if (d === this.depth) return this.reachLeaf();
    if (this.blocks[d].sites.length === 1) this.visitSite(d);
    else this.visitBlock(d);
  }

  private visitSite(d: number): void {
    const block = this.blocks[d];
    const site = block.sites[0];
    for (const c of this.choiceOrder[d]) {
      const outcome = block.assignments[c];
      if (this.dominated(site, outcome)) continue;
      if (!this.enter(d, c)) continue;
      this.mark(site, outcome);
      this.visit(d + 1);
      this.unmark(site, outcome);
    }
  }

  /**
   * A block can have thousands of choices. They are sorted by their value under this depth's
   * LP weights, so once a choice's value leaves the node unable to reach even the current
   * minimum under those weights, so does every later one: the scan stops there.
   */
  private visitBlock(d: number): void {
    const x = this.blocks[d].contributions;
    const tables = this.tables;
    const w = tables.weights;
    const k0 = 3 * d * tables.vectorCount;
    const from = 3 * d;
    const next = from + 3;
    const alone = tables.reachAlone;
    const least0 = this.floor - this.sums[from] - alone[next];
    const least1 = this.floor - this.sums[from + 1] - alone[next + 1];
    const least2 = this.floor - this.sums[from + 2] - alone[next + 2];
    const threshold =
      w[k0] * (this.floor - this.sums[from]) +
      w[k0 + 1] * (this.floor - this.sums[from + 1]) +
      w[k0 + 2] * (this.floor - this.sums[from + 2]) -
      tables.reachAfter[d] -
      tables.tolerance;
    for (const c of this.choiceOrder[d]) {
      const x0 = x[3 * c];
      const x1 = x[3 * c + 1];
      const x2 = x[3 * c + 2];
      if (w[k0] * x0 + w[k0 + 1] * x1 + w[k0 + 2] * x2 < threshold) break;
      if (x0 < least0 || x1 < least1 || x2 < least2) continue;
      if (this.blockDominated(d, c) || !this.enter(d, c)) continue;
      this.markBlock(d, c, true);
      this.visit(d + 1);
      this.markBlock(d, c, false);
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
    if (d + 1 === this.suffixDepth && !this.suffixReaches(d + 1)) return false;
    if (this.aborted) {
      // Out of time: what is left of this node only counts towards the proven bound.
      this.frontier = Math.max(this.frontier, this.minimumBound(d + 1));
      return false;
    }
    this.path[d] = c;
    return true;
  }

  private reachLeaf(): void {
    const returns = this.sums.subarray(3 * this.depth);
    if (compareReturns(returns, this.best.returns, this.order) <= 0) return;
    this.best.returns.set(returns);
    this.bestFromPath = this.path.slice();
    this.retarget();
  }

  private retarget(): void {
    const targets = improvingTargets(this.best.returns, this.order);
    this.targets = Float64Array.from(targets.flat());
    this.floor = Math.min(this.best.returns[0], this.best.returns[1], this.best.returns[2]);
  }

  private promising(d: number): boolean {
    const t = this.targets;
    if (this.reachable(t[0], t[1], t[2], d)) return true;
    // Every improving target lies above (floor, floor, floor): one test usually settles it.
    if (!this.reachable(this.floor, this.floor, this.floor, d)) return false;
    for (let k = 3; k < t.length; k += 3) {
      if (this.reachable(t[k], t[k + 1], t[k + 2], d)) return true;
    }
    return false;
  }

  private buildSuffix(): void {
    this.suffix = buildSuffixReach(this.blocks);
    this.suffixDepth = this.suffix ? this.suffix.depth : -1;
  }

  /** Exact: can the blocks from depth d on lift the returns to one of the targets? */
  private suffixReaches(d: number): boolean {
    const suffix = this.suffix as SuffixReach;
    const t = this.targets;
    const s0 = this.sums[3 * d];
    const s1 = this.sums[3 * d + 1];
    const s2 = this.sums[3 * d + 2];
    if (suffix.reaches(t[0] - s0, t[1] - s1, t[2] - s2)) return true;
    // As in promising(): every target lies above (floor, floor, floor).
    const f = this.floor;
    if (!suffix.reaches(f - s0, f - s1, f - s2)) return false;
    for (let k = 3; k < t.length; k += 3) {
      if (suffix.reaches(t[k] - s0, t[k + 1] - s1, t[k + 2] - s2)) return true;
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
      const demand =
        tables.weights[w] * need0 + tables.weights[w + 1] * need1 + tables.weights[w + 2] * need2;
      if (demand > tables.reach[k0 + k] + tables.tolerance) return false;
    }
    const sites =
      this.sitesNeeded(need0, s) + this.sitesNeeded(need1, s + 1) + this.sitesNeeded(need2, s + 2);
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
    for (let o = 0; o < 3; o++)
      bound = Math.min(bound, this.sums[s + o] + tables.reachAlone[s + o]);
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

  private dominated(site: number, outcome: number): boolean {
    const { words, masks } = this.dominance;
    for (let earlier = 0; earlier < 3; earlier++) {
      if (earlier === outcome) continue;
      const base = ((site * 3 + outcome) * 3 + earlier) * words;
      for (let w = 0; w < words; w++) {
        if ((masks[base + w] & this.assigned[earlier * words + w]) !== 0) return true;
      }
    }
    return false;
  }

  private blockDominated(d: number, c: number): boolean {
    const { sites, assignments } = this.blocks[d];
    for (let k = 0; k < sites.length; k++) {
      if (this.dominated(sites[k], assignments[c * sites.length + k])) return true;
    }
    return false;
  }

  private markBlock(d: number, c: number, on: boolean): void {
    const { sites, assignments } = this.blocks[d];
    for (let k = 0; k < sites.length; k++) {
      if (on) this.mark(sites[k], assignments[c * sites.length + k]);
      else this.unmark(sites[k], assignments[c * sites.length + k]);
    }
  }

  private mark(site: number, outcome: number): void {
    this.assigned[outcome * this.dominance.words + (site >>> 5)] |= 1 << (site & 31);
  }

  private unmark(site: number, outcome: number): void {
    this.assigned[outcome * this.dominance.words + (site >>> 5)] &= ~(1 << (site & 31));
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
