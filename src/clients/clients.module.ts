import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { ClientErasureController } from './client-erasure.controller.js';
import { ClientRollupsJob } from './client-rollups.job.js';
import { ClientErasureService } from './client-erasure.service.js';
import { ClientsController } from './clients.controller.js';
import { ClientsService } from './clients.service.js';
import { AdminSitesCache } from './admin-sites.cache.js';
import { SignupMiddleware } from './signup.middleware.js';
import { SignupRepository } from './signup.repository.js';
import { SignupService } from './signup.service.js';
import { PgPool } from '../database/pg-pool.js';

@Module({
  controllers: [ClientsController, ClientErasureController],
  providers: [
    ClientsService,
    ClientErasureService,
    SignupService,
    SignupRepository,
    AdminSitesCache,
    PgPool,
    ClientRollupsJob,
  ],
  exports: [ClientsService],
})
export class ClientsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SignupMiddleware).forRoutes({ path: 'start', method: RequestMethod.POST });
  }
}
