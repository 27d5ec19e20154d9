/**
 * V8 holds the hidden class of a class's instances only weakly. A full GC that finds no
 * instance alive frees it, and every function compiled against it is thrown away: the next
 * planBet runs unoptimised. One instance of each class is kept here for good, so it must be
 * small: it is never freed (figures: bench/planner/NOTES.md).
 */
const kept = new Map<unknown, object>();

export function keepHiddenClass(instance: object): void {
  kept.set(instance.constructor, instance);
}
