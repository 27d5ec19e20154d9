import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { RetentionJob } from './retention.job.js';
import { RetentionService } from './retention.service.js';

@Module({
  imports: [ClientsModule],
  providers: [RetentionService, RetentionJob],
  exports: [RetentionJob],
})
export class RetentionModule {}
