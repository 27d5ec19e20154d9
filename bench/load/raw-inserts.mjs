// The peer: PostgreSQL's own single-row insert rate on the same server, at the same concurrency,
// into a copy of the clients table (same columns, indexes and constraints).
import pg from 'pg';
import { randomUUID } from 'node:crypto';

export async function rawInsertRate(databaseUrl, { rows, concurrency }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency });
  await pool.query('drop table if exists bench_inserts');
  await pool.query('create table bench_inserts (like clients including all)');
  const [{ id: adminId }] = (await pool.query('select id from admins limit 1')).rows;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < rows) {
        const i = next++;
        await pool.query(
          `insert into bench_inserts (id, admin_id, name, email, phone, birth_date, sites, site_count)
           values ($1, $2, $3, $4, $5, '1990-01-01', '{Unibet}', 1)`,
          [
            randomUUID(),
            adminId,
            `Raw ${i}`,
            `raw-${i}@example.dk`,
            `+45${String(10_000_000 + i)}`,
          ],
        );
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.query('drop table bench_inserts');
  await pool.end();
  return rows / seconds;
}
