import { Module } from '@nestjs/common';
import { AdminsModule } from '../admins/admins.module.js';
import { PublicAdminService } from './public-admin.service.js';
import { PublicAdminsController } from './public-admins.controller.js';
import { PublicConfigController } from './public-config.controller.js';
import { PrivacyController } from './privacy.controller.js';
import { SettingsController } from './settings.controller.js';
import { SettingsService } from './settings.service.js';

@Module({
  imports: [AdminsModule],
  controllers: [
    SettingsController,
    PublicAdminsController,
    PublicConfigController,
    PrivacyController,
  ],
  providers: [SettingsService, PublicAdminService],
  exports: [SettingsService, PublicAdminService],
})
export class SitesModule {}
