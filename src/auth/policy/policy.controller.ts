import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminRole } from '../../admins/admin.entity.js';
import { ApiAnswer, ApiErrors } from '../../common/api-docs.js';
import { CurrentAdmin, type Principal } from '../../common/current-admin.decorator.js';
import { Roles } from '../../common/roles.decorator.js';
import { PolicyDto } from './dto/policy.dto.js';
import { PolicyRecord, toPolicyRecord } from './policy.mapper.js';
import { PolicyService } from './policy.service.js';

@ApiTags('bureau (owner)')
@Roles(AdminRole.SuperAdmin)
@Controller('bureau/policy')
export class PolicyController {
  constructor(private readonly policy: PolicyService) {}

  @Get()
  @ApiOperation({ summary: "The bureau's sign-in rules" })
  @ApiAnswer(PolicyRecord)
  async get(): Promise<PolicyRecord> {
    return toPolicyRecord(await this.policy.get());
  }

  @Put()
  @ApiOperation({
    summary: 'Require two-factor for everyone (refused until the owner has it on)',
  })
  @ApiAnswer(PolicyRecord)
  @ApiErrors(403, 409)
  async set(@CurrentAdmin() owner: Principal, @Body() body: PolicyDto): Promise<PolicyRecord> {
    return toPolicyRecord(await this.policy.setRequireTwoFactor(owner, body.requireTwoFactor));
  }
}
