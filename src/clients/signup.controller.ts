import { Body, Controller, Headers, Post, Res } from '@nestjs/common';
import { ApiAnswer, ApiErrors } from '../common/api-docs.js';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/public.decorator.js';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import { SignupDto, SignupReceipt } from './dto/signup.dto.js';
import { SignupService } from './signup.service.js';

@ApiTags('public')
@Public()
@Controller()
export class SignupController {
  constructor(private readonly signups: SignupService) {}

  @Post('start')
  @ApiOperation({ summary: "A visitor's signup (the original app's contract)" })
  @RateLimit('signup')
  @ApiAnswer(
    SignupReceipt,
    201,
    'Stored (a replay with the same Idempotency-Key answers the first answer again)',
  )
  @ApiErrors(404, 409, 422)
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'a retry with the same key returns the first answer',
  })
  async start(
    @Body() body: SignupDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SignupReceipt> {
    const answer = await this.signups.signup(body, idempotencyKey);
    res.status(answer.status);
    return answer.body;
  }
}
