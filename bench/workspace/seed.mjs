// The workspace bench's data, generated in PostgreSQL: one admin's clients with their site progress
// and a timeline of ten events each (status changes leading to the card's status, the site
// progress the rows show, notes, plans, corrections; archived cards end with `archived`), the
// funnel's daily counts and some referrals. Written with triggers off (session_replication_role =
// replica), the indexes dropped (but the primary keys other tables reference) and the events and
// progress tables unlogged, then indexes rebuilt, the sums the triggers keep
// (profit, withdrawn sites, ledger) taken from the rows written and the rollups recounted by the
// database's own `arbi_recount_client_totals`, so every figure agrees with its rows.

const SITES = ['Bet365', 'Unibet', 'LeoVegas', 'Mr Green', 'Betsson', 'Danske Spil'];
const STATUS_OF = `(array['new','new','new','new','contacted','contacted','meeting','active','active','done','lost'])[1 + i % 11]`;
/** The status changes that lead from 'new' to each status. */
const PATH_OF = `case s.status when 'new' then '{}'::text[] when 'contacted' then '{contacted}'
  when 'meeting' then '{contacted,meeting}' when 'active' then '{contacted,meeting,active}'
  when 'done' then '{contacted,meeting,active,done}' else '{contacted,lost}' end`;

/**
 * The indexes of `table` a bulk insert can do without, as statements to drop and to build them:
 * all but a primary key other tables' foreign keys need.
 */
async function droppableIndexes(db, table) {
  const { rows } = await db.query(
    `select i.indexname as name, i.indexdef as definition, c.conname as constraint,
            pg_get_constraintdef(c.oid) as constraint_definition
       from pg_indexes i
       left join pg_constraint c on c.conname = i.indexname and c.conrelid = $1::text::regclass
      where i.schemaname = 'public' and i.tablename = $1::text::text
        and (c.oid is null
             or not exists (select 1 from pg_constraint f where f.contype = 'f' and f.confrelid = $1::text::regclass))`,
    [table],
  );
  return rows.map((r) =>
    r.constraint
      ? {
          name: r.name,
          constraint: r.constraint,
          drop: `alter table "${table}" drop constraint "${r.constraint}"`,
          build: `alter table "${table}" add constraint "${r.constraint}" ${r.constraint_definition}`,
        }
      : { name: r.name, drop: `drop index "${r.name}"`, build: r.definition },
  );
}

/**
 * Seeds `clients` clients (events: ten each) for `adminId`; returns the counts and the seconds
 * taken. The busiest card gets `busyEvents` more events (the timeline's worst case).
 */
