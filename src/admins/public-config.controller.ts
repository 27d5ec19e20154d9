import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/public.decorator.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';

/** What the pages need to know about this deployment: the base of personal links. */
@ApiTags('public')
@Public()
@Controller('public/config')
export class PublicConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  get(): { publicUrl: string | null } {
    return { publicUrl: this.config.publicUrl ?? null };
  }
}
