import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './app.config.js';
import { ConfigError } from './env.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'arbi-config-'));

describe('loadConfig', () => {
  it('has working defaults and keeps a generated JWT secret under DATA_DIR across starts', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      trustProxy: false,
      corsOrigins: [],
    });
    expect(first.rateLimits).toMatchObject({
      signup: { limit: 10 },
      referralLookup: { limit: 20 },
      login: { limit: 5 },
    });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SUPERADMIN_EMAIL: 'boss@example.dk' }, 'SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD'],
    [
      { SUPERADMIN_EMAIL: 'not-an-email', SUPERADMIN_PASSWORD: 'long-enough-password' },
      'SUPERADMIN_EMAIL',
    ],
    [{ SUPERADMIN_EMAIL: 'boss@example.dk', SUPERADMIN_PASSWORD: 'short' }, 'SUPERADMIN_PASSWORD'],
    [{ PUBLIC_URL: 'arbi.dk' }, 'PUBLIC_URL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ RATE_LIMIT_SIGNUP: '0' }, 'RATE_LIMIT_SIGNUP'],
    [{ DEFAULT_ADMIN_ID: 'bad id!' }, 'DEFAULT_ADMIN_ID'],
  ])('refuses %p naming %s', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });

  it('reads a proxy hop count or subnet, and CORS origins', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe(
      '10.0.0.0/8',
    );
    expect(
      loadConfig({ DATA_DIR: dataDir(), CORS_ORIGINS: 'https://a.dk, https://b.dk' }).corsOrigins,
    ).toEqual(['https://a.dk', 'https://b.dk']);
  });
});

describe('loadConfig: the security settings', () => {
  it('has defaults for guessing, sessions and slow clients', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).security).toEqual({
      accountLockout: { slowAfter: 5, lockAfter: 20, accountLockAfter: 100, windowMs: 15 * 60_000 },
      signInFailureMs: 250,
      sessionIdleMinutes: 60,
      cspReportUri: undefined,
      http: {
        requestTimeoutMs: 30_000,
        headersTimeoutMs: 10_000,
        keepAliveTimeoutMs: 5_000,
        maxConnections: 1000,
        maxConnectionsPerClient: 100,
      },
    });
  });

  it.each([
    [{ LOGIN_LOCKOUT_AFTER: '0' }, 'LOGIN_LOCKOUT_AFTER'],
    [{ SESSION_IDLE_MINUTES: 'soon' }, 'SESSION_IDLE_MINUTES'],
    [{ CSP_REPORT_URI: 'csp.example.dk' }, 'CSP_REPORT_URI'],
    [{ HTTP_HEADERS_TIMEOUT_SECONDS: '40' }, 'HTTP_HEADERS_TIMEOUT_SECONDS'],
    [{ HTTP_MAX_CONNECTIONS: '5' }, 'HTTP_MAX_CONNECTIONS'],
  ])('refuses %p naming %s', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });
});
