import type { INestApplication } from '@nestjs/common';
import fc from 'fast-check';
import request from 'supertest';
import { ClientRollupsJob } from '../../src/clients/client-rollups.job.js';
import { createAdmin, signUp, signupBody, sql, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

const BALANCE = `arbi_client_balance(profit, ledger, fee_model, fee_amount, fee_percent, status, withdrawn_sites)`;

/**
 * The fees a period earned, rebuilt from the timeline at both ends of the period as the summary
 * did before the rollup (the definition `client_days.fees` must keep): for every client with a
 * status or progress event in the period, the fee at its end less the fee at its start.
 */
const FEES_REBUILT = `
  with bounds (t, sign) as (values (?::timestamptz, -1), (?::timestamptz, 1)),
  moved as (
    select distinct e.client_id from client_events e
     where e.admin_id = ? and e.type in ('status_changed', 'site_progress')
       and e.created_at >= ? and e.created_at < ?
  ),
  at_bound as (
    select b.sign, c.fee_model, c.fee_amount, c.fee_percent,
           coalesce((select e.data->>'to' from client_events e
                      where e.client_id = c.id and e.type = 'status_changed' and e.created_at < b.t
                      order by e.created_at desc limit 1), 'new') as status,
           (select coalesce(sum((e.data->>'withdrawnChange')::int - (e.data->>'depositChange')::int), 0)::int
              from client_events e
             where e.client_id = c.id and e.type = 'site_progress' and e.created_at < b.t) as profit,
           (select count(*)::int from (
              select distinct on (lower(e.data->>'site')) e.data->>'state' as state
                from client_events e
               where e.client_id = c.id and e.type = 'site_progress' and e.created_at < b.t
               order by lower(e.data->>'site'), e.created_at desc) last_state
             where last_state.state = 'withdrawn') as withdrawn_sites
      from moved m join clients c on c.id = m.client_id cross join bounds b
  )
  select coalesce(sum(sign * arbi_fee_earned(fee_model, fee_amount, fee_percent, status, profit,
                                             withdrawn_sites)), 0)::int as fees
    from at_bound`;

describe('rollups: the counts and sums the lists and the summary read equal the rows, after every kind of write', () => {
  let app: INestApplication;
  const api = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp();
  }, 60_000);
  afterAll(() => app.close());

  const as = (who: TestAdmin) => ({
    get: (path: string) => api().get(path).set('Authorization', who.bearer),
    post: (path: string, body: object = {}) =>
      api().post(path).set('Authorization', who.bearer).send(body),
    put: (path: string, body: object) =>
      api().put(path).set('Authorization', who.bearer).send(body),
    delete: (path: string) => api().delete(path).set('Authorization', who.bearer),
  });

  /** What the triggers keep, the slots summed, without keys that came back to nothing. */
  async function rollups(adminId: string) {
    const totals = await sql(
      app,
      `select status, archived, sum(clients)::int as clients, sum(owed_by)::int as owed_by,
              sum(owed_to)::int as owed_to
         from client_totals where admin_id = ? group by 1, 2
       having sum(clients) <> 0 or sum(owed_by) <> 0 or sum(owed_to) <> 0 order by 1, 2`,
      [adminId],
    );
    const signups = await sql(
      app,
      `select to_char(day, 'YYYY-MM-DD') as day, source, sum(clients)::int as clients
         from client_signups where admin_id = ? group by 1, 2 having sum(clients) <> 0 order by 1, 2`,
      [adminId],
    );
    const days = await sql(
      app,
      `select to_char(day, 'YYYY-MM-DD') as day, sum(deposited)::int as deposited,
              sum(withdrawn)::int as withdrawn, sum(fees)::int as fees
         from client_days where admin_id = ? group by 1
       having sum(deposited) <> 0 or sum(withdrawn) <> 0 or sum(fees) <> 0
        order by 1`,
      [adminId],
    );
    return { totals, signups, days };
  }

  /** The same figures counted from the rows, the fees rebuilt per day as the summary did. */
  async function counted(adminId: string) {
    const totals = await sql(
      app,
      `select status, archived_at is not null as archived, count(*)::int as clients,
              sum(greatest(b, 0))::int as owed_by, sum(greatest(-b, 0))::int as owed_to
         from (select *, ${BALANCE} as b from clients where admin_id = ?) c
        group by 1, 2 order by 1, 2`,
      [adminId],
    );
    const signups = await sql(
      app,
      `select to_char(created_at at time zone 'Europe/Copenhagen', 'YYYY-MM-DD') as day,
              coalesce(source, '') as source, count(*)::int as clients
         from clients where admin_id = ? group by 1, 2 order by 1, 2`,
      [adminId],
    );
    const perDay = await sql<{ day: string; deposited: number; withdrawn: number }>(
      app,
      `select day, sum(deposited)::int as deposited, sum(withdrawn)::int as withdrawn
         from (select to_char(created_at at time zone 'Europe/Copenhagen', 'YYYY-MM-DD') as day,
                      (data->>'depositChange')::int as deposited, (data->>'withdrawnChange')::int as withdrawn
                 from client_events where admin_id = ? and type = 'site_progress'
               union all
               select to_char(created_at at time zone 'Europe/Copenhagen', 'YYYY-MM-DD'), 0, 0
                 from client_events where admin_id = ? and type = 'status_changed') d
        group by 1 order by 1`,
      [adminId, adminId],
    );
    const days = [];
    for (const row of perDay) {
      const [{ start, end }] = await sql<{ start: Date; end: Date }>(
        app,
        `select (?::date)::timestamp at time zone 'Europe/Copenhagen' as start,
                (?::date + 1)::timestamp at time zone 'Europe/Copenhagen' as end`,
        [row.day, row.day],
      );
      const [{ fees }] = await sql<{ fees: number }>(app, FEES_REBUILT, [
        start,
        end,
        adminId,
        start,
        end,
      ]);
      if (row.deposited || row.withdrawn || fees) days.push({ ...row, fees });
    }
    return { totals, signups, days };
  }

  const expectInStep = async (adminId: string) =>
    expect(await rollups(adminId)).toEqual(await counted(adminId));

  const total = (res: request.Response) => Number(res.headers['content-range'].split('/')[1]);

  it('follows signups, status moves, progress, agreements, payments, back-dated events, archiving and erasure', async () => {
    const mine = await createAdmin(app);
    const me = as(mine);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push(await signUp(app, mine.id, { sites: 'clean', ...(i % 2 ? { src: 'tiktok' } : {}) }));
    const [x, y, z, w] = ids;
    await expectInStep(mine.id);

    await me.put(`/api/clients/${x}`, { status: 'contacted' }).expect(200);
    await me
      .put(`/api/clients/${x}/sites/Unibet`, { state: 'withdrawn', deposit: 1000, withdrawn: 1600 })
      .expect(200);
    await me.put(`/api/clients/${x}`, { status: 'done' }).expect(200);
    await me.put(`/api/clients/${y}`, { fee: { model: 'share', percent: 20 } }).expect(200);
    await me
      .put(`/api/clients/${y}/sites/Unibet`, { state: 'withdrawn', deposit: 1000, withdrawn: 3000 })
      .expect(200);
    await me.put(`/api/clients/${y}/sites/Unibet`, { withdrawn: 1500 }).expect(200);
    await me.put(`/api/clients/${z}`, { fee: { model: 'per_site', amount: 300 } }).expect(200);
    for (const site of ['Unibet', 'Bet365'])
      await me
        .put(`/api/clients/${z}/sites/${site}`, { state: 'withdrawn', deposit: 100, withdrawn: 90 })
        .expect(200);
    await me.put(`/api/clients/${z}/sites/Bet365`, { state: 'bonus' }).expect(200);
    const advance = await me
      .post(`/api/clients/${x}/payments`, { kind: 'advance', amount: 500, method: 'bank' })
      .expect(201);
    await me.post(`/api/clients/${x}/payments/${advance.body.id}/reverse`).expect(201);
    await me
      .post(`/api/clients/${x}/payments`, { kind: 'payout', amount: 200, method: 'cash' })
      .expect(201);
    await expectInStep(mine.id);

    // Events written or moved into the past: the days after them are counted again.
    await sql(
      app,
      `update client_events set created_at = created_at - interval '40 days'
        where client_id = ? and type = 'site_progress' and data->>'withdrawn' = '3000'`,
      [y],
    );
    await sql(
      app,
      `insert into client_events (admin_id, client_id, type, data, created_at)
       values (?, ?, 'status_changed', '{"from":"new","to":"done"}', now() - interval '90 days'),
              (?, ?, 'site_progress', '{"site":"Unibet","state":"withdrawn","depositChange":100,"withdrawnChange":700}',
               now() - interval '60 days')`,
      [mine.id, w, mine.id, w],
    );
    await sql(
      app,
      `update clients set created_at = created_at - interval '100 days', status = 'done' where id = ?`,
      [w],
    );
    // A site withdrawn on one day and still withdrawn after a later correction counts once.
    await sql(
      app,
      `update client_events set created_at = created_at - interval '30 days'
        where client_id = ? and type = 'site_progress' and data->>'site' = 'Unibet'`,
      [z],
    );
    await me.put(`/api/clients/${z}/sites/Unibet`, { withdrawn: 95 }).expect(200);
    await expectInStep(mine.id);

    // An agreement changed after the fact: its whole timeline is earned again under it.
    await me.put(`/api/clients/${x}`, { fee: { model: 'share', percent: 10 } }).expect(200);
    await me.put(`/api/clients/${w}`, { fee: { model: 'per_site', amount: 250 } }).expect(200);
    await expectInStep(mine.id);

    await me.post(`/api/clients/${z}/archive`).expect(200);
    await me.delete(`/api/clients/${y}`).expect(200);
    await sql(app, `delete from client_events where client_id = ? and type = 'status_changed'`, [
      w,
    ]);
    await expectInStep(mine.id);
    await signUp(app, mine.id, { sites: 'clean' });

    // The lists' totals read the rollup: they say what counting the rows says.
    for (const filter of [
      {},
      { archived: false },
      { archived: true },
      { status: 'done' },
      { status: ['new', 'contacted'], archived: false },
      { status: [] },
    ]) {
      const res = await me
        .get(`/api/clients?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,0]`)
        .expect(200);
      const where = [
        'admin_id = ?',
        ...('archived' in filter
          ? [`archived_at is ${filter.archived ? 'not null' : 'null'}`]
          : []),
        ...('status' in filter ? [`status = any(string_to_array(?, ','))`] : []),
      ].join(' and ');
      const [{ n }] = await sql<{ n: number }>(
        app,
        `select count(*)::int as n from clients where ${where}`,
        [mine.id, ...('status' in filter ? [[filter.status].flat().join(',')] : [])],
      );
      expect({ filter, total: total(res) }).toEqual({ filter, total: n });
    }

    // The summary reads the rollups: the same as rebuilding the period from the timeline.
    const from = `${new Date().getUTCFullYear() - 5}-01-01`;
    const summary = (await me.get(`/api/stats/summary?from=${from}`).expect(200)).body;
    const [{ fees }] = await sql<{ fees: number }>(app, FEES_REBUILT, [
      `${from}T00:00:00+01:00`,
      new Date(Date.now() + 86_400_000),
      mine.id,
      `${from}T00:00:00+01:00`,
      new Date(Date.now() + 86_400_000),
    ]);
    const [figures] = await sql<Record<string, number>>(
      app,
      `select count(*)::int as "newClients",
              sum(greatest(${BALANCE}, 0))::int as "owedByCustomers",
              sum(greatest(-${BALANCE}, 0))::int as "owedToCustomers"
         from clients where admin_id = ?`,
      [mine.id],
    );
    expect(summary).toMatchObject({ ...figures, feesEarned: fees });
    expect(fees).not.toBe(0);
    // The funnel report's customers won read the rollup too: the cards made, per tag.
    const since = new Date(Date.now() - 1000 * 86_400_000).toISOString().slice(0, 10);
    const funnel = (await me.get(`/api/analytics/funnel?from=${since}`).expect(200)).body;
    const byTag = await sql<{ source: string | null; count: number }>(
      app,
      `select source, count(*)::int as count from clients where admin_id = ?
        group by 1 order by 2 desc, 1 nulls first`,
      [mine.id],
    );
    expect(funnel.newClients.total).toBe(figures.newClients);
    expect(funnel.newClients.bySource).toEqual(byTag);
    expect(byTag.map((t) => t.source)).toContain('tiktok');

    // A recount from the rows writes what the triggers kept; the fold keeps the sums, in one row each.
    const kept = await rollups(mine.id);
    await sql(app, 'select arbi_recount_client_totals(?)', [mine.id]);
    expect(await rollups(mine.id)).toEqual(kept);
    await me.put(`/api/clients/${x}`, { status: 'lost' }).expect(200);
    const before = await rollups(mine.id);
    await app.get(ClientRollupsJob).fold();
    expect(await rollups(mine.id)).toEqual(before);
    const slots = await sql<{ slots: number }>(
      app,
      `select count(distinct slot)::int as slots from client_totals where admin_id = ?`,
      [mine.id],
    );
    expect(slots[0].slots).toBe(1);

    // An admin's deletion takes its rollups along (nothing is counted down against a gone admin).
    await sql(app, 'delete from admins where id = ?', [mine.id]);
    expect(await rollups(mine.id)).toEqual({ totals: [], signups: [], days: [] });
  }, 60_000);

  it('stays in step when signups, moves, progress and agreements arrive at once', async () => {
    const mine = await createAdmin(app);
    const me = as(mine);
    const ids = await Promise.all(
      Array.from({ length: 6 }, () => signUp(app, mine.id, { sites: 'clean' })),
    );
    const answers = await Promise.all([
      ...ids.map((id, i) =>
        me.put(`/api/clients/${id}`, { status: ['contacted', 'done', 'lost'][i % 3] }),
      ),
      ...ids.map((id, i) =>
        me.put(`/api/clients/${id}/sites/Unibet`, {
          state: 'withdrawn',
          deposit: 100 * i,
          withdrawn: 250 * i,
        }),
      ),
      ...ids.map((id) => me.put(`/api/clients/${id}`, { fee: { model: 'share', percent: 30 } })),
      ...Array.from({ length: 6 }, (_, i) =>
        api()
          .post('/api/start')
          .send(signupBody(mine.id, i % 2 ? { src: 'facebook' } : {})),
      ),
    ]);
    expect(answers.map((a) => a.status).filter((s) => s >= 300)).toEqual([]);
    await expectInStep(mine.id);
  }, 60_000);

  it('stays in step under any order of moves, corrections and agreements (property)', async () => {
    const STATUSES = ['new', 'contacted', 'meeting', 'active', 'done', 'lost'];
    const FEES = [
      { model: 'fixed', amount: 1500 },
      { model: 'per_site', amount: 200 },
      { model: 'share', percent: 25 },
    ];
    const move = fc.oneof(
      fc.record({ kind: fc.constant('status'), status: fc.constantFrom(...STATUSES) }),
      fc.record({
        kind: fc.constant('site'),
        site: fc.constantFrom('Unibet', 'Bet365'),
        state: fc.constantFrom('deposited', 'bonus', 'withdrawn'),
        deposit: fc.integer({ min: 0, max: 3000 }),
        withdrawn: fc.integer({ min: 0, max: 5000 }),
      }),
      fc.record({ kind: fc.constant('fee'), fee: fc.constantFrom(...FEES) }),
      fc.record({ kind: fc.constant('backdate'), days: fc.integer({ min: 1, max: 400 }) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1 }), move), { minLength: 1, maxLength: 10 }),
        async (moves) => {
          const mine = await createAdmin(app);
          const me = as(mine);
          const ids = [
            await signUp(app, mine.id, { sites: 'clean' }),
            await signUp(app, mine.id, { sites: 'clean' }),
          ];
          for (const [which, m] of moves) {
            const id = ids[which];
            if (m.kind === 'status') await me.put(`/api/clients/${id}`, { status: m.status });
            else if (m.kind === 'site')
              await me.put(`/api/clients/${id}/sites/${m.site}`, {
                state: m.state,
                deposit: m.deposit,
                withdrawn: m.withdrawn,
              });
            else if (m.kind === 'fee') await me.put(`/api/clients/${id}`, { fee: m.fee });
            // The client's newest status or progress event, moved back in time.
            else
              await sql(
                app,
                `update client_events set created_at = created_at - ? * interval '1 day'
                  where id = (select id from client_events where client_id = ?
                                and type in ('status_changed', 'site_progress')
                              order by created_at desc limit 1)`,
                [m.days, id],
              );
          }
          expect(await rollups(mine.id)).toEqual(await counted(mine.id));
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
