import { Body, Controller, Headers, Post, Res } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/public.decorator.js';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import { SignupDto } from './dto/signup.dto.js';
import { SignupService } from './signup.service.js';

@ApiTags('public')
@Public()
@Controller()
export class SignupController {
  constructor(private readonly signups: SignupService) {}

  @Post('start')
  @RateLimit('signup')
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'a retry with the same key returns the first answer' })
  async start(
    @Body() body: SignupDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ id: string }> {
    const answer = await this.signups.signup(body, idempotencyKey);
    res.status(answer.status);
    return answer.body;
  }
}
