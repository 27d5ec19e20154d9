import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { UpdateSettingsDto } from './dto/update-settings.dto.js';
import { type SettingsRecord, SettingsService } from './settings.service.js';

/** One record per admin, always addressed as `me`. */
@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get(':id')
  get(@Param('id') id: string, @CurrentAdmin() principal: Principal): Promise<SettingsRecord> {
    return this.settings.getRecord(principal.id, id);
  }

  @Put(':id')
  update(@Param('id') id: string, @Body() body: UpdateSettingsDto, @CurrentAdmin() principal: Principal): Promise<SettingsRecord> {
    return this.settings.updateRecord(principal.id, id, body);
  }
}
