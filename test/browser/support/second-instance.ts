import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * A second app instance on the browser tests' database, with its own settings (SMTP, say), as a
 * bureau running two instances would: `url` is its address; `stop()` ends it.
 */
export async function startSecondInstance(
  env: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const secondPort = port + 20_000;
  const url = `http://localhost:${secondPort}`;
  const child: ChildProcess = spawn(process.execPath, ['dist/src/main.js'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: readFileSync(`.test-data/e2e-${port}.database-url`, 'utf8'),
      DATA_DIR: `.test-data/e2e-${port}`,
      PORT: String(secondPort),
      PUBLIC_URL: url,
      JOBS_WORKER: 'off',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN: '10000',
      RATE_LIMIT_PUBLIC: '10000',
      ...env,
    },
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error('second instance did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  return { url, stop };
}
