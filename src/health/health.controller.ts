import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../common/api-docs.js';
import { HealthAnswer } from './health.mapper.js';
import { HealthCheck, HealthCheckService, type HealthCheckResult } from '@nestjs/terminus';
import { Public } from '../common/public.decorator.js';
import { DatabaseHealthIndicator } from './database.health.js';

/** 200 while the database answers, 503 while it does not (for load balancers and orchestration). */
@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: DatabaseHealthIndicator,
  ) {}

  @Get()
  @ApiOperation({ summary: '200 while the database answers, 503 while it does not' })
  @HealthCheck({ swaggerDocumentation: false })
  @ApiAnswer(HealthAnswer, 200, 'The database answers')
  @ApiAnswer(HealthAnswer, 503, 'The database does not answer')
  check(): Promise<HealthCheckResult> {
    return this.health.check([() => this.database.check('database')]);
  }
}
