import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';

/** A `GET /api/live` stream read the way a browser's EventSource reads it (eventsource-parser). */
export interface LiveStream {
  status: number;
  headers: IncomingMessage['headers'];
  /** Named events received, in order (a frame with only an id is not an event). */
  events: EventSourceMessage[];
  comments: string[];
  /** The id the browser would send as `Last-Event-ID` on a reconnect. */
  lastEventId?: string;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  /** Resolves with the first event matching, waiting for it up to `ms`. */
  next(match: (event: EventSourceMessage) => boolean, ms?: number): Promise<EventSourceMessage>;
  /** Drops the connection from the client's side (a network drop). */
  drop(): void;
  /** The body, when the answer was not a stream (a refusal). */
  body: string;
}

export function openLiveStream(
  base: string,
  bearer: string,
  { lastEventId }: { lastEventId?: string } = {},
): Promise<LiveStream> {
  return new Promise((resolve, reject) => {
    const waiting: {
      match: (e: EventSourceMessage) => boolean;
      done: (e: EventSourceMessage) => void;
    }[] = [];
    const stream = {
      events: [],
      comments: [],
      body: '',
      drop: () => req.destroy(),
    } as unknown as LiveStream;
    const parser = createParser({
      // An id-only frame sets the last event id without an event, as in a browser.
      onId: (id) => (stream.lastEventId = id),
      onEvent(event) {
        stream.events.push(event);
        for (const wait of [...waiting])
          if (wait.match(event)) {
            waiting.splice(waiting.indexOf(wait), 1);
            wait.done(event);
          }
      },
      onComment: (comment) => stream.comments.push(comment.trim()),
    });
    stream.next = (match, ms = 5000) => {
      const seen = stream.events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((done, fail) => {
        const timer = setTimeout(() => fail(new Error('no such event on the stream')), ms);
        waiting.push({
          match,
          done: (event) => {
            clearTimeout(timer);
            done(event);
          },
        });
      });
    };
    const req: ClientRequest = request(
      `${base}/api/live`,
      {
        headers: {
          authorization: bearer,
          accept: 'text/event-stream',
          'accept-encoding': 'gzip, br',
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        },
      },
      (res) => {
        stream.status = res.statusCode ?? 0;
        stream.headers = res.headers;
        res.setEncoding('utf8');
        stream.ended = new Promise((done) => {
          res.on('end', done);
          res.on('close', done);
        });
        res.on('data', (chunk: string) => {
          stream.body += chunk;
          parser.feed(chunk);
        });
        res.on('error', () => undefined);
        resolve(stream);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
