import { keepHiddenClass } from './hidden-classes.js';

/**
 * The sums (three entries each) that some partner lifts to `floor` on every outcome (sum +
 * partner ≥ floor), as ascending indices into `sums`. Partners' coordinates must be whole
 * numbers in [0, MAX_COORDINATE] (see pareto.ts).
 *
 * Hardly any sum has a partner, so the partners go into a grid over (x, y) that keeps the
 * largest z of the partners in each cell and in each quadrant of cells above and to the right.
 * One look-up rejects nearly every sum; the rest are settled exactly from the cells on the
 * quadrant's borders. Nothing is sorted and the sums are read in order, which keeps memory
 * waits down (figures: bench/planner/NOTES.md).
 */
export function completableSums(
  sums: Float64Array,
  partners: Float64Array,
  floor: ArrayLike<number>,
): Int32Array {
  const n = sums.length / 3;
  const kept = new Uint8Array(n);
  let keptCount = 0;
  if (n > 0 && partners.length > 0) {
    const grid = new PartnerGrid(partners, n);
    for (let i = 0; i < n; i++) {
      const found = grid.covers(
        floor[0] - sums[3 * i],
        floor[1] - sums[3 * i + 1],
        floor[2] - sums[3 * i + 2],
      );
      if (found) {
        kept[i] = 1;
        keptCount++;
      }
    }
  }
  const indices = new Int32Array(keptCount);
  for (let i = 0, k = 0; k < keptCount; i++) if (kept[i]) indices[k++] = i;
  return indices;
}

/** Cells per side at most: a finer grid lets fewer sums through to the exact check. */
const MAX_SIDE = 512;

/**
 * Points bucketed by (x, y) cell, with the largest z per cell, per row and column from a cell
 * on, and per quadrant of cells.
 */
class PartnerGrid {
  private readonly points: Float64Array;
  private readonly side: number;
  private readonly minX: number;
  private readonly minY: number;
  private readonly maxX: number;
  private readonly maxY: number;
  private readonly width: number;
  private readonly height: number;
  /** [cx * side + cy]: the largest z in the cell; -1 when empty (every z is ≥ 0). */
  private readonly cellTop: Int32Array;
  /** [cx * side + cy]: the largest z in the cells (cx, cy' ≥ cy). */
  private readonly rowTop: Int32Array;
  /** [cx * side + cy]: the largest z in the cells (cx' ≥ cx, cy). */
  private readonly columnTop: Int32Array;
  /** [cx * side + cy]: the largest z in the cells (cx' ≥ cx, cy' ≥ cy). */
  private readonly quadrantTop: Int32Array;
  /** Point indices by cell; cell c holds starts[c] to starts[c + 1]. */
  private readonly byCell: Int32Array;
  private readonly starts: Int32Array;

  /** Sized for `queries` look-ups: the grid costs about as much to build as to query. */
  constructor(points: Float64Array, queries: number) {
    const n = points.length / 3;
    this.points = points;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < n; i++) {
      minX = Math.min(minX, points[3 * i]);
      maxX = Math.max(maxX, points[3 * i]);
      minY = Math.min(minY, points[3 * i + 1]);
      maxY = Math.max(maxY, points[3 * i + 1]);
    }
    [this.minX, this.minY, this.maxX, this.maxY] = [minX, minY, maxX, maxY];
    const side = Math.max(1, Math.min(MAX_SIDE, Math.ceil(Math.sqrt(n + queries))));
    this.side = side;
    // Whole-number cell sizes keep the cell of a coordinate exact.
    this.width = Math.ceil((maxX - minX + 1) / side);
    this.height = Math.ceil((maxY - minY + 1) / side);
    const cells = side * side;
    const cellOf = new Int32Array(n);
    const starts = new Int32Array(cells + 1);
    const cellTop = new Int32Array(cells).fill(-1);
    for (let i = 0; i < n; i++) {
      const cell = this.cellX(points[3 * i]) * side + this.cellY(points[3 * i + 1]);
      cellOf[i] = cell;
      starts[cell + 1]++;
      cellTop[cell] = Math.max(cellTop[cell], points[3 * i + 2]);
    }
    for (let c = 0; c < cells; c++) starts[c + 1] += starts[c];
    const next = starts.slice(0, cells);
    this.byCell = new Int32Array(n);
    for (let i = 0; i < n; i++) this.byCell[next[cellOf[i]]++] = i;
    this.starts = starts;
    const row = cellTop.slice();
    const column = cellTop.slice();
    const quadrant = new Int32Array(cells);
    for (let cx = side - 1; cx >= 0; cx--) {
      for (let cy = side - 1; cy >= 0; cy--) {
        const c = cx * side + cy;
        if (cy + 1 < side) row[c] = Math.max(row[c], row[c + 1]);
        if (cx + 1 < side) column[c] = Math.max(column[c], column[c + side]);
        quadrant[c] = cx + 1 < side ? Math.max(row[c], quadrant[c + side]) : row[c];
      }
    }
    this.cellTop = cellTop;
    this.rowTop = row;
    this.columnTop = column;
    this.quadrantTop = quadrant;
  }

  /** Whether some point is ≥ (a, b, c). */
  covers(a: number, b: number, c: number): boolean {
    if (a > this.maxX || b > this.maxY) return false;
    const side = this.side;
    const cx = a <= this.minX ? 0 : this.cellX(a);
    const cy = b <= this.minY ? 0 : this.cellY(b);
    // Every z is ≥ 0, and an empty cell's -1 must stay short.
    const least = Math.max(c, 0);
    if (this.quadrantTop[cx * side + cy] < least) return false;
    // Every point in a cell beyond both borders has x > a and y > b.
    if (cx + 1 < side && cy + 1 < side && this.quadrantTop[(cx + 1) * side + cy + 1] >= least) {
      return true;
    }
    // Along the borders, z mostly falls as x or y grows: the scans stop within a cell or two.
    const rowStart = cx * side;
    for (let y = cy; y < side && this.rowTop[rowStart + y] >= least; y++) {
      if (this.cellCovers(rowStart + y, a, b, least)) return true;
    }
    for (let x = cx + 1; x < side && this.columnTop[x * side + cy] >= least; x++) {
      if (this.cellCovers(x * side + cy, a, b, least)) return true;
    }
    return false;
  }

  private cellCovers(cell: number, a: number, b: number, c: number): boolean {
    if (this.cellTop[cell] < c) return false;
    const p = this.points;
    for (let k = this.starts[cell]; k < this.starts[cell + 1]; k++) {
      const i = this.byCell[k];
      if (p[3 * i] >= a && p[3 * i + 1] >= b && p[3 * i + 2] >= c) return true;
    }
    return false;
  }

  private cellX(x: number): number {
    return Math.floor((x - this.minX) / this.width);
  }

  private cellY(y: number): number {
    return Math.floor((y - this.minY) / this.height);
  }
}

keepHiddenClass(new PartnerGrid(new Float64Array(0), 0));
