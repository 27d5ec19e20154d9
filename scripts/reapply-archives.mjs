// After restoring a backup: archive again every client that was archived after the backup was
// taken, so erased personal data stays erased. The app logs each archive as a structured event
// (`"event":"client_archived"`, with the client and admin ids only); feed it those logs.
//
//   DATABASE_URL=postgres://… node scripts/reapply-archives.mjs app.log [more.log …]
import { readFileSync } from 'node:fs';
import pg from 'pg';

const files = process.argv.slice(2);
if (!process.env.DATABASE_URL || !files.length) {
  console.error('usage: DATABASE_URL=postgres://… node scripts/reapply-archives.mjs <log file>…');
  process.exit(2);
}
const archives = new Map();
for (const file of files) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.includes('"client_archived"')) continue;
    try {
      const entry = JSON.parse(line);
      if (entry.event === 'client_archived') archives.set(entry.clientId, entry.adminId);
    } catch {
      // not a JSON log line
    }
  }
}
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
let reapplied = 0;
try {
  await client.query('begin');
  for (const [clientId, adminId] of archives) {
    // The same single statement the app uses: blank the personal data, keep date, sites, referral.
    const { rowCount } = await client.query(
      `update clients set name = 'not available', email = 'not available', phone = 'not available',
              birth_date = null, archived_at = coalesce(archived_at, now()), archived_by = coalesce(archived_by, $2)
        where id = $1 and admin_id = $2 and (archived_at is null or name <> 'not available')`,
      [clientId, adminId],
    );
    reapplied += rowCount;
  }
  await client.query('commit');
} finally {
  await client.end();
}
console.log(`${archives.size} archive events read, ${reapplied} clients archived again`);
