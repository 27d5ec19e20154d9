import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { ListQueryDto, parseListQuery, setContentRange } from '../common/list-query.js';
import { Roles } from '../common/roles.decorator.js';
import { AdminRole } from './admin.entity.js';
import { type AdminRecord, toAdminRecord } from './admin.mapper.js';
import { AdminsService } from './admins.service.js';
import { CreateAdminDto } from './dto/create-admin.dto.js';

@ApiTags('admins (super-admin)')
@Roles(AdminRole.SuperAdmin)
@Controller('admins')
export class AdminsController {
  constructor(private readonly admins: AdminsService) {}

  @Get()
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminRecord[]> {
    const params = parseListQuery<{ q?: string; id?: string[] }>(query, {
      sortFields: ['createdAt', 'email', 'role', 'id'],
      defaultSort: ['createdAt', 'ASC'],
    });
    const [admins, total] = await this.admins.list(params);
    setContentRange(res, 'admins', params.offset, admins.length, total);
    return admins.map(toAdminRecord);
  }

  @Get(':id')
  async findOne(@Param('id') id: string): Promise<AdminRecord> {
    return toAdminRecord(await this.admins.findOne(id));
  }

  @Post()
  async create(@Body() body: CreateAdminDto): Promise<AdminRecord> {
    return toAdminRecord(await this.admins.create(body));
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id') id: string, @CurrentAdmin() principal: Principal): Promise<{ id: string }> {
    await this.admins.remove(id, principal.id);
    return { id };
  }
}
