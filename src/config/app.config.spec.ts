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

describe('.env.example', () => {
  const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
  /** Every variable loadConfig reads, as it reads them (not a list kept by hand). */
  const read = (): string[] => {
    const names = new Set<string>();
    const env = new Proxy<Record<string, string | undefined>>(
      { DATA_DIR: dataDir() },
      {
        get: (target, name) => {
          if (typeof name === 'string') names.add(name);
          return typeof name === 'string' ? target[name] : undefined;
        },
      },
    );
    loadConfig(env);
    return [...names].filter((name) => /^[A-Z][A-Z0-9_]+$/.test(name)).sort();
  };

  it('names every variable the configuration reads', () => {
    const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(read().filter((name) => !listed.has(name))).toEqual([]);
  });

  it('starts with its own values as they are written', () => {
    const values = Object.fromEntries(
      [...example.matchAll(/^([A-Z][A-Z0-9_]+)=(.*)$/gm)].map(([, name, value]) => [
        name,
        value.replace(/^"(.*)"$/, '$1'),
      ]),
    );
    const config = loadConfig({ ...values, DATA_DIR: dataDir() });
    expect(config.notifications).toMatchObject({
      mailFrom: 'Arbi <noreply@arbi.invalid>',
      followUpHour: 7,
    });
    expect(config.jobs).toEqual({ worker: true, concurrency: 5 });
  });
});

describe('FOLLOWUP_MAIL_HOUR', () => {
  it('is 7 (Copenhagen) unless set, and an hour of the day', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).notifications.followUpHour).toBe(7);
    expect(
      loadConfig({ DATA_DIR: dataDir(), FOLLOWUP_MAIL_HOUR: '0' }).notifications.followUpHour,
    ).toBe(0);
    for (const bad of ['24', '-1', '7.5', 'syv'])
      expect(() => loadConfig({ DATA_DIR: dataDir(), FOLLOWUP_MAIL_HOUR: bad })).toThrow(
        'FOLLOWUP_MAIL_HOUR',
      );
  });
});
