import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminRole } from '../common/admin-role.js';
import { ApiList } from '../common/api-docs.js';
import { ListPage, ListQueryDto, parseListQuery } from '../common/list/index.js';
import { Roles } from '../common/roles.decorator.js';
import { AUDIT_LIST } from './audit.list.js';
import { AuditRecord, toAuditRecord } from './audit.mapper.js';
import { AuditService } from './audit.service.js';
import { ExportEventDto } from './dto/export-event.dto.js';

@ApiTags('audit')
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @Roles(AdminRole.SuperAdmin)
  @ApiOperation({ summary: 'Who saw or changed personal data, newest first (super-admin)' })
  @ApiList(AuditRecord, AUDIT_LIST)
  async list(@Query() query: ListQueryDto): Promise<ListPage<AuditRecord>> {
    const params = parseListQuery(query, AUDIT_LIST);
    const page = await this.audit.list(params);
    const emails = await this.audit.adminEmails(page[0]);
    return ListPage.of(params, page, (entry) => toAuditRecord(entry, emails));
  }

  @Post('exports')
  @HttpCode(204)
  @ApiOperation({ summary: "The panel's CSV export of the signed-in admin's customers" })
  @ApiResponse({ status: 204, description: 'Recorded' })
  exported(@Body() _body: ExportEventDto): void {}
}
