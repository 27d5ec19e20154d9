import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminRecord, toAdminRecord } from '../admins/admin.mapper.js';
import { AdminRole } from '../common/admin-role.js';
import { ApiAnswer, ApiErrors } from '../common/api-docs.js';
import { Roles } from '../common/roles.decorator.js';
import { AccountsService } from './accounts.service.js';
import { TransferDto } from './dto/transfer.dto.js';
import { TransferClash, TransferRecord } from './transfer.mapper.js';
import { TransferService } from './transfer.service.js';

@ApiTags('admins (super-admin)')
@Roles(AdminRole.SuperAdmin)
@Controller('admins/:id')
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly transfers: TransferService,
  ) {}

  @Post('deactivate')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Close an account: its sessions and tokens end at once, and no sign-in opens it',
    description:
      "Signing in with the right password then answers 403 'Din konto er lukket' (a wrong one the " +
      'usual 401). 409 when it is already closed, or when it is the last active owner.',
  })
  @ApiAnswer(AdminRecord, 200, 'The closed account')
  @ApiErrors(409)
  async deactivate(@Param('id') id: string): Promise<AdminRecord> {
    return toAdminRecord(await this.accounts.deactivate(id));
  }

  @Post('reactivate')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Open a closed account again (its own links serve it again); 409 when it is open',
  })
  @ApiAnswer(AdminRecord, 200, 'The reopened account')
  @ApiErrors(409)
  async reactivate(@Param('id') id: string): Promise<AdminRecord> {
    return toAdminRecord(await this.accounts.reactivate(id));
  }

  @Post('transfer')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Hand a closed account's customers, referrals and their history to an active recruiter",
    description:
      'One transaction: customers with their notes, timeline, site progress, plans, ledger and task ' +
      'ticks, and referrals with their payments. The old personal and rateMe links then serve the ' +
      "successor's pages, and signups through them carry the source `via-{id}`. `dryRun: true` " +
      'counts and lists clashes without moving anything; a real handover with clashes is a 409 ' +
      'that lists them and moves nothing. 409 also while the account is open.',
  })
  @ApiAnswer(TransferRecord, 200, 'What moved (or, in a dry run, would move)')
  @ApiResponse({ status: 409, type: TransferClash, description: 'Refused; nothing moved' })
  @ApiErrors(503)
  transfer(@Param('id') id: string, @Body() body: TransferDto): Promise<TransferRecord> {
    return this.transfers.transfer(id, body);
  }
}
