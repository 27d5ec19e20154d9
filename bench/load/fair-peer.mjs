// The fair peers of bench:load's signups: plain `node:http` + `pg`, no Nest, no Express, doing the
// signup's own work with Arbi's own code (the same rate limit, validation pipe, normal forms, site
// check, idempotency claim and SQL). Two of them:
//   --mode=single  one `arbi_signup` call per request, on its own pool connection;
//   --mode=batch   through `arbi_signups`, grouped as Arbi's SignupRepository groups them.
// Run as a child process like the app, so its CPU is its own and measured the same way.
// Usage: node bench/load/fair-peer.mjs --mode=single|batch --port=N (DATABASE_URL in the env).
import 'reflect-metadata';
import http from 'node:http';
import { HttpException } from '@nestjs/common';
import pg from 'pg';
import { AdminSitesCache } from '../../dist/src/clients/admin-sites.cache.js';
import { SignupDto } from '../../dist/src/clients/dto/signup.dto.js';
import { SignupRepository } from '../../dist/src/clients/signup.repository.js';
import { SignupService } from '../../dist/src/clients/signup.service.js';
import { enforceLimit } from '../../dist/src/common/rate-limit/rate-limit.guard.js';
import { MemoryRateLimitStore } from '../../dist/src/common/rate-limit/rate-limit.store.js';
import { validationPipe } from '../../dist/src/common/validation.js';
import { loadConfig } from '../../dist/src/config/app.config.js';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const mode = arg('mode');
const port = Number(arg('port'));
if (!['single', 'batch'].includes(mode) || !port) {
  console.error('usage: fair-peer.mjs --mode=single|batch --port=N');
  process.exit(2);
}

const config = loadConfig({ ...process.env, DATA_DIR: '.bench-data/fair-peer' });
const BODY_LIMIT = 16 * 1024;
// The app's pool size, so both sides hold the same number of database connections.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const pgPool = { pool: async () => pool, statement: (query) => query };

/** Arbi's repository, with `save` as one `arbi_signup` call per signup instead of a batch. */
class OneCallRepository extends SignupRepository {
  async save(signup, claim) {
    const receipt = crypto.randomUUID();
    const { rows } = await pool.query({
      name: 'fair_peer_signup',
      text: 'select * from arbi_signup($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
      values: [
        claim?.scope ?? null,
        claim?.key ?? null,
        claim?.requestHash ?? null,
        signup.admin,
        signup.name,
        signup.email,
        signup.phone,
        signup.birth,
        signup.referral,
        signup.sites,
        receipt,
      ],
    });
    const row = rows[0];
    if (row.outcome === 'stored' || row.outcome === 'signed-up-again')
      return { outcome: row.outcome, clientId: row.client_id, receipt };
    if (row.outcome === 'stored-answer')
      return {
        outcome: 'stored-answer',
        status: row.stored_status,
        body: row.stored_body,
        requestHash: row.stored_hash,
      };
    return { outcome: row.outcome };
  }
}

const repository = mode === 'single' ? new OneCallRepository(pgPool) : new SignupRepository(pgPool);
const signups = new SignupService(repository, new AdminSitesCache(repository), config);
const rateLimits = new MemoryRateLimitStore();

const answer = (res, status, body) => {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
};

async function handle(req, res, raw) {
  await enforceLimit(rateLimits, config, 'signup', req, res);
  req.body = JSON.parse(raw);
  const dto = await validationPipe.transform(req.body, { type: 'body', metatype: SignupDto });
  const key = req.headers['idempotency-key'];
  const result = await signups.signup(dto, typeof key === 'string' ? key : undefined);
  answer(res, result.status, result.body);
}

const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/api/start') return answer(res, 404, {});
  const chunks = [];
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size > BODY_LIMIT) req.destroy();
    else chunks.push(chunk);
  });
  req.on('end', () =>
    handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((error) =>
      error instanceof HttpException
        ? answer(res, error.getStatus(), error.getResponse())
        : error instanceof SyntaxError
          ? answer(res, 400, { statusCode: 400, message: 'Ugyldig JSON' })
          : answer(res, 500, { statusCode: 500 }),
    ),
  );
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
