import type { Block } from './blocks.js';
import { VECTOR_COUNT, type BoundTables } from './bounds.js';
import type { Dominance } from './dominance.js';
import type { Assignment } from './types.js';
import { keepHiddenClass } from './hidden-classes.js';
import { compareTriples, improvingTargets, smallestReturn } from './ranking.js';
import type { SumFront } from './sum-front.js';
import { buildSplit, type SuffixFilter, type SuffixTable } from './suffix.js';

export interface SearchOutcome {
  best: Assignment;
  /** Proven upper bound on the best minimum return. */
  upperBound: number;
  /** The search ran to its end (neither the deadline nor the node limit stopped it). */
  complete: boolean;
  /** Sums in the suffix table and the prefix front (0 without them). */
  tableSize: number;
}

export interface SearchLimits {
  /** performance.now() at which the search stops with what it has. */
  deadline: number;
  /** Stop after this many nodes (an easy market is done by then; a hard one is restarted). */
  nodeLimit?: number;
  /**
   * Look only for answers whose every return is at least this. A complete search that finds
   * none proves the optimum below it; one that finds one goes on as the plain search.
   */
  guess?: number;
  /** Finish the search from an exact table of the last blocks (see suffix.ts). */
  withTable?: boolean;
  /** No table is built past this (defaults to the deadline). */
  tableDeadline?: number;
}

/**
 * Out of time, a block's remaining choices still count towards the proven bound: this many
 * one by one, the rest through the first of them, so a merged feed's thousands of choices do
 * not run past the deadline (figures: bench/planner/NOTES.md).
 */
const BOUNDED_CHILDREN_AFTER_ABORT = 32;

/**
 * Depth-first branch and bound over the blocks. A node survives only if, by the bounds, it
 * can still reach one of the return vectors that would beat the best answer so far (see
 * improvingTargets), so the minimum and both tie-breaks are optimised in one search. With a
 * table (suffix.ts), nodes at its depth are settled by lookup, and when the prefix sums fit in
 * a front too, the depth-first part is replaced by a join of the two.
 */
export class BranchAndBound {
  private readonly depth: number;
  private readonly sums: Float64Array;
  private readonly path: Int32Array;
  private readonly assigned: Uint32Array;
  private readonly best: Assignment;
  private readonly deadline: number;
  private readonly nodeLimit: number;
  private readonly guess: number;
  /** Where the best answer came from, traced back to outcomes at the end. */
  private bestFromPath: Int32Array | null = null;
  private bestPrefixPoint = -1;
  private bestSuffixPoint = -1;
  private prefix: SumFront | null = null;
  /** The prefix sum the join is completing. */
  private prefixPoint = -1;
  /** The improving targets (see improvingTargets), three entries each, up to targetEnd. */
  private readonly targets = new Float64Array(30);
  private targetEnd = 0;
  private floor = 0;
  private nodes = 0;
  private children = 0;
  private aborted = false;
  private frontier = -Infinity;
  private suffix: SuffixTable | null = null;
  /** Depth at which the suffix table finishes the search (none until it is built). */
  private suffixDepth = -1;

  constructor(
    private readonly blocks: Block[],
    private readonly choiceOrder: Int32Array[],
    private readonly tables: BoundTables,
    private readonly dominance: Dominance,
    private readonly order: Uint8Array,
    private readonly limits: SearchLimits,
    incumbent: Assignment,
  ) {
    this.depth = blocks.length;
    this.sums = new Float64Array((this.depth + 1) * 3);
    this.path = new Int32Array(this.depth);
    this.assigned = new Uint32Array(3 * dominance.words);
    this.best = { choice: incumbent.choice.slice(), returns: incumbent.returns.slice() };
    this.deadline = limits.deadline;
    this.nodeLimit = limits.nodeLimit ?? Infinity;
    this.guess = limits.guess ?? -Infinity;
    this.retarget();
  }

