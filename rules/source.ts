/** A personal link's tag (`?src=tiktok`): letters, digits, '-' and '_', at most 32. */
export const SOURCE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export const SOURCE_INVALID = 'src må kun have bogstaver, tal, - og _ (højst 32 tegn)';

export const FUNNEL_STEPS = ['welcome', 'sites', 'form', 'submitted'] as const;

export type FunnelStep = (typeof FUNNEL_STEPS)[number];
