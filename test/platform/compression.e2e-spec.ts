import type { INestApplication } from '@nestjs/common';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { precompress } from '../../scripts/lib/precompress.mjs';
import { createAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

// A built funnel in miniature, precompressed by the same step as `npm run build:ui`.
const SCRIPT = `export const greeting = ${JSON.stringify('Velkommen '.repeat(400))};\n`;
const SCRIPT_PATH = '/assets/index-Ab12Cd34.js';
const INDEX_HTML = `<!doctype html><html lang="da"><head><meta charset="utf-8"><title>Arbi</title>
<script type="module" src="${SCRIPT_PATH}"></script></head><body><div id="root">${'<p>Loading...</p>'.repeat(60)}</div></body></html>`;

const PANEL_HTML = '<!doctype html><html lang="da"><title>Arbi</title><div id="root"></div></html>';

describe('what the server sends over the wire: compression, caching, robots and icons', () => {
  let root: string;
  let app: INestApplication;
  const get = (path: string, acceptEncoding: string) =>
    // superagent decodes br and gzip itself: `text` is the decoded body, Content-Length the sent one.
    request(app.getHttpServer()).get(path).set('Accept-Encoding', acceptEncoding);

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'arbi-web-'));
    const dist = join(root, 'visitor-ui', 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, SCRIPT_PATH), SCRIPT);
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    copyFileSync('visitor-ui/public/favicon.ico', join(dist, 'favicon.ico'));
    precompress(dist);
    const panel = join(root, 'admin-ui', 'dist');
    mkdirSync(join(panel, 'assets'), { recursive: true });
    writeFileSync(join(panel, 'index.html'), PANEL_HTML);
    app = await createTestApp({}, undefined, { webRoot: root });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends a script brotli-compressed to a browser that accepts br, kept a year', async () => {
    const res = await get(SCRIPT_PATH, 'gzip, deflate, br, zstd').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBeLessThan(SCRIPT.length / 10);
    expect(res.text).toBe(SCRIPT);
  });

  it('sends the same script uncompressed to a client that accepts no compression', async () => {
    const res = await get(SCRIPT_PATH, 'identity').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(res.headers['content-length'])).toBe(SCRIPT.length);
    expect(res.text).toBe(SCRIPT);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await get(SCRIPT_PATH, 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toBe(SCRIPT);
  });

  it('sends the page compressed and revalidated on every visit, for any funnel address', async () => {
    for (const path of ['/start', '/stage2', '/thanks', '/no-such-admin']) {
      const res = await get(path, 'br').expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-robots-tag']).toBeUndefined();
      expect(res.text).toBe(INDEX_HTML);
    }
  });

  it("puts the recruiter's welcome text and data into the welcome page, compressed and revalidated", async () => {
    const admin = await createAdmin(app);
    const texts = {
      welcome: { title: 'Hej & <velkommen>', text: 'Linje 1\n</script><script>alert(1)</script>' },
    };
    await request(app.getHttpServer())
      .put('/api/settings/me')
      .set('Authorization', admin.bearer)
      .send({ texts })
      .expect(200);
    const res = await get(`/${admin.id}`, 'br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<title>Hej &amp; &lt;velkommen&gt;</title>');
    expect(res.text).toContain(
      '<h1 id="page-title" tabindex="-1">Hej &amp; &lt;velkommen&gt;</h1><p class="text">Linje 1\n&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(res.text).not.toContain('<script>alert');
    // The data block holds exactly what the API answers; '<' escaped so it cannot end the element.
    const data = /<script type="application\/json" id="arbi-admin">([^<]*)<\/script>/.exec(
      res.text,
    );
    const api = await request(app.getHttpServer())
      .get(`/api/public/admins/${admin.id}`)
      .expect(200);
    expect(JSON.parse(data![1])).toEqual(api.body);
    expect(res.text.indexOf('id="arbi-admin"')).toBeLessThan(res.text.indexOf(SCRIPT_PATH));
  });

  it('answers a missing file with 404, never with the page', async () => {
    const res = await get('/assets/gone-123.js', 'br').expect(404);
    expect(res.text).not.toContain('<div id="root">');
  });

  it('answers /robots.txt and /favicon.ico with what they are', async () => {
    const robots = await request(app.getHttpServer()).get('/robots.txt').expect(200);
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.text).toContain('Disallow: /api/');
    expect(robots.text).not.toMatch(/Disallow: \/\s*$/m);
    const icon = await get('/favicon.ico', 'identity').expect(200);
    expect(icon.headers['content-type']).toMatch(/icon/);
    expect(icon.body.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });

  it('answers /admin with the panel itself, not a redirect to /admin/ first', async () => {
    for (const path of ['/admin', '/admin/', '/admin/clients']) {
      const res = await request(app.getHttpServer()).get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toBe(PANEL_HTML);
    }
  });

  it('tells crawlers not to index the panel', async () => {
    const res = await request(app.getHttpServer()).get('/admin/login').expect(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });

  it('compresses API answers above 1 KB and leaves small ones as they are', async () => {
    const big = await get('/api/docs/openapi.json', 'gzip, br').expect(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.body.openapi).toMatch(/^3\./);
    const small = await get('/api/health', 'gzip, br').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.status).toBe('ok');
  });
});
