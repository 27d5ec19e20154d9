import { Body, Controller, Get, NotFoundException, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { UpdateSettingsDto } from './dto/update-settings.dto.js';
import { type SettingsRecord, SettingsService } from './settings.service.js';

/** One record per admin, always addressed as `me`: there is no way to name another admin's. */
@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get(':id')
  get(@Param('id') id: string, @CurrentAdmin() principal: Principal): Promise<SettingsRecord> {
    assertMe(id);
    return this.settings.get(principal.id);
  }

  @Put(':id')
  update(@Param('id') id: string, @Body() body: UpdateSettingsDto, @CurrentAdmin() principal: Principal): Promise<SettingsRecord> {
    assertMe(id);
    return this.settings.update(principal.id, body);
  }
}

function assertMe(id: string): void {
  if (id !== 'me') throw new NotFoundException('Indstillingerne findes ikke');
}
