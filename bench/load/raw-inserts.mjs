// The peer: PostgreSQL's own single-row insert rate on the same server, at the same concurrency,
// into a copy of the clients table (same columns, indexes and constraints).
import pg from 'pg';
import { randomUUID } from 'node:crypto';

// The fee agreement a trigger gives a real card is written here (a copied table has no triggers).
const INSERT = `insert into bench_inserts (id, admin_id, name, email, phone, birth_date, sites, site_count,
                                           fee_model, fee_amount)
                values ($1, $2, $3, $4, $5, '1990-01-01', '{Unibet}', 1, 'fixed', 1500)`;

/**
 * Rows per second, each insert's own time in ms (the latency a signup can at best match), and with
 * `startMeter` the CPU seconds of the measured inserts. Its connections are opened and warmed
 * first, as the app's pool is by the time it is measured.
 */
export async function rawInsertRate(databaseUrl, { rows, concurrency, startMeter }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency });
  await pool.query('drop table if exists bench_inserts');
  await pool.query('create table bench_inserts (like clients including all)');
  const [{ id: adminId }] = (await pool.query('select id from admins limit 1')).rows;
  let next = 0;
  const insertUntil = (last, latencies) =>
    Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < last) {
          const i = next++;
          const sent = performance.now();
          await pool.query(INSERT, [
            randomUUID(),
            adminId,
            `Raw ${i}`,
            `raw-${i}@example.dk`,
            `+45${String(10_000_000 + i)}`,
          ]);
          latencies?.push(performance.now() - sent);
        }
      }),
    );
  const warmUp = Math.min(rows, concurrency * 10);
  await insertUntil(warmUp);
  const latencies = [];
  const meter = startMeter?.();
  const started = performance.now();
  await insertUntil(warmUp + rows, latencies);
  const seconds = (performance.now() - started) / 1000;
  const cpu = meter?.stop();
  await pool.query('drop table bench_inserts');
  await pool.end();
  return { rate: rows / seconds, latencies, cpu };
}
