/** Where a column sits in the board's scrolling row (offsetLeft, offsetWidth). */
export interface ColumnBox {
  left: number;
  width: number;
}

export interface BoardView {
  /** 1-based, for 'Kolonne 1-4 af 6 vises'; first > last when none is shown. */
  first: number;
  last: number;
  total: number;
  canLeft: boolean;
  canRight: boolean;
  /** Where to scroll to bring the next hidden column fully into view, each way. */
  leftTarget: number;
  rightTarget: number;
}

/**
 * What of the board is in view: the columns at least half shown, whether more lie either way, and
 * where a step each way scrolls to (the next column whole, so the cue is never half a column).
 */
export function boardView(columns: ColumnBox[], scrollLeft: number, viewWidth: number): BoardView {
  const viewRight = scrollLeft + viewWidth;
  const shown = columns.map(
    ({ left, width }) =>
      Math.min(left + width, viewRight) - Math.max(left, scrollLeft) >= width / 2,
  );
  const first = shown.indexOf(true);
  const last = shown.lastIndexOf(true);
  const end = columns.length ? columns.at(-1)!.left + columns.at(-1)!.width : 0;
  const start = columns.length ? columns[0].left : 0;
  const nextRight = columns.find(({ left, width }) => left + width > viewRight + 1);
  const nextLeft = [...columns].reverse().find(({ left }) => left < scrollLeft - 1);
  return {
    first: first + 1,
    last: last + 1,
    total: columns.length,
    canLeft: scrollLeft > start + 1,
    canRight: end > viewRight + 1,
    leftTarget: nextLeft ? Math.max(start, nextLeft.left + nextLeft.width - viewWidth) : start,
    rightTarget: nextRight
      ? Math.min(nextRight.left, end - viewWidth)
      : Math.max(0, end - viewWidth),
  };
}
