/** A page reads a list through several requests and again on return: reads within this span are one view. */
const LIST_VIEW_MS = 60_000;

// Spans older than the window are dropped once this many admins × lists are remembered.
const PRUNE_AT = 10_000;

export class ListViews {
  private readonly started = new Map<string, number>();

  constructor(private readonly windowMs = LIST_VIEW_MS) {}

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
