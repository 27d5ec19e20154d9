// Builds the peer of `npm run bench:panel` (bench/panel/peer) into the panel's own dist folder, so
// the server serves both alike: hashed assets under /admin/assets (cached a year), precompressed.
import react from '@vitejs/plugin-react';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { precompress } from '../../scripts/lib/precompress.mjs';

const PANEL_DIST = 'admin-ui/dist';
export const PEER_HTML = 'bench-peer.html';

/** Builds and copies the peer; answers the function that removes what it added. */
export async function buildPeer() {
  const out = mkdtempSync(join(tmpdir(), 'arbi-bench-peer-'));
  await build({
    root: resolve('bench/panel/peer'),
    base: '/admin/',
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir: out,
      emptyOutDir: true,
      chunkSizeWarningLimit: 1500,
      rollupOptions: { input: PEER_HTML },
    },
  });
  precompress(out);
  const added = [];
  const copy = (from, to) => {
    if (existsSync(to)) return;
    cpSync(from, to);
    added.push(to);
  };
  for (const file of readdirSync(join(out, 'assets')))
    copy(join(out, 'assets', file), join(PANEL_DIST, 'assets', file));
  for (const file of readdirSync(out).filter((name) => name.startsWith(PEER_HTML)))
    copy(join(out, file), join(PANEL_DIST, file));
  rmSync(out, { recursive: true, force: true });
  return () => added.forEach((path) => rmSync(path, { force: true }));
}