export async function seedWorkspace(pool, adminId, clients, { busyEvents = 2000 } = {}) {
  const started = Date.now();
  const steps = [];
  const timed = async (connection, name, sql, params = []) => {
    const t = Date.now();
    await connection.query(sql, params);
    steps.push(`${name} ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  // The rows on two connections (temporary tables, `set local`); the indexes, the rollups and
  // vacuum after them, on three at once.
  const connections = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
  try {
    const indexes = await writeRows(connections, timed, adminId, clients, busyEvents);
    await buildAndCount(connections, timed, indexes, adminId);
  } finally {
    for (const connection of connections) connection.release();
  }
  const count = async (table) =>
    (await pool.query(`select count(*)::int as n from ${table} where admin_id = $1`, [adminId]))
      .rows[0].n;
  return {
    clients: await count('clients'),
    events: await count('client_events'),
    seconds: (Date.now() - started) / 1000,
    steps,
  };
}

/**
 * Primary keys first on one connection (adding one locks its table), the other indexes from one
 * queue on two, the rollups' recount on the third once the keys are in; then vacuum and a
 * checkpoint.
 */
async function buildAndCount(connections, timed, indexes, adminId) {
  for (const connection of connections) {
    await connection.query(`set maintenance_work_mem = '512MB'`);
    await connection.query(`set work_mem = '1GB'`);
  }
  const [a, b, c] = connections;
  const queue = indexes.filter((index) => !index.constraint);
  const drain = async (connection) => {
    for (let index = queue.shift(); index; index = queue.shift())
      await timed(connection, `index ${index.name}`, index.build);
  };
  let keysIn;
  const keys = new Promise((resolve) => (keysIn = resolve));
  await Promise.all([
    (async () => {
      for (const index of indexes.filter((i) => i.constraint))
        await timed(a, `key ${index.name}`, index.build);
      keysIn();
      await drain(a);
    })(),
    drain(b),
    keys.then(() => timed(c, 'rollups', 'select arbi_recount_client_totals($1)', [adminId])),
  ]);
  const tables = [
    'client_events',
    'clients',
    'client_site_progress',
    'client_totals, client_days, funnel_counts, referrals',
  ];
  await Promise.all(
    connections.map(async (connection) => {
      for (let table = tables.shift(); table; table = tables.shift())
        await timed(connection, `vacuum ${table}`, `vacuum (analyze) ${table}`);
    }),
  );
  // Gigabytes of written pages flushed now, not by the checkpointer while the queries are timed.
  await timed(a, 'checkpoint', 'checkpoint');
}

/**
 * The rows, with the indexes dropped: answers the indexes to build. The clients are written in
 * two halves on two connections at once (a half's staging tables are its own session's); the
 * busiest card's long timeline by the half that holds it, the referrals and funnel by the first.
 */
async function writeRows(connections, timed, adminId, clients, busyEvents) {
  const [first, second] = connections;
  // Unlogged: the bench's ten million events are not written twice (table and WAL). Reading an
  // unlogged table is reading any table; the bench database is dropped afterwards.
  await first.query('alter table client_events set unlogged');
  await first.query('alter table client_site_progress set unlogged');
  const indexes = [];
  for (const table of ['client_events', 'clients', 'client_site_progress'])
    indexes.push(...(await droppableIndexes(first, table)));
  for (const index of indexes) await first.query(index.drop);
  const busy = Math.floor(clients / 2) + (Math.floor(clients / 2) % 10 === 9 ? 2 : 1);
  const middle = Math.floor(clients / 2);
  await Promise.all([
    writeHalf(first, timed, adminId, clients, [1, middle], { busy, busyEvents }),
    writeHalf(second, timed, adminId, clients, [middle + 1, clients], { busy, busyEvents }),
  ]);
  await writeExtras(first, timed, adminId, clients);
  return indexes;
}

/**
 * Clients `from`..`to` of `clients` with their progress and events, in one transaction; client
 * `busy` too gets `busyEvents` more, when it is one of them.
 */
async function writeHalf(db, timed, adminId, clients, [from, to], { busy, busyEvents }) {
  const half = from === 1 ? '1/2' : '2/2';
  const step = (name, sql, params) => timed(db, `${name} ${half}`, sql, params);
  await db.query('begin');
  await db.query('set local session_replication_role = replica');
  await db.query(`set local work_mem = '1GB'`);
  await step(
    'clients staged',
    `create temp table seed_clients on commit drop as
     select i, gen_random_uuid() as id, s.status, ${PATH_OF} as path, i % 10 = 0 as archived, created,
            least(now() - created, interval '180 days') as span, i % 4 as progress
       from generate_series($2::int, $3::int) i,
            lateral (select ${STATUS_OF} as status) s,
            lateral (select now() - interval '3 years' + ((i - 1)::float / $1) * (interval '3 years' - interval '1 hour') as created) c`,
    [clients, from, to],
  );
  // The site progress rows: a client's first (i % 4) sites, at events 1, 2, 3 of its timeline.
  await step(
    'progress staged',
    `create temp table seed_progress on commit drop as
     select c.id as client_id, c.i, j, (${sqlArray(SITES)})[j] as site, p.state, p.deposit,
            case when p.state = 'withdrawn' then greatest(p.deposit + (c.i * j) % 400 - 150, 0) else 0 end as withdrawn,
            c.created + c.span * j / 10 as at
       from seed_clients c, generate_series(1, c.progress) j,
            lateral (select (array['created','deposited','bet_placed','bonus','withdrawn'])[1 + (c.i + j) % 5] as state) s,
            lateral (select s.state, case when s.state = 'created' then 0 else 100 * (1 + (c.i + j) % 10) end as deposit) p`,
  );
  await step(
    'clients',
    `insert into clients (id, admin_id, name, email, phone, birth_date, referral_code, sites, site_count,
                          source, created_at, archived_at, archived_by, status, next_contact_at,
                          last_activity_at, profit, withdrawn_sites, ledger, fee_model, fee_amount, fee_percent)
     select c.id, $1, 'Kunde ' || c.i, 'kunde' || c.i || '@example.dk', '+45' || (20000000 + c.i),
            date '1960-01-01' + (c.i % 15000), case when c.i % 7 = 0 then lpad((c.i % 50)::text, 4, '0') end,
            (${sqlArray(SITES)})[1:c.i % 5], c.i % 5,
            (array[null, 'facebook', 'google', 'tiktok', 'instagram', 'nyhedsbrev'])[1 + c.i % 6],
            c.created, case when c.archived then c.created + c.span * 9 / 10 end, case when c.archived then $1 end,
            c.status, case when c.i % 3 = 0 and not c.archived then now() + ((c.i % 200) - 100) * interval '1 day' end,
            -- the last event but 'archived' (events 0-8 of a card, 9 too unless archived)
            c.created + c.span * (case when c.archived then 8 else 9 end) / 10,
            coalesce(p.profit, 0), coalesce(p.withdrawn_sites, 0), 0,
            f.model, case when f.model <> 'share' then f.amount end, case when f.model = 'share' then 20 end
       from seed_clients c
       left join (select client_id, sum(withdrawn - deposit)::int as profit,
                         count(*) filter (where state = 'withdrawn')::int as withdrawn_sites
                    from seed_progress group by client_id) p on p.client_id = c.id,
            lateral (select case when c.i % 13 = 0 then 'share' when c.i % 17 = 0 then 'per_site' else 'fixed' end as model,
                            case when c.i % 17 = 0 then 300 else 1500 end as amount) f`,
    [adminId],
  );
  await step(
    'progress',
    `insert into client_site_progress (id, admin_id, client_id, site, state, deposit, withdrawn,
                                       created_at, updated_at, deposited_at)
     select gen_random_uuid(), $1, client_id, site, state, deposit, withdrawn, at, at,
            case when deposit > 0 then at end
       from seed_progress`,
    [adminId],
  );
  // Event k of a card: 0 signed up, 1..p its site progress (as the rows say), then the status
  // changes that lead to its status, then notes, plans and corrections; 9 is 'archived' on an
  // archived card.
  await step(
    'progress events',
    `insert into client_events (id, admin_id, client_id, type, data, created_at)
     select gen_random_uuid(), $1, client_id, 'site_progress',
            jsonb_build_object('site', site, 'state', state, 'deposit', deposit, 'withdrawn', withdrawn,
                               'depositChange', deposit, 'withdrawnChange', withdrawn), at
       from seed_progress`,
    [adminId],
  );
  await step(
    'events',
    `insert into client_events (id, admin_id, client_id, type, data, created_at)
     select gen_random_uuid(), $1, c.id, t.type, case t.type
              when 'status_changed' then jsonb_build_object(
                'from', coalesce(c.path[k - c.progress - 1], 'new'), 'to', c.path[k - c.progress])
              when 'note_added' then jsonb_build_object('noteId', c.id, 'text', 'Ringede, vil gerne høre mere')
              when 'bet_planned' then jsonb_build_object('betPlanId', c.id, 'minReturn', 100 + k)
              when 'contact_corrected' then '{"fields":["phone"],"from":{"phone":"+4530000000"}}'::jsonb
              else '{}'::jsonb end,
            c.created + c.span * k / 10
       from seed_clients c, generate_series(0, 9) k,
            lateral (select case
              when k = 0 then 'signed_up'
              when k = 9 and c.archived then 'archived'
              when k <= c.progress + cardinality(c.path) then 'status_changed'
              else (array['note_added','bet_planned','contact_corrected'])[1 + k % 3] end as type) t
      where k = 0 or k > c.progress`,
    [adminId],
  );
  // The busiest card: a long timeline of notes after its ten events.
  if (busy >= from && busy <= to)
    await step(
      'busy timeline',
      `with notes as (
         insert into client_events (id, admin_id, client_id, type, data, created_at)
         select gen_random_uuid(), $1, c.id, 'note_added',
                jsonb_build_object('noteId', gen_random_uuid(), 'text', 'Note ' || n),
                c.created + c.span + n * interval '1 minute'
           from seed_clients c, generate_series(1, $2::int) n
          where c.i = $3
         returning client_id, created_at)
       update clients c set last_activity_at = (select max(created_at) from notes)
        where c.id = (select client_id from notes limit 1)`,
      [adminId, busyEvents, busy],
    );
  await db.query('commit');
}

/** The referrals and the funnel's daily counts. */
async function writeExtras(db, timed, adminId, clients) {
  const step = (name, sql, params) => timed(db, name, sql, params);
  await db.query('begin');
  await db.query('set local session_replication_role = replica');
  await step(
    'referrals',
    `insert into referrals (id, admin_id, name, email, phone, code, reward)
     select gen_random_uuid(), $1, 'Henviser ' || n, 'henviser' || n || '@example.dk', '+4540' || lpad(n::text, 6, '0'),
            lpad(n::text, 4, '0'), 250
       from generate_series(0, 49) n`,
    [adminId],
  );
  // The funnel: three years of days, each with a count per link tag (and untagged).
  await step(
    'funnel',
    `insert into funnel_counts (admin_id, day, source, welcome, sites, form, submitted)
     select $1, d::date, s.source, w, w * 3 / 4, w / 2, w / 3
       from generate_series(now()::date - 1095, now()::date, interval '1 day') d,
            unnest(array['', 'facebook', 'google', 'tiktok', 'instagram', 'nyhedsbrev',
                         'partner-1', 'partner-2', 'partner-3', 'partner-4']) s(source),
            lateral (select 1 + (extract(doy from d)::int * 7 + length(s.source) * 13) % ($2::int / 1000 + 10) as w) c`,
    [adminId, clients],
  );
  await db.query('commit');
}

function sqlArray(values) {
  return `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;
}
