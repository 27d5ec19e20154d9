// What a visitor and a recruiter really download, and how fast the welcome text shows: the build's
// figures (raw, gzip, brotli of the files index.html loads), the bytes Chromium receives on the wire
// for the funnel's first page and the panel's login page (CDP encodedDataLength, cold cache), the time
// until the welcome text shows against a bare HTML page from the same server, and Lighthouse's
// performance and accessibility scores for both pages. Exits non-zero when a byte budget is missed.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The same Chromium and flags as the Playwright tests. */
const launch = JSON.parse(readFileSync('test/browser/chromium.json', 'utf8'));
const CHROMIUM = process.env.CHROMIUM_PATH ?? launch.executablePath;

const PORT = process.env.E2E_PORT ?? '3105';
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PEER_FILE = 'bench-peer.html';
const SUPERADMIN = { email: 'super@arbi.test', password: 'super-secret-password-1' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const TARGETS = { funnelKb: 80, panelKb: 350, welcomeMs: 300, performance: 95, accessibility: 100 };

const kb = (bytes) => (bytes / 1000).toFixed(1);
const ms = (value) => `${value.toFixed(1)} ms`;
const failures = [];
const verdict = (ok, what) => {
  if (!ok) failures.push(what);
  return ok ? 'within' : 'OVER';
};

function firstPageFiles(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = (pattern) => [...html.matchAll(pattern)].map((match) => match[1]);
  return [
    ...refs(/<script[^>]*src="([^"]+)"/g),
    ...refs(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g),
  ];
}

/** Sizes of a built file: as built, and its precompressed copies (computed if the build left none). */
function builtSizes(dist, base, file) {
  const path = join(dist, file.slice(base.length));
  const data = readFileSync(path);
  const copy = (ext, compress) =>
    existsSync(`${path}.${ext}`) ? readFileSync(`${path}.${ext}`).length : compress(data).length;
  return { raw: data.length, gz: copy('gz', gzipSync), br: copy('br', brotliCompressSync) };
}

function reportBuild(name, dist, base) {
  const files = [`${base}index.html`, ...firstPageFiles(dist)];
  const total = { raw: 0, gz: 0, br: 0 };
  console.log(`\n${name}: files of the first page as built (kB)      raw    gzip  brotli`);
  for (const file of files) {
    const size = builtSizes(dist, base, file);
    for (const key of Object.keys(total)) total[key] += size[key];
    console.log(
      `  ${file.padEnd(42)} ${kb(size.raw).padStart(7)} ${kb(size.gz).padStart(7)} ${kb(size.br).padStart(7)}`,
    );
  }
  console.log(
    `  ${'total'.padEnd(42)} ${kb(total.raw).padStart(7)} ${kb(total.gz).padStart(7)} ${kb(total.br).padStart(7)}`,
  );
  return total;
}