  run(): SearchOutcome {
    const rootBound = this.minimumBound(0);
    if (this.limits.withTable) this.buildSuffix();
    if (this.prefix) this.join(this.prefix);
    else if (this.promising(0)) this.visit(0);
    this.writeBestChoice();
    const min = smallestReturn(this.best.returns);
    // Everything searched is settled: nothing there beats the best answer from the guess on.
    const settled = Math.max(min, this.guess - 1);
    const open = this.aborted ? Math.max(settled, this.frontier) : settled;
    const upperBound = Math.max(min, Math.min(rootBound, open));
    const tableSize = (this.suffix?.size ?? 0) + (this.prefix?.size ?? 0);
    // The tables go; the rest is small enough to outlive the call (see hidden-classes.ts).
    this.prefix = null;
    this.suffix = null;
    keepHiddenClass(this);
    return { best: this.best, upperBound, complete: !this.aborted, tableSize };
  }

  private visit(d: number): void {
    if (++this.nodes >= this.nodeLimit) this.aborted = true;
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
    const k0 = 3 * d * VECTOR_COUNT;
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
    let boundedAfterAbort = 0;
    for (const c of this.choiceOrder[d]) {
      const x0 = x[3 * c];
      const x1 = x[3 * c + 1];
      const x2 = x[3 * c + 2];
      if (w[k0] * x0 + w[k0 + 1] * x1 + w[k0 + 2] * x2 < threshold) break;
      if (this.aborted && ++boundedAfterAbort > BOUNDED_CHILDREN_AFTER_ABORT) {
        // The rest count towards the proven bound at once: by the sort, none of them can do
        // better under these weights than this one.
        const value = w[k0] * x0 + w[k0 + 1] * x1 + w[k0 + 2] * x2 - threshold;
        const total = w[k0] + w[k0 + 1] + w[k0 + 2];
        this.frontier = Math.max(this.frontier, Math.floor(this.floor + value / total));
        return;
      }
      if (x0 < least0 || x1 < least1 || x2 < least2) continue;
      if (this.blockDominated(d, c) || !this.enter(d, c)) continue;
      this.markBlock(d, c, true);
      this.visit(d + 1);
      this.markBlock(d, c, false);
    }
  }

  /** Writes the child's sums; true when the child is worth visiting now. */
  private enter(d: number, c: number): boolean {
    // Counted per child, not per node: a merged feed can have thousands of children.
    if ((++this.children & 1023) === 0 && performance.now() >= this.deadline) this.aborted = true;
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
    if (d + 1 !== this.suffixDepth) return true;
    this.finishFromTable(d + 1);
    return false;
  }

  private reachLeaf(): void {
    const s = 3 * this.depth;
    if (!this.improves(this.sums[s], this.sums[s + 1], this.sums[s + 2])) return;
    this.bestFromPath = this.path.slice();
    this.bestSuffixPoint = -1;
    this.retarget();
  }

  /**
   * Meet in the middle: every stored prefix sum (blocks before the table) that the bounds
   * leave open is completed from the table.
   */
  private join(prefix: SumFront): void {
    const d = this.suffixDepth;
    const points = prefix.points;
    const s = 3 * d;
    for (let k = 0; 3 * k < points.length; k++) {
      if ((k & 255) === 0 && performance.now() >= this.deadline) this.aborted = true;
      this.sums[s] = points[3 * k];
      this.sums[s + 1] = points[3 * k + 1];
      this.sums[s + 2] = points[3 * k + 2];
      if (!this.promising(d)) continue;
      if (this.aborted) {
        this.frontier = Math.max(this.frontier, this.minimumBound(d));
        continue;
      }
      this.prefixPoint = k;
      this.finishFromTable(d);
    }
  }

  /** Takes (r0, r1, r2) as the best answer's returns if they beat it. */
  private improves(r0: number, r1: number, r2: number): boolean {
    const b = this.best.returns;
    if (compareTriples(r0, r1, r2, b[0], b[1], b[2], this.order) <= 0) return false;
    b[0] = r0;
    b[1] = r1;
    b[2] = r2;
    return true;
  }

