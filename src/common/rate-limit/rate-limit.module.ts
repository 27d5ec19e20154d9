import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { RedisRateLimitStore } from './redis-rate-limit.store.js';
import { MemoryRateLimitStore, RATE_LIMIT_STORE, type RateLimitStore } from './rate-limit.store.js';

/** Counters in Redis when REDIS_URL is set (shared by every instance), in memory otherwise. */
@Global()
@Module({
  providers: [
    {
      provide: RATE_LIMIT_STORE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): RateLimitStore =>
        config.redisUrl ? new RedisRateLimitStore(config.redisUrl) : new MemoryRateLimitStore(),
    },
  ],
  exports: [RATE_LIMIT_STORE],
})
export class RateLimitModule implements OnApplicationShutdown {
  constructor(@Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close?.();
  }
}
