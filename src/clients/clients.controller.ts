import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiAnswer, ApiErrors, ApiList } from '../common/api-docs.js';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { ListPage, ListQueryDto, parseSqlListQuery } from '../common/list/index.js';
import { ClientRecord, toClientRecord } from './client.mapper.js';
import { CLIENTS_LIST } from './clients.list.js';
import { ClientsService } from './clients.service.js';
import { UpdateClientDto } from './dto/update-client.dto.js';

@ApiTags('clients')
@Controller('clients')
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  @Get()
  @ApiList(ClientRecord, CLIENTS_LIST)
  async list(
    @CurrentAdmin() principal: Principal,
    @Query() query: ListQueryDto,
  ): Promise<ListPage<ClientRecord>> {
    const params = parseSqlListQuery(query, CLIENTS_LIST);
    return ListPage.of(params, await this.clients.list(principal.id, params), toClientRecord);
  }

  @Get(':id')
  @ApiAnswer(ClientRecord)
  async findOne(
    @CurrentAdmin() principal: Principal,
    @Param('id') id: string,
  ): Promise<ClientRecord> {
    return toClientRecord(await this.clients.findOwn(principal.id, id));
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Change status and follow-up, correct contact data (the whole record may be sent)',
  })
  @ApiAnswer(ClientRecord)
  @ApiErrors(409)
  async update(
    @CurrentAdmin() principal: Principal,
    @Param('id') id: string,
    @Body() body: UpdateClientDto,
  ): Promise<ClientRecord> {
    return toClientRecord(await this.clients.update(principal.id, id, body));
  }

  @Post(':id/pending-signup/apply')
  @ApiOperation({
    summary:
      "Use what a repeat signup brought (pendingSignup): it becomes the card's name, email, phone, birth date and sites, and its referral code when it brought one",
  })
  @HttpCode(200)
  @ApiAnswer(ClientRecord)
  @ApiErrors(409)
  async applyPendingSignup(
    @CurrentAdmin() principal: Principal,
    @Param('id') id: string,
  ): Promise<ClientRecord> {
    return toClientRecord(await this.clients.applyPendingSignup(principal.id, id));
  }

  @Delete(':id/pending-signup')
  @ApiOperation({ summary: 'Dismiss what a repeat signup brought; the card stays as it is' })
  @ApiAnswer(ClientRecord)
  @ApiErrors(409)
  async dismissPendingSignup(
    @CurrentAdmin() principal: Principal,
    @Param('id') id: string,
  ): Promise<ClientRecord> {
    return toClientRecord(await this.clients.dismissPendingSignup(principal.id, id));
  }

  @Post(':id/archive')
  @ApiOperation({ summary: 'Archive a customer: personal data blanked, once' })
  @HttpCode(200)
  @ApiAnswer(ClientRecord)
  @ApiErrors(409)
  async archive(
    @CurrentAdmin() principal: Principal,
    @Param('id') id: string,
  ): Promise<ClientRecord> {
    return toClientRecord(await this.clients.archive(principal.id, id));
  }
}
