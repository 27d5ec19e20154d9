// A second peer: the least a Node HTTP service can do per signup — parse the JSON body, one INSERT,
// answer 201 — with no framework, validation or idempotency. It shows how much of the gap to raw
// inserts is the HTTP hop itself on this machine, and how much is Arbi.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export async function startMinimalPeer(databaseUrl, port) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  await pool.query('drop table if exists bench_peer');
  await pool.query('create table bench_peer (like clients including all)');
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString());
        const id = randomUUID();
        await pool.query(
          // The fee agreement a trigger gives a real card (a copied table has no triggers).
          `insert into bench_peer (id, admin_id, name, email, phone, birth_date, sites, site_count,
                                   fee_model, fee_amount)
           values ($1, $2, $3, $4, $5, $6, $7, cardinality($7::text[]), 'fixed', 1500)`,
          [
            id,
            body.admin,
            body.name,
            body.email,
            body.phone,
            body.age,
            Array.isArray(body.sites) ? body.sites : [],
          ],
        );
        res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id }));
      } catch {
        res.writeHead(500).end();
      }
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await pool.query('drop table bench_peer');
      await pool.end();
    },
  };
}
