/**
 * One page shows a list through more than one request (Kundeliste reads the list and the export
 * pages; the dashboard its queue and its follow-ups), and react-admin reads a list again when it
 * comes back into view: the same admin's reads of the same list within this span are one view.
 */
const LIST_VIEW_MS = 60_000;

// Spans older than the window are dropped once this many admins × lists are remembered.
const PRUNE_AT = 10_000;

/** Which list reads start a new view (one instance's memory; each instance notes its own). */
export class ListViews {
  private readonly started = new Map<string, number>();

  constructor(private readonly windowMs = LIST_VIEW_MS) {}

  /** True for the first read of `action` by `adminId` in a window; later reads in it are the same view. */
  isNewView(adminId: string | null, action: string, at: Date): boolean {
    const key = `${adminId ?? ''}\u0000${action}`;
    const now = at.getTime();
    const since = this.started.get(key);
    if (since !== undefined && now - since < this.windowMs && now >= since) return false;
    if (this.started.size >= PRUNE_AT) this.prune(now);
    this.started.set(key, now);
    return true;
  }

  private prune(now: number): void {
    for (const [key, since] of this.started)
      if (now - since >= this.windowMs) this.started.delete(key);
  }
}