  private retarget(): void {
    this.targetEnd = 3 * improvingTargets(this.best.returns, this.order, this.guess, this.targets);
    // Every target lies at or above (floor, floor, floor).
    this.floor = Math.max(smallestReturn(this.best.returns), this.guess - 1);
  }

  private promising(d: number): boolean {
    // Every improving target lies above (floor, floor, floor), and most nodes cannot even
    // reach that: one test usually settles it.
    if (!this.reachable(this.floor, this.floor, this.floor, d)) return false;
    const t = this.targets;
    for (let k = 0; k < this.targetEnd; k += 3) {
      if (this.reachable(t[k], t[k + 1], t[k + 2], d)) return true;
    }
    return false;
  }

  private buildSuffix(): void {
    const split = buildSplit(
      this.blocks,
      this.suffixFilter(),
      this.limits.tableDeadline ?? this.deadline,
    );
    if (!split) return;
    this.suffix = split.suffix;
    this.suffixDepth = split.depth;
    this.prefix = split.prefix;
  }

  /**
   * The root's weight vectors and the three single outcomes, each with the least weighted total
   * an improving answer needs (the smallest over the improving targets).
   */
  private suffixFilter(): SuffixFilter {
    const w = this.tables.weights;
    const all = new Float64Array(3 * VECTOR_COUNT + 9);
    let end = 0;
    for (let k = 0; k < 3 * VECTOR_COUNT; k += 3) {
      let repeated = false;
      for (let j = 0; j < end && !repeated; j += 3) {
        repeated = all[j] === w[k] && all[j + 1] === w[k + 1] && all[j + 2] === w[k + 2];
      }
      if (repeated) continue;
      all[end++] = w[k];
      all[end++] = w[k + 1];
      all[end++] = w[k + 2];
    }
    // Then the single outcomes: (1, 0, 0), (0, 1, 0) and (0, 0, 1).
    for (let o = 0; o < 3; o++, end += 3) all[end + o] = 1;
    const vectors = all.slice(0, end);
    const least = new Float64Array(vectors.length / 3);
    const t = this.targets;
    for (let v = 0; v < least.length; v++) {
      least[v] = Infinity;
      for (let k = 0; k < this.targetEnd; k += 3) {
        const total =
          vectors[3 * v] * t[k] + vectors[3 * v + 1] * t[k + 1] + vectors[3 * v + 2] * t[k + 2];
        least[v] = Math.min(least[v], total);
      }
    }
    return { vectors, least, tolerance: this.tables.tolerance };
  }

  /**
   * The table settles the node exactly: while some stored completion lifts the returns to a
   * target, take it as the new best answer (each is strictly better, so this ends).
   */
  private finishFromTable(d: number): void {
    const suffix = this.suffix as SuffixTable;
    const s = 3 * d;
    for (;;) {
      const point = this.improvingCompletion(d);
      if (point < 0) return;
      const [x, y, z] = suffix.sum(point);
      if (!this.improves(this.sums[s] + x, this.sums[s + 1] + y, this.sums[s + 2] + z)) return;
      if (this.prefix) this.bestPrefixPoint = this.prefixPoint;
      else this.bestFromPath = this.path.slice();
      this.bestSuffixPoint = point;
      this.retarget();
    }
  }

  /** A stored completion that lifts the node at depth d to one of the targets, or -1. */
  private improvingCompletion(d: number): number {
    const suffix = this.suffix as SuffixTable;
    const t = this.targets;
    const s0 = this.sums[3 * d];
    const s1 = this.sums[3 * d + 1];
    const s2 = this.sums[3 * d + 2];
    // As in promising(): every target lies above (floor, floor, floor).
    const f = this.floor;
    if (suffix.find(f - s0, f - s1, f - s2) < 0) return -1;
    for (let k = 0; k < this.targetEnd; k += 3) {
      const point = suffix.find(t[k] - s0, t[k + 1] - s1, t[k + 2] - s2);
      if (point >= 0) return point;
    }
    return -1;
  }

