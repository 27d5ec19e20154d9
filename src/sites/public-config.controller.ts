import { Controller, Get, Inject } from '@nestjs/common';
import { ApiAnswer } from '../common/api-docs.js';
import { PublicConfig } from './settings.mapper.js';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/public.decorator.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';

@ApiTags('public')
@Public()
@Controller('public/config')
export class PublicConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @ApiOperation({ summary: 'The base address of personal links' })
  @ApiAnswer(PublicConfig)
  get(): PublicConfig {
    return { publicUrl: this.config.publicUrl ?? null };
  }
}
