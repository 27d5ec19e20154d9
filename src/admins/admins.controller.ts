import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { ApiAnswer, ApiErrors, ApiList } from '../common/api-docs.js';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { ListPage, ListQueryDto, parseListQuery } from '../common/list/index.js';
import { Roles } from '../common/roles.decorator.js';
import { AdminRole } from '../common/admin-role.js';
import { AdminRecord, toAdminRecord } from './admin.mapper.js';
import { ADMINS_LIST } from './admins.list.js';
import { AdminsService } from './admins.service.js';
import { CreateAdminDto } from './dto/create-admin.dto.js';

@ApiTags('admins (super-admin)')
@Roles(AdminRole.SuperAdmin)
@Controller('admins')
export class AdminsController {
  constructor(private readonly admins: AdminsService) {}

  @Get()
  @ApiList(AdminRecord, ADMINS_LIST)
  async list(@Query() query: ListQueryDto): Promise<ListPage<AdminRecord>> {
    const params = parseListQuery(query, ADMINS_LIST);
    return ListPage.of(params, await this.admins.list(params), toAdminRecord);
  }

  @Get(':id')
  @ApiAnswer(AdminRecord)
  async findOne(@Param('id') id: string): Promise<AdminRecord> {
    return toAdminRecord(await this.admins.findOne(id));
  }

  @Post()
  @ApiAnswer(AdminRecord, 201)
  @ApiErrors(409)
  async create(@Body() body: CreateAdminDto): Promise<AdminRecord> {
    return toAdminRecord(await this.admins.create(body));
  }

  @Delete(':id')
  @ApiAnswer(AdminRecord, 200, 'The removed admin')
  @ApiErrors(409)
  async remove(
    @Param('id') id: string,
    @CurrentAdmin() principal: Principal,
  ): Promise<AdminRecord> {
    return toAdminRecord(await this.admins.remove(id, principal.id));
  }
}
