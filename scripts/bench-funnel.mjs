// How light and fast the visitor's first page is: the gzipped JS that index.html loads, and the time
// until the welcome text shows in Chromium, against a bare HTML page from the same server.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The same Chromium and flags as the Playwright tests. */
const launch = JSON.parse(readFileSync('test/browser/chromium.json', 'utf8'));

const DIST = 'visitor-ui/dist';
const BUDGET_KB = 80;
const PORT = process.env.E2E_PORT ?? '3105';
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PEER_FILE = 'bench-peer.html';
const SUPERADMIN = { email: 'super@arbi.test', password: 'super-secret-password-1' };

const kb = (bytes) => (bytes / 1000).toFixed(2);
const ms = (value) => `${value.toFixed(1)} ms`;

function firstPageAssets() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const refs = (pattern) => [...html.matchAll(pattern)].map((match) => match[1]);
  return {
    js: [
      ...refs(/<script[^>]*src="([^"]+)"/g),
      ...refs(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ],
    css: refs(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
  };
}

function reportWeight() {
  const { js, css } = firstPageAssets();
  const gzipped = (file) => gzipSync(readFileSync(join(DIST, file))).length;
  let total = 0;
  console.log('First page (files referenced by index.html), gzipped:');
  for (const file of js) {
    const size = gzipped(file);
    total += size;
    console.log(`  ${file.padEnd(40)} ${kb(size).padStart(7)} kB`);
  }
  const cssTotal = css.reduce((sum, file) => sum + gzipped(file), 0);
  console.log(
    `  JS total ${kb(total)} kB (budget ${BUDGET_KB} kB: ${total <= BUDGET_KB * 1000 ? 'within' : 'OVER'}), CSS ${kb(cssTotal)} kB`,
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
  const admin = await post(
    '/api/admins',
    { email: `bench-${Date.now()}@arbi.test`, password: `bench-${crypto.randomUUID()}` },
    token,
  );
  const { welcome } = await fetch(`${BASE}/api/public/admins/${admin.id}`).then((res) =>
    res.json(),
  );
  return { id: admin.id, title: welcome.title };
}

// Runs in the page before any of its scripts: notes when a heading with the text enters the DOM.
function watchForHeading(text) {
  const check = () => {
    if (window.__shownAt === undefined && document.querySelector('h1')?.textContent === text) {
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
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(watchForHeading, text);
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

async function reportSpeed() {
  const server = await startServer();
  const peerPath = join(DIST, PEER_FILE);
  let browser;
  try {
    const admin = await createAdmin();
    writeFileSync(
      peerPath,
      `<!doctype html><html lang="da"><meta charset="utf-8"><title>peer</title><h1>${admin.title}</h1></html>`,
    );
    browser = await chromium.launch({ args: launch.args, executablePath: process.env.CHROMIUM_PATH ?? launch.executablePath });
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
      `Time until the welcome text shows (Chromium, 390 px, cold cache, ${RUNS} loads each):`,
    );
    console.log(
      `  welcome page /{adminId}    median ${ms(welcome.median)}  p95 ${ms(welcome.p95)}`,
    );
    console.log(`  bare static HTML (peer)    median ${ms(peer.median)}  p95 ${ms(peer.p95)}`);
    console.log(
      `  ratio welcome/peer         median ${(welcome.median / peer.median).toFixed(2)}x  p95 ${(welcome.p95 / peer.p95).toFixed(2)}x`,
    );
  } finally {
    await browser?.close();
    rmSync(peerPath, { force: true });
    await server.stop();
  }
}

reportWeight();
await reportSpeed();
