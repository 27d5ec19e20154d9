import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { UpdateSettingsDto } from './dto/update-settings.dto.js';
import { SettingsRecord, WebhookSecretRecord } from './settings.mapper.js';
import { SettingsService } from './settings.service.js';
import { ApiAnswer } from '../common/api-docs.js';

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

  @Post(':id/webhook-secret')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Make a new webhook secret (replacing the old one); shown only in this answer',
  })
  @ApiAnswer(WebhookSecretRecord, 201, 'Created')
  newWebhookSecret(
    @Param('id') id: string,
    @CurrentAdmin() principal: Principal,
  ): Promise<WebhookSecretRecord> {
    return this.settings.newWebhookSecret(principal.id, id);
  }
}
