import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { ListQueryDto, parseListQuery, setContentRange } from '../common/list-query.js';
import { type ClientRecord, toClientRecord } from './client.mapper.js';
import { type ClientFilter, ClientsService } from './clients.service.js';

@ApiTags('clients')
@Controller('clients')
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  @Get()
  async list(
    @CurrentAdmin() principal: Principal,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ClientRecord[]> {
    const params = parseListQuery<ClientFilter>(query, {
      sortFields: ['createdAt', 'name', 'siteCount'],
      defaultSort: ['createdAt', 'ASC'],
    });
    const [clients, total] = await this.clients.list(principal.id, params);
    setContentRange(res, 'clients', params.offset, clients.length, total);
    return clients.map(toClientRecord);
  }

  @Get(':id')
  async findOne(@CurrentAdmin() principal: Principal, @Param('id') id: string): Promise<ClientRecord> {
    return toClientRecord(await this.clients.findOwn(principal.id, id));
  }

  @Post(':id/archive')
  @HttpCode(200)
  async archive(@CurrentAdmin() principal: Principal, @Param('id') id: string): Promise<ClientRecord> {
    return toClientRecord(await this.clients.archive(principal.id, id));
  }
}
