import { Module } from '@nestjs/common';
import { AdminsModule } from '../admins/admins.module.js';
import { ClientsController } from './clients.controller.js';
import { ClientsService } from './clients.service.js';
import { Idempotency } from './idempotency.js';
import { SignupController } from './signup.controller.js';
import { SignupService } from './signup.service.js';

@Module({
  imports: [AdminsModule],
  controllers: [ClientsController, SignupController],
  providers: [ClientsService, SignupService, Idempotency],
  exports: [ClientsService],
})
export class ClientsModule {}
