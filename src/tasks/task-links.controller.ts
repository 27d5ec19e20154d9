import { Body, Controller, Delete, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ClientRecord, toClientRecord } from '../clients/client.mapper.js';
import { ApiAnswer, ApiErrors } from '../common/api-docs.js';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { CreateTaskLinkDto } from './dto/tasks.dto.js';
import { TaskLinksService } from './task-links.service.js';
import { TaskLinkCreatedRecord } from './task.mapper.js';

@ApiTags('clients')
@Controller('clients/:id/task-link')
export class TaskLinksController {
  constructor(private readonly links: TaskLinksService) {}

  @Post()
  @ApiOperation({
    summary:
      "A new link to the customer's own page ('Mine opgaver'), replacing the old one and its sessions; `email: true` also mails it",
  })
  @ApiAnswer(TaskLinkCreatedRecord, 201)
  @ApiErrors(409)
  create(
    @CurrentAdmin() admin: Principal,
    @Param('id') id: string,
    @Body() body: CreateTaskLinkDto,
    @Req() req: Request,
  ): Promise<TaskLinkCreatedRecord> {
    return this.links.create(admin.id, id, `${req.protocol}://${req.get('host')}`, body.email);
  }

  @Delete()
  @ApiOperation({ summary: 'Revoke the link: it and its sessions stop working' })
  @ApiAnswer(ClientRecord)
  @ApiErrors(409)
  async revoke(@CurrentAdmin() admin: Principal, @Param('id') id: string): Promise<ClientRecord> {
    return toClientRecord(await this.links.revoke(admin.id, id));
  }
}
