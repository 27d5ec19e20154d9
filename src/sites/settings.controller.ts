import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { UpdateSettingsDto } from './dto/update-settings.dto.js';
import { SettingsRecord } from './settings.record.js';
import { SettingsService } from './settings.service.js';
import { ApiAnswer } from '../common/api-docs.js';

/** One record per admin, always addressed as `me`. */
@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get(':id')
  @ApiAnswer(SettingsRecord)
  get(@Param('id') id: string, @CurrentAdmin() principal: Principal): Promise<SettingsRecord> {
    return this.settings.getRecord(principal.id, id);
  }

  @Put(':id')
  @ApiAnswer(SettingsRecord)
  update(
    @Param('id') id: string,
    @Body() body: UpdateSettingsDto,
    @CurrentAdmin() principal: Principal,
  ): Promise<SettingsRecord> {
    return this.settings.updateRecord(principal.id, id, body);
  }
}
