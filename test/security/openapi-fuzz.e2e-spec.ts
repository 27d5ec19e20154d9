import type { NestExpressApplication } from '@nestjs/platform-express';
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminRole } from '../../src/admins/admin.entity.js';
import { DATABASE_DOWN } from '../../src/common/http-exception.filter.js';
import { createAdmin, signUp, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';
import {
  bodyFields,
  exampleBody,
  filterKeys,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  withJsonAt,
} from '../support/openapi-walk.js';

const SEED = 34;
const HUGE = 'x'.repeat(60_000);

/** Hostile body values sent to every field: wrong types and objects that break `String()`. */
const ALWAYS_JSON = [
  '{"toString":1}',
  'null',
  '[]',
  '[{"toString":1}]',
  '{"__proto__":{"polluted":1}}',
];

/** More hostile values: each field gets a seeded sample of these (keeps the run near a minute). */
const SAMPLED_JSON = [
  '{"toString":1,"valueOf":1}',
  '["a","b"]',
  '{}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  JSON.stringify(HUGE),
  JSON.stringify('a\u0000b'),
  '"9999-99-99"',
  '"0000-00-00T25:61:00Z"',
  '-1',
  '1e308',
  'true',
  '""',
];

/** Hostile query and path values, as the text that goes into the address (already encoded). */
const HOSTILE_TEXT = [
  '{"toString":1}',
  'null',
  '[]',
  '__proto__',
  'constructor',
  '9999-99-99',
  '%00',
  '-1',
  'x'.repeat(6_000),
];

/** A few seeded random values on top of the fixed ones, so runs differ only when the seed does. */
const randomJson = fc
  .sample(fc.jsonValue({ maxDepth: 2 }), { seed: SEED, numRuns: 6 })
  .map((v) => JSON.stringify(v) ?? 'null');

/** mulberry32: a small seeded generator, so the sample is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seededRandom(SEED);
const SAMPLE_SIZE = 4;

/** The values one field gets: every type-breaker, and a seeded few of the others. */
const hostileJson = () => [
  ...ALWAYS_JSON,
  ...[...SAMPLED_JSON, ...randomJson]
    .map((value) => ({ value, order: random() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, SAMPLE_SIZE)
    .map(({ value }) => value),
];

const encode = (text: string) => (text.includes('%') ? text : encodeURIComponent(text));

interface Probe {
  method: string;
  path: string;
  query: string;
  body?: string;
  headers: Record<string, string>;
  bearer: string;
  label: string;
}

describe('every operation of the OpenAPI document under hostile values: never 5xx', () => {
  let app: NestExpressApplication;
  let base: string;
  let document: OpenApiDocument;
  let admin: TestAdmin;
  let superadmin: TestAdmin;
  let webRoot: string;

  beforeAll(async () => {
    // A built funnel page, so that `/{adminId}` renders the recruiter's welcome text into it.
    webRoot = mkdtempSync(join(tmpdir(), 'arbi-fuzz-'));
    mkdirSync(join(webRoot, 'visitor-ui', 'dist'), { recursive: true });
    writeFileSync(
      join(webRoot, 'visitor-ui', 'dist', 'index.html'),
      '<!doctype html><html><head><title>Arbi</title></head><body><div id="root"></div><script src="/boot.js"></script></body></html>',
    );
    app = (await createTestApp(
      { LOGIN_LOCKOUT_AFTER: '10000', LOGIN_SLOW_AFTER: '1000' },
      undefined,
      { record: false, webRoot },
    )) as NestExpressApplication;
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    admin = await createAdmin(app);
    superadmin = await createAdmin(app, AdminRole.SuperAdmin);
    document = (await (await fetch(`${base}/api/docs/openapi.json`)).json()) as OpenApiDocument;
  });
  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const send = async (probe: Omit<Probe, 'label'>) => {
    const headers: Record<string, string> = { ...probe.headers, authorization: probe.bearer };
    if (probe.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${probe.path}${probe.query}`, {
      method: probe.method,
      headers,
      body: probe.body,
      // An answer that never comes is a failure too, reported as status 0 rather than a hang.
      signal: AbortSignal.timeout(20_000),
    }).catch(() => undefined);
    if (!res) return { status: 0, text: 'no answer within 20 s' };
    // An event stream stays open by design: its status and headers are the answer.
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
      await res.body?.cancel();
      return { status: res.status, text: '' };
    }
    const text = await res.text();
    return { status: res.status, text };
  };

  /**
   * Real ids for an address: the first row of the list one level up, else `me` or the signed-in
   * admin's id, whichever the address answers (settings are `me`, public profiles the id).
   */
  async function realPath(op: Operation, who: TestAdmin): Promise<string> {
    let path = '';
    const get = (at: string) =>
      send({ method: 'GET', path: at, query: '', headers: {}, bearer: who.bearer });
    for (const part of op.path.split('/').slice(1)) {
      if (!part.startsWith('{')) {
        path += `/${part}`;
        continue;
      }
      const list = await get(path);
      const rows: unknown = list.status === 200 ? JSON.parse(list.text) : [];
      const first = Array.isArray(rows) ? (rows[0] as { id?: string } | undefined)?.id : undefined;
      let id = first ?? who.id;
      if (!first && (await get(`${path}/me`)).status === 200) id = 'me';
      path += `/${id}`;
    }
    return path;
  }

  /** Every probe of one operation for one signed-in role: each parameter and body field in turn. */
  async function probesOf(op: Operation, who: TestAdmin): Promise<Probe[]> {
    const path = await realPath(op, who);
    const template = exampleBody(document, op, { admin: who.id, clientId: path.split('/')[3] });
    const headers = Object.fromEntries(
      op.parameters.filter((p) => p.in === 'header').map((p) => [p.name, 'fuzz-key-1']),
    );
    const body = template === undefined ? undefined : JSON.stringify(template);
    const probes: Probe[] = [];
    const add = (label: string, part: Partial<Probe>) =>
      probes.push({
        method: op.method,
        path,
        query: '',
        body,
        headers,
        bearer: who.bearer,
        label: `${op.method} ${op.path} ${label}`,
        ...part,
      });

    const segments = path.split('/');
    op.path.split('/').forEach((part, i) => {
      if (!part.startsWith('{')) return;
      for (const text of HOSTILE_TEXT) {
        const hostile = [...segments];
        hostile[i] = encode(text);
        add(`path ${part}=${text.slice(0, 20)}`, { path: hostile.join('/') });
      }
    });
    for (const param of op.parameters.filter((p) => p.in === 'query')) {
      const keys = param.name === 'filter' ? filterKeys(param) : [];
      const values = [
        ...HOSTILE_TEXT,
        ...keys.flatMap((key) => hostileJson().map((json) => `{"${key}":${json}}`)),
        ...(param.name === 'sort'
          ? ['[{"toString":1},"ASC"]', '["id",{"toString":1}]', '["id",null]', '[null,"ASC"]']
          : []),
        ...(param.name === 'range' ? ['[{"toString":1},1]', '[0,1e400]', '[null,null]'] : []),
      ];
      for (const value of values)
        add(`query ${param.name}=${value.slice(0, 30)}`, {
          query: `?${param.name}=${encode(value)}`,
        });
      add(`query ${param.name} twice`, { query: `?${param.name}=a&${param.name}=b` });
      add(`query ${param.name}[toString]`, { query: `?${param.name}[toString]=1` });
    }
    for (const param of op.parameters.filter((p) => p.in === 'header')) {
      for (const text of HOSTILE_TEXT.filter((t) => !t.includes('%')))
        add(`header ${param.name}`, { headers: { ...headers, [param.name]: text } });
    }
    if (template !== undefined) {
      // react-admin's <Edit> sends the record's id back in the body: it is compared with the address.
      if (op.method === 'PUT' && typeof template === 'object' && template)
        for (const json of ALWAYS_JSON)
          add(`body id=${json}`, { body: withJsonAt({ ...template, id: 1 }, ['id'], json) });
      for (const json of ['null', '[]', '"x"', '{"toString":1}', '{"__proto__":{"a":1}}'])
        add(`body=${json}`, { body: json });
      for (const field of bodyFields(template))
        for (const json of hostileJson())
          add(`body ${field.join('.')}=${json.slice(0, 30)}`, {
            body: withJsonAt(template, field, json),
          });
    }
    return probes;
  }

  it('answers every hostile request below 500, then every recruiter written to still has a page', async () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(40);
    await signUp(app, admin.id);
    await signUp(app, superadmin.id);

    const failures: string[] = [];
    let count = 0;
    const run = async (probes: Probe[]) => {
      // A few requests in flight: the server's own concurrency, without starving the machine.
      for (let i = 0; i < probes.length; i += 6) {
        await Promise.all(
          probes.slice(i, i + 6).map(async (probe) => {
            const res = await send(probe);
            count++;
            if (res.status >= 500 || res.status === 0 || res.text.includes(DATABASE_DOWN))
              failures.push(`${res.status} ${probe.label}: ${res.text.slice(0, 160)}`);
          }),
        );
      }
    };
    for (const who of [admin, superadmin]) {
      for (const op of operations) await run(await probesOf(op, who));
    }

    // The pages of the recruiters whose settings the fuzzer wrote to.
    for (const who of [admin, superadmin]) {
      for (const page of [`/${who.id}`, `/api/public/admins/${who.id}`]) {
        const res = await send({ method: 'GET', path: page, query: '', headers: {}, bearer: '' });
        count++;
        if (res.status !== 200 || (page === `/${who.id}` && !res.text.includes('page-title')))
          failures.push(`${res.status} GET ${page}: ${res.text.slice(0, 160)}`);
      }
      // The sessions outlived the run: the fuzzer's requests were signed in to the end.
      const me = await send({
        method: 'GET',
        path: '/api/auth/me',
        query: '',
        headers: {},
        bearer: who.bearer,
      });
      expect(me.status).toBe(200);
    }
    console.log(
      `[fuzz] ${count} requests over ${operations.length} operations (seed ${SEED}), ${failures.length} failures`,
    );
    expect(failures).toEqual([]);
  }, 240_000);
});
