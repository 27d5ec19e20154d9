import { describe, expect, it } from 'vitest';
import { oddsSources } from '../../../rules/odds-sources';
import { fieldKey } from './odds';
import {
  applyFill,
  emptyDraft,
  followedSource,
  loadDraft,
  type OddsDraft,
  saveDraft,
  staleSites,
  typeOdds,
} from './oddsDraft';

// LeoVegas and Expekt run on Unibet's platform; Bet25 takes Bet365's odds, and Bet365 is a site
// the customer had before (so it has no row of its own here).
const SOURCES = oddsSources([
  { name: 'Unibet' },
  { name: 'LeoVegas', oddsFrom: 'Unibet' },
  { name: 'Expekt', oddsFrom: 'LeoVegas' },
  { name: 'Bet365' },
  { name: 'Bet25', oddsFrom: 'Bet365' },
  { name: 'Bwin' },
]);
const FORM = ['Unibet', 'LeoVegas', 'Expekt', 'Bet25', 'Bwin'];
const NOW = '2026-11-26T14:00:00.000Z';

const odds = (draft: OddsDraft, site: string) =>
  (['home', 'draw', 'away'] as const).map((field) => draft.values[fieldKey(site, field)]);

describe("the make-bet form's odds", () => {
  it("typing a site's odds fills the sites taking them, and they say where from", () => {
    let draft = emptyDraft();
    draft = typeOdds(draft, 'Unibet', 'home', '2,10', FORM, SOURCES, NOW);
    draft = typeOdds(draft, 'Unibet', 'draw', '3,40', FORM, SOURCES, NOW);
    expect(odds(draft, 'LeoVegas')).toEqual(['2,10', '3,40', undefined]);
    // A chain is followed to its end: Expekt takes LeoVegas's, which are Unibet's.
    expect(odds(draft, 'Expekt')).toEqual(['2,10', '3,40', undefined]);
    expect(odds(draft, 'Bwin')).toEqual([undefined, undefined, undefined]);
    expect(followedSource(draft, 'LeoVegas', SOURCES)).toBe('Unibet');
    expect(followedSource(draft, 'Expekt', SOURCES)).toBe('Unibet');
    expect(draft.entered).toEqual({ Unibet: NOW, LeoVegas: NOW, Expekt: NOW });
  });

  it('a site typed into itself keeps its own odds from then on', () => {
    let draft = typeOdds(emptyDraft(), 'Unibet', 'home', '2,10', FORM, SOURCES, NOW);
    draft = typeOdds(draft, 'LeoVegas', 'home', '2,05', FORM, SOURCES, NOW);
    draft = typeOdds(draft, 'Unibet', 'home', '2,12', FORM, SOURCES, NOW);
    expect(draft.values[fieldKey('LeoVegas', 'home')]).toBe('2,05');
    expect(followedSource(draft, 'LeoVegas', SOURCES)).toBeUndefined();
    // Expekt follows Unibet (through LeoVegas's setting), not LeoVegas's own odds.
    expect(draft.values[fieldKey('Expekt', 'home')]).toBe('2,12');
  });

  it('a fill writes each row and the sites taking its odds, even from a site with no row here', () => {
    const { draft, filled } = applyFill(
      emptyDraft(),
      [
        { site: 'unibet', odds: [2.1, 3.4, 3.25] },
        { site: 'Bet365', odds: [2.05, 3.5, 3.7], enteredAt: '2026-11-26T13:40:00.000Z' },
        { site: 'Danske Spil', odds: [2, 3, 4] },
      ],
      FORM,
      SOURCES,
      NOW,
    );
    expect(filled).toEqual([['Unibet', 'LeoVegas', 'Expekt'], ['Bet25'], []]);
    expect(odds(draft, 'Unibet')).toEqual(['2,10', '3,40', '3,25']);
    expect(odds(draft, 'Expekt')).toEqual(['2,10', '3,40', '3,25']);
    expect(odds(draft, 'Bet25')).toEqual(['2,05', '3,50', '3,70']);
    expect(draft.entered.Bet25).toBe('2026-11-26T13:40:00.000Z');
    expect(followedSource(draft, 'Bet25', SOURCES)).toBe('Bet365');
  });

  it("a fill naming a site that takes another's odds gives it its own", () => {
    const { draft, filled } = applyFill(
      emptyDraft(),
      [
        { site: 'Unibet', odds: [2.1, 3.4, 3.25] },
        { site: 'LeoVegas', odds: [2.08, 3.45, 3.3] },
      ],
      FORM,
      SOURCES,
      NOW,
    );
    expect(filled).toEqual([['Unibet', 'Expekt'], ['LeoVegas']]);
    expect(odds(draft, 'LeoVegas')).toEqual(['2,08', '3,45', '3,30']);
    expect(followedSource(draft, 'LeoVegas', SOURCES)).toBeUndefined();
    expect(followedSource(draft, 'Expekt', SOURCES)).toBe('Unibet');
  });

  it('names the rows entered longer ago than the limit, the oldest first', () => {
    const now = Date.parse(NOW);
    const entered = {
      Unibet: '2026-11-26T13:45:00.000Z',
      Bwin: '2026-11-26T13:50:00.000Z',
      LeoVegas: '2026-11-26T13:30:30.000Z',
      Expekt: '2026-11-26T13:59:00.000Z',
    };
    expect(staleSites(entered, ['Unibet', 'Bwin', 'LeoVegas', 'Expekt', 'Bet25'], now, 10)).toEqual(
      [
        { site: 'LeoVegas', minutes: 29 },
        { site: 'Unibet', minutes: 15 },
      ],
    );
    // Exactly the limit is not old yet.
    expect(staleSites(entered, ['Bwin'], now, 10)).toEqual([]);
  });

  it('keeps the draft in the tab per customer, and leaves a broken one be', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    } as unknown as Storage;
    const draft = typeOdds(emptyDraft(), 'Unibet', 'home', '2,10', FORM, SOURCES, NOW);
    saveDraft(storage, 'c1', draft);
    expect(loadDraft(storage, 'c1')).toEqual(draft);
    expect(loadDraft(storage, 'c2')).toBeUndefined();
    saveDraft(storage, 'c1', emptyDraft());
    expect(loadDraft(storage, 'c1')).toBeUndefined();
    items.set('arbi.bet-draft.c3', '{not json');
    expect(loadDraft(storage, 'c3')).toBeUndefined();
  });
});
