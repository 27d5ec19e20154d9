/** The one answer for any link that no longer works: unknown, expired, replaced or revoked. */
export const DEAD_TASK_LINK = 'Linket virker ikke længere. Kontakt den, der sendte dig linket.';

export const RESPONSIBLE_GAMBLING = '18+ · Spil ansvarligt · StopSpillet: 70 22 28 25';

export const NEVER_ASKS_LOGIN = 'Vi beder dig aldrig om dit login eller din MitID-kode';

export const ADULT_NOT_IN_ROFUS = 'Jeg er fyldt 18 år og er ikke registreret i ROFUS';

export const CONFIRM_FIRST = `Bekræft først: ${ADULT_NOT_IN_ROFUS}`;

export const UNNAMED_RECRUITER = 'Din kontaktperson';

/** The first word of a name: all a customer's page ever shows of them. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';
