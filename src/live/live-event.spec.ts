import { cursorFrame, eventFrame, formatCursor, parseCursor, parseNotice } from './live-event.js';

describe('live events on the wire', () => {
  it('writes an event as id, type and the record id only', () => {
    const frame = eventFrame({
      cursor: { id: 42n, horizon: 7001n },
      type: 'client.created',
      recordId: 'c0ffee',
    });
    expect(frame).toBe('id: 42.7001\nevent: client.created\ndata: {"id":"c0ffee"}\n\n');
  });

  it('reads back the cursors it writes, and nothing else', () => {
    const cursor = { id: 9007199254740993n, horizon: 18446744073709551615n };
    expect(parseCursor(formatCursor(cursor))).toEqual(cursor);
    for (const bad of [undefined, '', '42', '42.', 'x.1', '-1.2', '1.2.3', `${2n ** 63n}.1`])
      expect(parseCursor(bad)).toBeUndefined();
  });

  it('gives a starting cursor without firing an event', () => {
    expect(cursorFrame({ id: 0n, horizon: 5n }, 3000)).toBe('retry: 3000\nid: 0.5\n\n');
  });

  it('reads the notifications the database sends, and ignores malformed ones', () => {
    expect(
      parseNotice('{"id":3,"horizon":"77","admin":"a1","type":"task.done","record":"c1"}'),
    ).toEqual({
      kind: 'event',
      adminId: 'a1',
      event: { cursor: { id: 3n, horizon: 77n }, type: 'task.done', recordId: 'c1' },
    });
    expect(parseNotice('{"sessionEnded":"s1"}')).toEqual({
      kind: 'session-ended',
      sessionId: 's1',
    });
    for (const bad of [
      undefined,
      'not json',
      '{"id":3,"horizon":"77","admin":"a1","type":"client.deleted","record":"c1"}',
      '{"id":"3","horizon":"77","admin":"a1","type":"task.done","record":"c1"}',
    ])
      expect(parseNotice(bad)).toBeUndefined();
  });
});