async function startServer() {
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: { ...process.env, E2E_PORT: PORT },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  for (let tries = 0; tries < 120; tries++) {
    const healthy = await fetch(`${BASE}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { stop: () => (server.kill('SIGTERM'), exited) };
    if (server.exitCode !== null) throw new Error('the e2e server stopped while starting');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  throw new Error('the e2e server did not answer /api/health within 60 s');
}

async function createAdmin() {
  const post = (path, body, token) =>
    fetch(`${BASE}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token && { Authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    }).then(async (res) => {
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    });
  const { token } = await post('/api/auth/login', SUPERADMIN);
  const credentials = {
    email: `bench-${Date.now()}@arbi.test`,
    password: `bench-${crypto.randomUUID()}`,
  };
  const admin = { ...(await post('/api/admins', credentials, token)), ...credentials };
  const { welcome } = await fetch(`${BASE}/api/public/admins/${admin.id}`).then((res) =>
    res.json(),
  );
  // A customer of theirs with a task link, for the task page's own first load.
  const { token: adminToken } = await post('/api/auth/login', {
    email: admin.email,
    password: admin.password,
  });
  const { id: clientId } = await post('/api/start', {
    name: 'Bench Kunde',
    email: `kunde-${Date.now()}@example.dk`,
    phone: `+45${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
    age: '1990-04-17',
    referal: '',
    admin: admin.id,
    sites: 'clean',
    dato: new Date().toISOString(),
  });
  const { url: taskUrl } = await post(`/api/clients/${clientId}/task-link`, {}, adminToken);
  return { id: admin.id, title: welcome.title, taskUrl };
}

const KINDS = { Document: 'HTML', Stylesheet: 'CSS', Script: 'JS', Fetch: 'API', XHR: 'API' };

/**
 * Bytes Chromium received for one page load in a fresh context (cold cache): per response, CDP's
 * encodedDataLength (headers and body as transferred). `first` marks what was requested before
 * `selector` (with `text`, if given) entered the page; the rest is fetched after it showed, until the
 * network is idle (the funnel warms up its next steps while the visitor reads).
 */
async function wireBytes(browser, url, viewport, selector, text) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript(watchFor, { selector, text });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, wallTime }) =>
    responses.set(requestId, { sentAt: wallTime * 1000, bytes: 0 }),
  );
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const header = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    );
    Object.assign(responses.get(requestId) ?? {}, {
      path: new URL(response.url).pathname,
      kind: KINDS[type] ?? 'other',
      encoding: header?.[1] ?? '-',
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = responses.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });
  await page.goto(url);
  await page.waitForFunction(() => window.__shownAt !== undefined, null, { timeout: 15_000 });
  const shownAt = await page.evaluate(() => performance.timeOrigin + window.__shownAt);
  await page.waitForLoadState('networkidle');
  await context.close();
  return [...responses.values()]
    .filter((e) => e.path)
    .map((e) => ({ ...e, first: e.sentAt <= shownAt }));
}

/** `budgetKb` undefined: reported, not judged. */
function reportWire(name, entries, budgetKb) {
  const sum = (list) => list.reduce((total, e) => total + e.bytes, 0);
  const counted = entries.filter((e) => e.kind !== 'other');
  const first = sum(counted.filter((e) => e.first));
  const later = sum(counted.filter((e) => !e.first));
  console.log(`\n${name}: bytes on the wire in Chromium (cold cache; headers included)`);
  for (const e of entries)
    console.log(
      `  ${e.kind.padEnd(5)} ${e.path.slice(0, 44).padEnd(44)} ${e.encoding.padEnd(5)} ${kb(e.bytes).padStart(7)} kB  ${e.kind === 'other' ? '(not counted)' : e.first ? '' : '(requested after it showed)'}`,
    );
  const target =
    budgetKb === undefined
      ? 'no budget'
      : `target <= ${budgetKb} kB: ${verdict(first <= budgetKb * 1000, `${name} over ${budgetKb} kB on the wire`)}`;
  console.log(
    `  first page (requested before it showed; HTML + CSS + JS + API): ${kb(first)} kB (${target}); fetched after it showed: ${kb(later)} kB`,
  );
  return first;
}

// Runs in the page before any of its scripts: notes when an element (with the text) enters the DOM.
function watchFor({ selector, text }) {
  const check = () => {
    const element = document.querySelector(selector);
    if (window.__shownAt === undefined && element && (!text || element.textContent === text)) {
      window.__shownAt = performance.now();
    }
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}

/** Milliseconds from navigation start until the heading shows, in a fresh context (cold cache). */
async function timeUntilShown(browser, url, text) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.addInitScript(watchFor, { selector: 'h1', text });
  await page.goto(url);
  await page.waitForFunction(() => window.__shownAt !== undefined, null, { timeout: 15_000 });
  const shownAt = await page.evaluate(() => window.__shownAt);
  await context.close();
  return shownAt;
}

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, p95: at(0.95) };
}

async function reportSpeed(browser, admin) {
  const pages = { welcome: `${BASE}/${admin.id}`, peer: `${BASE}/${PEER_FILE}` };
  const samples = { welcome: [], peer: [] };
  // One unmeasured load each warms the server and the browser process.
  for (const url of Object.values(pages)) await timeUntilShown(browser, url, admin.title);
  for (let run = 0; run < RUNS; run++) {
    for (const [name, url] of Object.entries(pages))
      samples[name].push(await timeUntilShown(browser, url, admin.title));
  }
  const welcome = stats(samples.welcome);
  const peer = stats(samples.peer);
  console.log(
    `\nTime until the welcome text shows (Chromium, 390 px, cold cache, ${RUNS} loads each):`,
  );
  console.log(
    `  welcome page /{adminId}    median ${ms(welcome.median)}  p95 ${ms(welcome.p95)}  (target median <= ${TARGETS.welcomeMs} ms: ${welcome.median <= TARGETS.welcomeMs ? 'within' : 'OVER'})`,
  );
  console.log(`  bare static HTML (peer)    median ${ms(peer.median)}  p95 ${ms(peer.p95)}`);
  console.log(
    `  ratio welcome/peer         median ${(welcome.median / peer.median).toFixed(2)}x  p95 ${(welcome.p95 / peer.p95).toFixed(2)}x`,
  );
  return welcome;
}

/** Lighthouse's CLI (mobile form factor by default) with this machine's Chromium; undefined if it fails. */
function lighthouse(url) {
  return new Promise((resolve) => {
    const child = spawn(
      'lighthouse',
      [
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,accessibility',
        `--chrome-flags=${launch.args.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', () => resolve(undefined));
    child.on('exit', (code) => {
      if (code !== 0) return resolve(undefined);
      const { categories, audits } = JSON.parse(out);
      const metric = (id) => audits[id]?.displayValue ?? '-';
      resolve({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        metrics: [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ]
          .map(
            (id) =>
              `${id
                .split('-')
                .map((w) => w[0].toUpperCase())
                .join('')} ${metric(id)}`,
          )
          .join(', '),
      });
    });
  });
}

function reportLighthouse(name, scores) {
  if (!scores) return console.log(`  ${name.padEnd(28)} Lighthouse did not run`);
  const mark = (value, target) =>
    `${value} (target ${target}: ${value >= target ? 'met' : 'missed'})`;
  console.log(
    `  ${name.padEnd(28)} performance ${mark(scores.performance, TARGETS.performance)}, accessibility ${mark(scores.accessibility, TARGETS.accessibility)}`,
  );
  console.log(`  ${''.padEnd(28)} ${scores.metrics}`);
}

const visitorBuild = reportBuild('Visitor funnel', 'visitor-ui/dist', '/');
const panelBuild = reportBuild('Panel login', 'admin-ui/dist', '/admin/');

const server = await startServer();
const peerPath = join('visitor-ui/dist', PEER_FILE);
let browser;
try {
  const admin = await createAdmin();
  writeFileSync(
    peerPath,
    `<!doctype html><html lang="da"><meta charset="utf-8"><title>peer</title><h1>${admin.title}</h1></html>`,
  );
  browser = await chromium.launch({ args: launch.args, executablePath: CHROMIUM });
  const funnel = reportWire(
    'Visitor funnel first page /{adminId} (390 px)',
    await wireBytes(browser, `${BASE}/${admin.id}`, PHONE, 'h1', admin.title),
    TARGETS.funnelKb,
  );
  // The customer's page is its own chunk: reported beside the funnel, never part of its first page.
  const taskPage = reportWire(
    "Customer's task page /k/{token} (390 px), until 'Åbn mine opgaver' shows",
    await wireBytes(browser, admin.taskUrl, PHONE, 'button', 'Åbn mine opgaver'),
  );
  const panel = reportWire(
    'Panel login page /admin/login (1280 px)',
    await wireBytes(browser, `${BASE}/admin/login`, DESKTOP, 'input[type="password"]'),
    TARGETS.panelKb,
  );
  console.log(
    `\nOn the wire vs the build's own figures: funnel ${kb(funnel)} kB, task page ${kb(taskPage)} kB (build: ${kb(visitorBuild.raw)} raw, ${kb(visitorBuild.gz)} gzip, ${kb(visitorBuild.br)} brotli), panel login ${kb(panel)} kB (build: ${kb(panelBuild.raw)} raw, ${kb(panelBuild.gz)} gzip, ${kb(panelBuild.br)} brotli; the panel also loads chunks index.html does not name)`,
  );
  await reportSpeed(browser, admin);
  await browser.close();
  browser = undefined;
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    console.log("\nLighthouse 12 (mobile emulation, simulated slow 4G), this machine's Chromium:");
    reportLighthouse('funnel /{adminId}', await lighthouse(`${BASE}/${admin.id}`));
    reportLighthouse('panel /admin/login', await lighthouse(`${BASE}/admin/login`));
  }
} finally {
  await browser?.close();
  rmSync(peerPath, { force: true });
  await server.stop();
}

if (failures.length) {
  console.error(`\nOVER BUDGET: ${failures.join('; ')}`);
  process.exit(1);
}
