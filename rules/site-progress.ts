/** `had` (the site was there before signup) comes from the signup, never from a recruiter. */
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
