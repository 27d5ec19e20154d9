import { ListViews } from './list-views.js';

describe('ListViews: the list reads of one view are one audit entry', () => {
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 25, 9, 0, seconds));

  it('takes the reads of the same list by the same admin within the window as one view', () => {
    const views = new ListViews(60_000);
    expect(views.isNewView('a1', 'clients.listed', at(0))).toBe(true);
    expect(views.isNewView('a1', 'clients.listed', at(1))).toBe(false);
    expect(views.isNewView('a1', 'clients.listed', at(59))).toBe(false);
  });

  it('starts a new view once the window has passed since the view began', () => {
    const views = new ListViews(60_000);
    expect(views.isNewView('a1', 'clients.listed', at(0))).toBe(true);
    expect(views.isNewView('a1', 'clients.listed', at(30))).toBe(false);
    expect(views.isNewView('a1', 'clients.listed', at(60))).toBe(true);
    expect(views.isNewView('a1', 'clients.listed', at(61))).toBe(false);
  });

  it('keeps other admins and other lists apart', () => {
    const views = new ListViews(60_000);
    expect(views.isNewView('a1', 'clients.listed', at(0))).toBe(true);
    expect(views.isNewView('a2', 'clients.listed', at(0))).toBe(true);
    expect(views.isNewView('a1', 'referrals.listed', at(0))).toBe(true);
    expect(views.isNewView('a1', 'clients.listed', at(1))).toBe(false);
  });

  it('still starts new views after it has forgotten old ones', () => {
    const views = new ListViews(1000);
    for (let i = 0; i < 10_001; i++) views.isNewView(`a${i}`, 'clients.listed', at(0));
    expect(views.isNewView('a0', 'clients.listed', at(2))).toBe(true);
    expect(views.isNewView('a10000', 'clients.listed', at(2))).toBe(true);
    expect(views.isNewView('a10000', 'clients.listed', at(2))).toBe(false);
  });
});
