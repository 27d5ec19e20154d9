/**
 * V8 holds the hidden class of a class's instances only weakly. A full GC that finds no
 * instance alive frees it, and every function compiled against it is thrown away: the next
 * planBet then runs unoptimised (N = 16 realistic: ~0.8 ms became 1.6 ms in the median and up
 * to 14 ms, measured with a full GC before each call). One instance of each planner class is
 * therefore kept here for good; it must be small, as it is never freed.
 */
const kept = new Map<unknown, object>();

export function keepHiddenClass(instance: object): void {
  kept.set(instance.constructor, instance);
}
