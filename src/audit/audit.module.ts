import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditController } from './audit.controller.js';
import { AuditInterceptor } from './audit.interceptor.js';
import { AuditService } from './audit.service.js';
import { AuditWriter } from './audit.writer.js';
import { ListViews } from './list-views.js';

@Global()
@Module({
  controllers: [AuditController],
  providers: [
    AuditService,
    AuditWriter,
    { provide: ListViews, useFactory: () => new ListViews() },
    { provide: APP_INTERCEPTOR, useClass: AuditInterceptor },
  ],
  exports: [AuditWriter],
})
export class AuditModule {}
