import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, flag, integer, url, type Env } from './env.js';
import { securityConfig, type SecurityConfig } from './security.config.js';

interface RateLimitConfig {
  limit: number;
  ttlMs: number;
}

export interface AppConfig {
  port: number;
  databaseUrl?: string;
  /** One session without a transaction pooler, for the job worker, LISTEN and the migration lock. */
  databaseDirectUrl?: string;
  dataDir: string;
  jwtSecret: string;
  sessionTtlHours: number;
  superadminEmail?: string;
  superadminPassword?: string;
  defaultAdminId?: string;
  publicUrl?: string;
  redisUrl?: string;
  trustProxy: boolean | number | string;
  corsOrigins: string[];
  logLevel: string;
  logFile?: string;
  retentionMonths: number;
  /** How long a customer's task link works (PRODUCT.md §17). */
  taskLinkDays: number;
  /** The job queue's worker in this instance (`JOBS_WORKER=off` leaves the jobs to other instances). */
  jobs: { worker: boolean; concurrency: number };
  notifications: {
    /** nodemailer's SMTP URL; without it email is off. */
    smtpUrl?: string;
    mailFrom: string;
    /** Webhooks to loopback, private and link-local addresses, and over http (tests, closed networks). */
    allowPrivateWebhooks: boolean;
    /** First retry delay; doubles per attempt up to an hour, for 24 h. */
    retryBaseMs: number;
    /** The hour (0-23, Copenhagen time) the morning email with the day's follow-ups goes out. */
    followUpHour: number;
  };
  rateLimits: {
    signup: RateLimitConfig;
    referralLookup: RateLimitConfig;
    /** Referral lookups of one recruiter's codes from one client (per hour). */
    referralLookupPerRecruiter: RateLimitConfig;
    login: RateLimitConfig;
    public: RateLimitConfig;
    /** First-bet plans per signed-in admin (not per address). */
    plans: RateLimitConfig;
    passwordReset: RateLimitConfig;
    /** Password-reset mails per email address (per hour), from all addresses together. */
    passwordResetPerEmail: RateLimitConfig;
    taskSession: RateLimitConfig;
    tasks: RateLimitConfig;
  };
  security: SecurityConfig;
  /** The Odds API (v4), called by the server only: without a key 'Hent odds' is off. */
  oddsFeed: { apiKey?: string; url: string; timeoutMs: number };
  oddsStaleMinutes: number;
  live: {
    maxStreamsPerAdmin: number;
    pingSeconds: number;
  };
}

/** `TRUST_PROXY`: off by default; a hop count, or a subnet / keyword list handed to Express. */
function trustProxy(env: Env): boolean | number | string {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would trust any X-Forwarded-For: give a hop count or a subnet',
    );
  }
  return raw;
}

/** A secret kept under DATA_DIR so restarts keep sessions valid without configuration. */
function jwtSecret(env: Env, dataDir: string): string {
  const configured = env.JWT_SECRET;
  if (configured !== undefined && configured !== '') {
    if (configured.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    return configured;
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function rateLimit(env: Env, name: string, fallback: number, ttlMs = 60_000): RateLimitConfig {
  return { limit: integer(env, name, fallback, 1, 1_000_000), ttlMs };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR || '.data');
  const superadminEmail = env.SUPERADMIN_EMAIL?.trim().toLowerCase() || undefined;
  const superadminPassword = env.SUPERADMIN_PASSWORD || undefined;
  if (superadminEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(superadminEmail)) {
    throw new ConfigError(`SUPERADMIN_EMAIL is not an email address (got "${superadminEmail}")`);
  }
  if (Boolean(superadminEmail) !== Boolean(superadminPassword)) {
    throw new ConfigError('SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD must be set together');
  }
  if (superadminPassword && (superadminPassword.length < 12 || superadminPassword.length > 128)) {
    throw new ConfigError('SUPERADMIN_PASSWORD must be 12 to 128 characters');
  }
  const defaultAdminId = env.DEFAULT_ADMIN_ID?.trim() || undefined;
  if (defaultAdminId && !/^[A-Za-z0-9_-]{1,64}$/.test(defaultAdminId)) {
    throw new ConfigError(`DEFAULT_ADMIN_ID must be an admin id (letters, digits, - and _)`);
  }
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    databaseDirectUrl: url(env, 'DATABASE_DIRECT_URL', ['postgres:', 'postgresql:']),
    dataDir,
    jwtSecret: jwtSecret(env, dataDir),
    sessionTtlHours: integer(env, 'SESSION_TTL_HOURS', 12, 1, 24 * 30),
    superadminEmail,
    superadminPassword,
    defaultAdminId,
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:']),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    trustProxy: trustProxy(env),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL || 'info',
    logFile: env.LOG_FILE || undefined,
    retentionMonths: integer(env, 'RETENTION_MONTHS', 24, 1, 240),
    taskLinkDays: integer(env, 'TASK_LINK_DAYS', 30, 1, 365),
    jobs: {
      worker: flag(env, 'JOBS_WORKER', true),
      concurrency: integer(env, 'JOBS_CONCURRENCY', 5, 1, 100),
    },
    notifications: {
      smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
      mailFrom: env.MAIL_FROM?.trim() || 'Arbi <noreply@arbi.invalid>',
      allowPrivateWebhooks: flag(env, 'WEBHOOK_ALLOW_PRIVATE', false),
      retryBaseMs: integer(env, 'NOTIFY_RETRY_BASE_MS', 30_000, 10, 3_600_000),
      followUpHour: integer(env, 'FOLLOWUP_MAIL_HOUR', 7, 0, 23),
    },
    rateLimits: {
      signup: rateLimit(env, 'RATE_LIMIT_SIGNUP', 10),
      referralLookup: rateLimit(env, 'RATE_LIMIT_REFERRAL', 20),
      referralLookupPerRecruiter: rateLimit(env, 'RATE_LIMIT_REFERRAL_RECRUITER', 60, 3600_000),
      login: rateLimit(env, 'RATE_LIMIT_LOGIN', 5),
      public: rateLimit(env, 'RATE_LIMIT_PUBLIC', 120),
      plans: rateLimit(env, 'RATE_LIMIT_PLANS', 30),
      passwordReset: rateLimit(env, 'RATE_LIMIT_PASSWORD_RESET', 5),
      passwordResetPerEmail: rateLimit(env, 'RATE_LIMIT_PASSWORD_RESET_EMAIL', 3, 3600_000),
      taskSession: rateLimit(env, 'RATE_LIMIT_TASK_SESSION', 10),
      tasks: rateLimit(env, 'RATE_LIMIT_TASKS', 60),
    },
    security: securityConfig(env),
    oddsFeed: {
      apiKey: env.ODDS_API_KEY?.trim() || undefined,
      url: url(env, 'ODDS_API_URL', ['http:', 'https:']) ?? 'https://api.the-odds-api.com',
      timeoutMs: integer(env, 'ODDS_API_TIMEOUT_SECONDS', 8, 1, 60) * 1000,
    },
    oddsStaleMinutes: integer(env, 'ODDS_STALE_MINUTES', 10, 1, 1440),
    live: {
      maxStreamsPerAdmin: integer(env, 'LIVE_MAX_STREAMS', 5, 1, 100),
      pingSeconds: integer(env, 'LIVE_PING_SECONDS', 25, 1, 300),
    },
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
