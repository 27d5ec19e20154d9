import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminRole } from '../common/admin-role.js';
import { ApiAnswer } from '../common/api-docs.js';
import { Roles } from '../common/roles.decorator.js';
import { LeaderboardQueryDto } from './dto/leaderboard.dto.js';
import { LeaderboardRow } from './leaderboard.mapper.js';
import { LeaderboardService } from './leaderboard.service.js';

@ApiTags('bureau (owner)')
@Roles(AdminRole.SuperAdmin)
@Controller('bureau/leaderboard')
export class LeaderboardController {
  constructor(private readonly leaderboard: LeaderboardService) {}

  @Get()
  @ApiOperation({
    summary: "The owner's comparison of every recruiter in a period (default: this month)",
    description:
      "Per admin: the period's new customers, the shares of them contacted (status past `new`) and " +
      '`done` (0-1), profit and fees earned in the period, what customers owe and are owed now, and ' +
      'the funnel (visits → signups). Sorted by email; closed accounts have `active: false`.',
  })
  @ApiAnswer([LeaderboardRow])
  list(@Query() query: LeaderboardQueryDto): Promise<LeaderboardRow[]> {
    return this.leaderboard.leaderboard(query);
  }
}
