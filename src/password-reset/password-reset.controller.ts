import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-docs.js';
import { Public } from '../common/public.decorator.js';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import { ConfirmResetDto, RequestResetDto } from './dto/reset.dto.js';
import { PasswordResetService } from './password-reset.service.js';

@ApiTags('auth')
@Controller('auth/password-reset')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Public()
  @RateLimit('passwordReset', 'passwordResetPerEmail')
  @Post()
  @ApiOperation({ summary: 'Mails a one-time link (30 minutes) when the email has an account' })
  @HttpCode(202)
  @ApiResponse({ status: 202, description: 'The same answer whether or not the email is known' })
  request(@Body() body: RequestResetDto): void {
    this.resets.request(body.email);
  }

  @Public()
  @RateLimit('passwordReset')
  @Post('confirm')
  @ApiOperation({ summary: "Sets a new password with the link's token; every session ends" })
  @HttpCode(204)
  @ApiResponse({ status: 204, description: 'Changed; sign in with the new password' })
  @ApiErrors(429)
  async confirm(@Body() body: ConfirmResetDto): Promise<void> {
    await this.resets.confirm(body.token, body.newPassword);
  }
}
