import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limit.store.js';

/** Counts and starts the window in one atomic step, so instances sharing Redis never race. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

const PEEK = `
local count = redis.call('GET', KEYS[1])
return {tonumber(count) or 0, redis.call('PTTL', KEYS[1])}
`;

export class RedisRateLimitStore implements RateLimitStore {
  private readonly logger = new Logger('RateLimit');
  private readonly redis: Redis;

  constructor(url: string) {
    // Fail fast while Redis is away instead of queueing every request behind it.
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: false,
    });
    this.redis.on('error', (error) => this.logger.warn(`redis: ${error.message}`));
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    try {
      const [count, ttl] = (await this.redis.eval(HIT, 1, `arbi:rl:${key}`, windowMs)) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    } catch (error) {
      // An outage of the limiter must not take signups down with it: let the request through.
      this.logger.warn(`rate limit not counted: ${(error as Error).message}`);
      return { count: 0, resetInMs: windowMs };
    }
  }

  async peek(key: string): Promise<{ count: number; resetInMs: number }> {
    try {
      const [count, ttl] = (await this.redis.eval(PEEK, 1, `arbi:rl:${key}`)) as [number, number];
      return { count, resetInMs: Math.max(ttl, 0) };
    } catch (error) {
      this.logger.warn(`rate limit not read: ${(error as Error).message}`);
      return { count: 0, resetInMs: 0 };
    }
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`arbi:rl:${key}`).catch((error: Error) => {
      this.logger.warn(`rate limit not reset: ${error.message}`);
    });
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
