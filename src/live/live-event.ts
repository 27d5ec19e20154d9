/** What a stream carries (PRODUCT.md §19): the type and the record's id, never personal data. */
export const LIVE_EVENT_TYPES = [
  'client.created',
  'client.changed',
  'task.done',
  'delivery.failed',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export interface LiveEvent {
  cursor: Cursor;
  type: LiveEventType;
  recordId: string;
}

/** The last event's id and its snapshot's xmin horizon, sent as the SSE `id` `"{id}.{horizon}"`. */
export interface Cursor {
  id: bigint;
  horizon: bigint;
}

export type LiveNotice =
  | { kind: 'event'; adminId: string; event: LiveEvent }
  | { kind: 'session-ended'; sessionId: string };

const isType = (value: unknown): value is LiveEventType =>
  (LIVE_EVENT_TYPES as readonly unknown[]).includes(value);

export const formatCursor = ({ id, horizon }: Cursor): string => `${id}.${horizon}`;

export function parseCursor(raw: string | undefined): Cursor | undefined {
  const match = /^(\d{1,19})\.(\d{1,20})$/.exec(raw?.trim() ?? '');
  if (!match) return undefined;
  const [id, horizon] = [BigInt(match[1]), BigInt(match[2])];
  return id < 2n ** 63n && horizon < 2n ** 64n ? { id, horizon } : undefined;
}

/** The payload of a `pg_notify('arbi_live', …)` from the live-events migration. */
export function parseNotice(payload: string | undefined): LiveNotice | undefined {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(payload ?? '');
  } catch {
    return undefined;
  }
  if (typeof body.sessionEnded === 'string')
    return { kind: 'session-ended', sessionId: body.sessionEnded };
  const { id, horizon, admin, type, record } = body;
  if (
    typeof id !== 'number' ||
    typeof horizon !== 'string' ||
    typeof admin !== 'string' ||
    typeof record !== 'string' ||
    !isType(type)
  )
    return undefined;
  return {
    kind: 'event',
    adminId: admin,
    event: { cursor: { id: BigInt(id), horizon: BigInt(horizon) }, type, recordId: record },
  };
}

export const eventFrame = (event: LiveEvent): string =>
  `id: ${formatCursor(event.cursor)}\nevent: ${event.type}\ndata: ${JSON.stringify({ id: event.recordId })}\n\n`;

/** An id-only frame: a stream that drops before its first event still resumes from where it began. */
export const cursorFrame = (cursor: Cursor, retryMs: number): string =>
  `retry: ${retryMs}\nid: ${formatCursor(cursor)}\n\n`;

export const PING_FRAME = ': ping\n\n';
export const RESYNC_FRAME = 'event: resync\ndata: {}\n\n';