  /** False when the bounds prove the remaining sites cannot lift every return to (t0, t1, t2). */
  private reachable(t0: number, t1: number, t2: number, d: number): boolean {
    const tables = this.tables;
    const sums = this.sums;
    const s = 3 * d;
    const need0 = this.deficit(t0 - sums[s], s);
    const need1 = this.deficit(t1 - sums[s + 1], s + 1);
    const need2 = this.deficit(t2 - sums[s + 2], s + 2);
    const alone = tables.reachAlone;
    if (need0 > alone[s] || need1 > alone[s + 1] || need2 > alone[s + 2]) return false;
    // The five vectors written out (bounds.ts has their order): a loop over them ran about 7%
    // slower in all, and the pairs' zero weights need no product.
    const weights = tables.weights;
    const reach = tables.reach;
    const tolerance = tables.tolerance;
    const k = d * VECTOR_COUNT;
    const w = 3 * k;
    if (weights[w] * need0 + weights[w + 1] * need1 + weights[w + 2] * need2 > reach[k] + tolerance)
      return false;
    if (
      weights[w + 3] * need0 + weights[w + 4] * need1 + weights[w + 5] * need2 >
      reach[k + 1] + tolerance
    )
      return false;
    if (weights[w + 6] * need0 + weights[w + 7] * need1 > reach[k + 2] + tolerance) return false;
    if (weights[w + 9] * need0 + weights[w + 11] * need2 > reach[k + 3] + tolerance) return false;
    if (weights[w + 13] * need1 + weights[w + 14] * need2 > reach[k + 4] + tolerance) return false;
    const sites =
      this.sitesNeeded(need0, s) + this.sitesNeeded(need1, s + 1) + this.sitesNeeded(need2, s + 2);
    return sites <= tables.remainingSites[d];
  }

  /**
   * What an outcome still lacks, rounded up to what its remaining payouts can sum to; 0 when
   * it lacks nothing, as the remaining sites add at least 0 to it (a surplus on one outcome
   * must not offset a deficit on another in the weighted bounds).
   */
  private deficit(lack: number, slot: number): number {
    if (lack <= 0) return 0;
    const g = this.tables.gcd[slot];
    return g > 1 ? Math.ceil(lack / g) * g : lack;
  }

  /**
   * Fewest remaining sites whose payouts on this outcome can cover the deficit, which is at
   * most what they all pay (reachable() checks that first). Counted up from one: the answer is
   * three or fewer at three nodes in four, where a binary search takes longer.
   */
  private sitesNeeded(need: number, slot: number): number {
    if (need <= 0) return 0;
    const prefix = this.tables.largestFirst;
    const at = this.tables.largestFirstAt[slot];
    let sites = 1;
    while (prefix[at + sites] < need) sites++;
    return sites;
  }

  /** Upper bound on the smallest return of any completion of the node at depth d. */
  private minimumBound(d: number): number {
    const tables = this.tables;
    const s = 3 * d;
    let bound = Infinity;
    for (let o = 0; o < 3; o++)
      bound = Math.min(bound, this.sums[s + o] + tables.reachAlone[s + o]);
    const k0 = d * VECTOR_COUNT;
    for (let k = 0; k < VECTOR_COUNT; k++) {
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

  /** Turns the best answer's block choices (if the search found one) into site outcomes. */
  private writeBestChoice(): void {
    let path = this.bestFromPath;
    if (this.bestPrefixPoint >= 0)
      path = (this.prefix as SumFront).choicesFor(this.bestPrefixPoint);
    if (!path) return;
    if (this.bestSuffixPoint >= 0) {
      const suffix = (this.suffix as SuffixTable).choicesFor(this.bestSuffixPoint);
      const full = new Int32Array(this.depth);
      full.set(path.subarray(0, this.suffixDepth));
      full.set(suffix, this.suffixDepth);
      path = full;
    }
    this.blocks.forEach((block, d) => {
      const width = block.sites.length;
      block.sites.forEach((site, k) => {
        this.best.choice[site] = block.assignments[(path as Int32Array)[d] * width + k];
      });
    });
  }
}
