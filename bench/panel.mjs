// `npm run bench:panel`: how fast the recruiter's panel shows its content in Chromium on localhost,
// beside a bare react-admin page with one list (bench/panel/peer) served by the same server from the
// same API in the same run. For each main page: a cold load (fresh context, empty cache, signed in
// by cookie), a warm load (same context again) and a navigation inside the panel (a menu click),
// each until the page's data shows. Aims: content ≤ 1 s cold, ≤ 300 ms per navigation.
// BENCH_RUNS (default 7) loads each; BENCH_CLIENTS (default 300) customers for the recruiter.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { buildPeer, PEER_HTML } from './panel/build-peer.mjs';

const launch = JSON.parse(readFileSync('test/browser/chromium.json', 'utf8'));
const PORT = process.env.E2E_PORT ?? '3106';
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 300);
const SUPERADMIN = { email: 'super@arbi.test', password: 'super-secret-password-1' };
const DESKTOP = { width: 1280, height: 800 };
const AIMS = { coldMs: 1000, navigationMs: 300 };
const SETTLE_MS = 4000;

async function startServer() {
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: { ...process.env, E2E_PORT: PORT },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => server.once('exit', done));
  for (let tries = 0; tries < 120; tries++) {
    const healthy = await fetch(`${BASE}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { stop: () => (server.kill('SIGTERM'), exited) };
    if (server.exitCode !== null) throw new Error('the e2e server stopped while starting');
    await new Promise((done) => setTimeout(done, 500));
  }
  server.kill('SIGTERM');
  throw new Error('the e2e server did not answer /api/health within 60 s');
}

async function call(method, path, body, token) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token && { Authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? undefined : res.json();
}

const STATUSES = ['new', 'new', 'contacted', 'meeting', 'active', 'done'];
const SOURCES = ['tiktok', 'facebook', undefined];

/** A recruiter with CLIENTS customers (statuses, sources, follow-ups) and a month of visits. */
async function seed() {
  const { token: superToken } = await call('POST', '/api/auth/login', SUPERADMIN);
  const credentials = { email: `bench-${Date.now()}@arbi.test`, password: crypto.randomUUID() };
  const { id: adminId } = await call('POST', '/api/admins', credentials, superToken);
  const { token } = await call('POST', '/api/auth/login', credentials);
  const ids = [];
  for (let i = 0; i < CLIENTS; i++) {
    const src = SOURCES[i % SOURCES.length];
    const { id } = await call('POST', '/api/start', {
      name: `Kunde ${String(i).padStart(4, '0')} Jensen`,
      email: `kunde-${i}-${Date.now()}@example.dk`,
      phone: `+45${20_000_000 + i}`,
      age: '1990-04-17',
      referal: '',
      admin: adminId,
      sites: i % 4 ? ['Unibet', 'Bet365'] : 'clean',
      dato: new Date().toISOString(),
      ...(src && { src }),
    });
    ids.push(id);
    const status = STATUSES[i % STATUSES.length];
    const nextContactAt = i % 5 === 0 ? new Date(Date.now() - 3_600_000).toISOString() : undefined;
    if (status !== 'new' || nextContactAt)
      await call('PUT', `/api/clients/${id}`, { status, nextContactAt }, token);
  }
  for (const step of ['welcome', 'welcome', 'sites', 'form', 'submitted'])
    for (const src of SOURCES)
      await call('POST', '/api/public/events', { admin: adminId, step, ...(src && { src }) });
  return { credentials, clientId: ids.at(-1) };
}

// Runs in the page before its scripts: notes when an element matching `selector` enters the DOM.
function watchFor(selector) {
  const check = () => {
    if (window.__shownAt === undefined && document.querySelector(selector))
      window.__shownAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/** Runs in the page: clicks `click`, answers the ms until `content` enters the DOM. */
function clickAndWait({ click, content }) {
  return new Promise((done, fail) => {
    const target = document.querySelector(click);
    if (!target) return fail(new Error(`nothing to click: ${click}`));
    if (document.querySelector(content)) return fail(new Error(`already shown: ${content}`));
    const start = performance.now();
    const timer = setTimeout(() => fail(new Error(`${content} did not show`)), 15_000);
    const observer = new MutationObserver(() => {
      if (!document.querySelector(content)) return;
      observer.disconnect();
      clearTimeout(timer);
      done(performance.now() - start);
    });
    observer.observe(document, { childList: true, subtree: true });
    target.click();
  });
}

/** Navigation start to content in a fresh page (cold: its context's cache is empty). */
async function coldLoad(page, url, selector) {
  await page.addInitScript(watchFor, selector);
  await page.goto(url);
  return shownAt(page);
}

/** The same page loaded again, its files now in the cache. */
async function warmLoad(page) {
  await page.reload();
  return shownAt(page);
}

async function shownAt(page) {
  await page.waitForFunction(() => window.__shownAt !== undefined, null, { timeout: 15_000 });
  return page.evaluate(() => window.__shownAt);
}

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, p95: sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] };
}

const ms = (value) => `${Math.round(value)}`.padStart(5);

async function main() {
  const removePeer = await buildPeer();
  const server = await startServer();
  let browser;
  try {
    const { credentials, clientId } = await seed();
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? launch.executablePath,
      args: launch.args,
    });
    // One sign-in; every context starts with its cookie, as a returning recruiter's browser does.
    const signIn = await browser.newContext({ baseURL: BASE });
    const login = await signIn.request.post('/api/auth/login', { data: credentials });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    const storageState = await signIn.storageState();
    await signIn.close();
    const newPage = async () =>
      (await browser.newContext({ storageState, viewport: DESKTOP })).newPage();

    const menu = (path) =>
      path ? `a[href="/admin${path}"]` : 'a[href="/admin"], a[href="/admin/"]';
    const pages = [
      { name: 'Dashboard', url: '/admin', content: '[data-testid="queue-count"]', click: menu('') },
      {
        name: 'Kundeliste',
        url: '/admin/clients',
        content: '[data-testid="client-card"]',
        click: menu('/clients'),
      },
      {
        name: 'Tavle',
        url: '/admin/clients/board',
        content: '[data-testid="board-card"]',
        click: menu('/clients/board'),
      },
      {
        name: 'Kunde',
        url: `/admin/clients/${clientId}`,
        content: '#client-name',
        // From Kundeliste, its first card's name.
        from: 'Kundeliste',
        click: '[data-testid="client-card"] h2 a',
      },
      {
        name: 'Statistik',
        url: '/admin/stats',
        content: '[data-testid="step-welcome"]',
        click: menu('/stats'),
      },
      {
        name: 'peer list',
        url: `/admin/${PEER_HTML}#/clients`,
        content: 'tbody .RaDatagrid-row',
        from: 'peer edit',
        click: 'a[href="#/clients"]',
      },
      {
        name: 'peer edit',
        url: `/admin/${PEER_HTML}#/clients/${clientId}`,
        content: 'input[name="name"]',
        from: 'peer list',
        click: 'tbody .RaDatagrid-row',
      },
    ];
    const byName = Object.fromEntries(pages.map((p) => [p.name, p]));
    const samples = Object.fromEntries(
      pages.map((p) => [p.name, { cold: [], warm: [], navigation: [] }]),
    );

    // One unmeasured round warms the server and the browser process.
    for (let run = 0; run <= RUNS; run++) {
      for (const entry of pages) {
        const page = await newPage();
        const cold = await coldLoad(page, `${BASE}${entry.url}`, entry.content);
        const warm = await warmLoad(page);
        await page.context().close();
        if (run) samples[entry.name].cold.push(cold);
        if (run) samples[entry.name].warm.push(warm);
      }
      // Navigation: from the page before it in the menu's round trip (or the one it names).
      const panel = await newPage();
      await coldLoad(panel, `${BASE}/admin`, byName.Dashboard.content);
      // A recruiter reads the dashboard before clicking on: the panel fetches the other pages'
      // scripts in that time (WARM_AFTER_MS in admin-ui/src/bootstrap.ts, then when idle).
      await panel.waitForTimeout(SETTLE_MS);
      for (const name of ['Kundeliste', 'Kunde', 'Tavle', 'Statistik', 'Dashboard']) {
        const entry = byName[name];
        if (entry.from && !(await panel.$(byName[entry.from].content)))
          await panel.evaluate(clickAndWait, {
            click: byName[entry.from].click,
            content: byName[entry.from].content,
          });
        const took = await panel.evaluate(clickAndWait, entry);
        if (run) samples[name].navigation.push(took);
      }
      await panel.context().close();
      const peer = await newPage();
      await coldLoad(peer, `${BASE}${byName['peer list'].url}`, byName['peer list'].content);
      await peer.waitForTimeout(SETTLE_MS);
      for (const name of ['peer edit', 'peer list']) {
        const took = await peer.evaluate(clickAndWait, byName[name]);
        if (run) samples[name].navigation.push(took);
      }
      await peer.context().close();
    }

    console.log(
      `\nPanel speed in Chromium, 1280 px, localhost; ${RUNS} runs each, ${CLIENTS} customers; ms until the page's data shows`,
    );
    console.log(
      `${'page'.padEnd(12)} ${'cold median'.padStart(11)} ${'p95'.padStart(5)}  ${'warm median'.padStart(11)} ${'p95'.padStart(5)}  ${'navigation median'.padStart(17)} ${'p95'.padStart(5)}`,
    );
    const summary = {};
    for (const entry of pages) {
      const s = samples[entry.name];
      const row = (summary[entry.name] = {
        cold: stats(s.cold),
        warm: stats(s.warm),
        navigation: s.navigation.length ? stats(s.navigation) : undefined,
      });
      console.log(
        `${entry.name.padEnd(12)} ${ms(row.cold.median).padStart(11)} ${ms(row.cold.p95)}  ${ms(row.warm.median).padStart(11)} ${ms(row.warm.p95)}  ${(row.navigation ? ms(row.navigation.median) : '-').padStart(17)} ${row.navigation ? ms(row.navigation.p95) : '    -'}`,
      );
    }
    const peerCold = summary['peer list'].cold.median;
    const peerWarm = summary['peer list'].warm.median;
    const peerNavigation = stats([
      ...samples['peer list'].navigation,
      ...samples['peer edit'].navigation,
    ]).median;
    console.log('\nAgainst the peer (median / peer list median) and the aims:');
    for (const entry of pages.filter((p) => !p.name.startsWith('peer'))) {
      const row = summary[entry.name];
      const nav = row.navigation?.median;
      console.log(
        `  ${entry.name.padEnd(11)} cold ${(row.cold.median / peerCold).toFixed(2)}x (${row.cold.median <= AIMS.coldMs ? 'within' : 'OVER'} ${AIMS.coldMs} ms)  warm ${(row.warm.median / peerWarm).toFixed(2)}x  navigation ${nav === undefined ? '-' : `${(nav / peerNavigation).toFixed(2)}x (${nav <= AIMS.navigationMs ? 'within' : 'OVER'} ${AIMS.navigationMs} ms)`}`,
      );
    }
  } finally {
    await browser?.close();
    await server.stop();
    removePeer();
  }
}

await main();
