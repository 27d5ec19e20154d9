import { Module } from '@nestjs/common';
import { AdminsController } from './admins.controller.js';
import { AdminsService } from './admins.service.js';
import { PublicAdminsController } from './public-admins.controller.js';
import { PublicConfigController } from './public-config.controller.js';
import { SettingsController } from './settings.controller.js';
import { SettingsService } from './settings.service.js';

@Module({
  controllers: [
    AdminsController,
    SettingsController,
    PublicAdminsController,
    PublicConfigController,
  ],
  providers: [AdminsService, SettingsService],
  exports: [AdminsService, SettingsService],
})
export class AdminsModule {}
