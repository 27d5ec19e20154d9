import { Module } from '@nestjs/common';
import { AdminsModule } from '../admins/admins.module.js';
import { AuthModule } from '../auth/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { OwnerResetLinkController } from './owner-reset-link.controller.js';
import { PasswordResetController } from './password-reset.controller.js';
import { PasswordResetService } from './password-reset.service.js';

@Module({
  imports: [AuthModule, AdminsModule, NotificationsModule],
  controllers: [PasswordResetController, OwnerResetLinkController],
  providers: [PasswordResetService],
})
export class PasswordResetModule {}
