import { Module } from '@nestjs/common';
import { ClientErasureController } from './client-erasure.controller.js';
import { ClientErasureService } from './client-erasure.service.js';
import { ClientsController } from './clients.controller.js';
import { ClientsService } from './clients.service.js';
import { AdminSitesCache } from './admin-sites.cache.js';
import { SignupController } from './signup.controller.js';
import { SignupRepository } from './signup.repository.js';
import { SignupService } from './signup.service.js';
import { PgPool } from '../database/pg-pool.js';

@Module({
  controllers: [ClientsController, SignupController, ClientErasureController],
  providers: [
    ClientsService,
    ClientErasureService,
    SignupService,
    SignupRepository,
    AdminSitesCache,
    PgPool,
  ],
  exports: [ClientsService],
})
export class ClientsModule {}
