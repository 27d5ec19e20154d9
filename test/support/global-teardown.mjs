import pg from 'pg';

export default async function globalTeardown() {
  const url = process.env.ARBI_TEST_DATABASE_URL;
  if (url) {
    const target = new URL(url);
    const name = target.pathname.slice(1);
    target.pathname = '/postgres';
    const client = new pg.Client({ connectionString: target.toString() });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  }
  await globalThis.__arbiEmbedded?.stop();
}
