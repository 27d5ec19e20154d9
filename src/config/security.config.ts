import { ConfigError, integer, url, type Env } from './env.js';

export interface SecurityConfig {
  /** Per account and source: failures before each try waits and before a lockout; over all unknown sources, before a lockout. */
  accountLockout: {
    slowAfter: number;
    lockAfter: number;
    accountLockAfter: number;
    windowMs: number;
  };
  /** A failed sign-in answers no sooner than this, whatever kind of password the account has. */
  signInFailureMs: number;
  /** A session unused this long ends, whatever is left of SESSION_TTL_HOURS. */
  sessionIdleMinutes: number;
  cspReportUri?: string;
  http: {
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    keepAliveTimeoutMs: number;
    maxConnections: number;
    /** Connections open at once from one client (an IPv6 /64), unless it is a trusted proxy. */
    maxConnectionsPerClient: number;
  };
}

export function securityConfig(env: Env): SecurityConfig {
  const requestTimeoutMs = integer(env, 'HTTP_REQUEST_TIMEOUT_SECONDS', 30, 1, 3600) * 1000;
  const headersTimeoutMs = integer(env, 'HTTP_HEADERS_TIMEOUT_SECONDS', 10, 1, 3600) * 1000;
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(
      'HTTP_HEADERS_TIMEOUT_SECONDS must not exceed HTTP_REQUEST_TIMEOUT_SECONDS',
    );
  }
  return {
    accountLockout: {
      slowAfter: integer(env, 'LOGIN_SLOW_AFTER', 5, 1, 1000),
      lockAfter: integer(env, 'LOGIN_LOCKOUT_AFTER', 20, 1, 10_000),
      accountLockAfter: integer(env, 'LOGIN_ACCOUNT_LOCKOUT_AFTER', 100, 1, 100_000),
      windowMs: integer(env, 'LOGIN_LOCKOUT_MINUTES', 15, 1, 24 * 60) * 60_000,
    },
    signInFailureMs: integer(env, 'LOGIN_FAILURE_MS', 250, 0, 10_000),
    sessionIdleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 60, 1, 30 * 24 * 60),
    cspReportUri: url(env, 'CSP_REPORT_URI', ['http:', 'https:']),
    http: {
      requestTimeoutMs,
      headersTimeoutMs,
      keepAliveTimeoutMs: integer(env, 'HTTP_KEEP_ALIVE_SECONDS', 5, 1, 600) * 1000,
      maxConnections: integer(env, 'HTTP_MAX_CONNECTIONS', 1000, 10, 1_000_000),
      maxConnectionsPerClient: integer(env, 'HTTP_MAX_CONNECTIONS_PER_CLIENT', 100, 2, 1_000_000),
    },
  };
}
