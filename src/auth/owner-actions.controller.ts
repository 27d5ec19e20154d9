import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminRole } from '../admins/admin.entity.js';
import { AdminsService } from '../admins/admins.service.js';
import { Roles } from '../common/roles.decorator.js';
import { AccountThrottle } from './account-throttle.js';

/** The owner lets a recruiter in again after a stranger's guessing locked unknown devices out. */
@ApiTags('admins (super-admin)')
@Roles(AdminRole.SuperAdmin)
@Controller('admins/:id/throttle')
export class OwnerActionsController {
  constructor(
    private readonly admins: AdminsService,
    private readonly throttle: AccountThrottle,
  ) {}

  @Delete()
  @ApiOperation({ summary: "Lifts the account's sign-in lockout (guessing from unknown devices)" })
  @HttpCode(204)
  @ApiResponse({ status: 204, description: 'Lifted' })
  async lift(@Param('id') id: string): Promise<void> {
    const admin = await this.admins.findOne(id);
    await this.throttle.lift(admin.email, admin.id);
  }
}
