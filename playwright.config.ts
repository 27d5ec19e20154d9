import { defineConfig, devices } from '@playwright/test';
import chromium from './test/browser/chromium.json' with { type: 'json' };

const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'test/browser',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  // One folder per port, so two runs side by side never delete each other's traces.
  outputDir: `test-results/${port}`,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
      args: chromium.args,
    },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      testMatch: 'visitor/**/*.spec.ts',
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testMatch: 'admin/**/*.spec.ts',
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    // SIGTERM lets e2e-server.mjs stop its embedded PostgreSQL instead of orphaning it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 60_000,
    env: { E2E_PORT: String(port) },
  },
});
