// The panels' side of bench:live, on a thread of its own: the open streams and the bench's own
// LISTEN. Panels are other machines in real life, so reading 500 streams must not slow the
// signup driver's event loop, which would count the readers' work as the app's.
import { readlinkSync } from 'node:fs';
import http from 'node:http';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { createParser } from 'eventsource-parser';
import pg from 'pg';

// This thread stands for browsers on other machines: it yields the shared cores to the app and
// the signup driver (Linux nices a thread by its id). Its lag can only lengthen the measured delays.
setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19);

/** A time both threads agree on (each thread's `performance.now()` has its own origin). */
const now = () => performance.timeOrigin + performance.now();

let streams = [];
/** client id → [{admin, at}] for the open phase */
let arrivals = new Map();
/** client id → when the bench's LISTEN heard its commit */
const committedAt = new Map();
let listener;

function openStream(base, admin) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/live`, {
      headers: { authorization: `Bearer ${admin.token}`, accept: 'text/event-stream' },
      agent: false,
    });
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => reject(new Error(`stream answered ${res.statusCode} ${body}`)));
        return;
      }
      const parser = createParser({
        onEvent(event) {
          if (event.event !== 'client.created') return;
          const { id } = JSON.parse(event.data);
          const seen = arrivals.get(id) ?? [];
          seen.push({ admin: admin.id, at: now() });
          arrivals.set(id, seen);
        },
      });
      res.setEncoding('utf8');
      res.on('data', (chunk) => parser.feed(chunk));
      res.on('error', () => undefined);
      resolve(req);
    });
    req.on('error', reject);
    req.end();
  });
}

const commands = {
  async listen({ url }) {
    listener = new pg.Client({ connectionString: url });
    listener.on('error', () => undefined); // the database stops at the end
    await listener.connect();
    listener.on('notification', ({ payload }) => {
      const notice = JSON.parse(payload);
      if (notice.type === 'client.created') committedAt.set(notice.record, now());
    });
    await listener.query('listen arbi_live');
  },
  async open({ base, admins, perAdmin }) {
    arrivals = new Map();
    for (const admin of admins)
      streams.push(
        ...(await Promise.all(Array.from({ length: perAdmin }, () => openStream(base, admin)))),
      );
    return streams.length;
  },
  close() {
    streams.forEach((req) => req.destroy());
    streams = [];
  },
  /** What the phase's streams saw, with the commit times of those clients. */
  collect({ ids }) {
    return ids.map((id) => ({
      id,
      seen: arrivals.get(id) ?? [],
      committedAt: committedAt.get(id),
    }));
  },
  async end() {
    commands.close();
    await listener?.end();
  },
};

parentPort.on('message', async ({ id, command, args }) => {
  try {
    parentPort.postMessage({ id, result: await commands[command](args) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
