/**
 * How far a customer is with one of the admin's sites, in order. `had` (the customer had the
 * site before signing up) comes from the signup and is never set by a recruiter.
 * `bonus_placed`: the free bet or the wagering bets planned after the bonus are placed.
 */
export const PROGRESS_STATES = [
  'none',
  'created',
  'deposited',
  'bet_placed',
  'bonus',
  'bonus_placed',
  'withdrawn',
] as const;
export type ProgressState = (typeof PROGRESS_STATES)[number];

export const SITE_STATES = ['had', ...PROGRESS_STATES] as const;
export type SiteState = (typeof SITE_STATES)[number];

/** Where 'Marker som placeret' moves a plan's row: cash rows and bonus rows differ. */
export const PLACED_STATE = { cash: 'bet_placed', bonus: 'bonus_placed' } as const;
