const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that cannot exist are simply not found (never a database error). */
export const isUuid = (id: unknown): id is string => typeof id === 'string' && UUID.test(id);
