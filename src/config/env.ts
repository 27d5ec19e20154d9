export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

export function integer(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

export function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  try {
    const parsed = new URL(raw);
    if (!protocols.includes(parsed.protocol)) throw new Error();
  } catch {
    throw new ConfigError(`${name} must be a ${protocols.join(' or ')} URL (got "${raw}")`);
  }
  return raw.replace(/\/+$/, '');
}

export function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['true', 'on', '1'].includes(raw)) return true;
  if (['false', 'off', '0'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}
