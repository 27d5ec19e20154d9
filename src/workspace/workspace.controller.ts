import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors, ApiList } from '../common/api-docs.js';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { ListPage, ListQueryDto, parseListQuery } from '../common/list/index.js';
import {
  CreateClientNoteDto,
  CreateNoteDto,
  SummaryQueryDto,
  UpdateSiteProgressDto,
} from './dto/workspace.dto.js';
import { NotesService } from './notes.service.js';
import { ProgressService } from './progress.service.js';
import { StatsService } from './stats.service.js';
import { SummaryRecord } from './stats.mapper.js';
import {
  EventRecord,
  NoteRecord,
  SiteProgressRecord,
  toEventRecord,
  toNoteRecord,
} from './workspace.mapper.js';
import { EVENTS_LIST, NOTES_LIST, SITE_PROGRESS_LIST } from './workspace.list.js';

@ApiTags('notes')
@Controller('notes')
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @Get()
  @ApiList(NoteRecord, NOTES_LIST)
  @ApiErrors(404)
  async list(
    @CurrentAdmin() admin: Principal,
    @Query() query: ListQueryDto,
  ): Promise<ListPage<NoteRecord>> {
    const params = parseListQuery(query, NOTES_LIST);
    return ListPage.of(params, await this.notes.page(admin.id, params), toNoteRecord);
  }

  @Get(':id')
  @ApiAnswer(NoteRecord)
  async findOne(@CurrentAdmin() admin: Principal, @Param('id') id: string): Promise<NoteRecord> {
    return toNoteRecord(await this.notes.findOne(admin.id, id));
  }

  @Post()
  @ApiOperation({ summary: 'Write a note about a customer (1-2000 characters)' })
  @ApiAnswer(NoteRecord, 201)
  @ApiErrors(404, 409)
  async create(
    @CurrentAdmin() admin: Principal,
    @Body() body: CreateClientNoteDto,
  ): Promise<NoteRecord> {
    return toNoteRecord(await this.notes.create(admin.id, body.clientId, body.text));
  }

  @Delete(':id')
  @ApiAnswer(NoteRecord, 200, 'The deleted note')
  async remove(@CurrentAdmin() admin: Principal, @Param('id') id: string): Promise<NoteRecord> {
    return toNoteRecord(await this.notes.remove(admin.id, undefined, id));
  }
}

/** The timeline as a flat, read-only resource (`filter.clientId`); events are written by what happens. */
@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(private readonly notes: NotesService) {}

  @Get()
  @ApiList(EventRecord, EVENTS_LIST)
  @ApiErrors(404)
  async list(
    @CurrentAdmin() admin: Principal,
    @Query() query: ListQueryDto,
  ): Promise<ListPage<EventRecord>> {
    const params = parseListQuery(query, EVENTS_LIST);
    return ListPage.of(params, await this.notes.eventsPage(admin.id, params), toEventRecord);
  }
}

@ApiTags('site-progress')
@Controller('site-progress')
export class SiteProgressListController {
  constructor(private readonly progress: ProgressService) {}

  @Get()
  @ApiOperation({
    summary:
      "One customer's sites (named by `filter.clientId`; none without it), in the list's order",
  })
  @ApiList(SiteProgressRecord, SITE_PROGRESS_LIST)
  @ApiErrors(404)
  async list(
    @CurrentAdmin() admin: Principal,
    @Query() query: ListQueryDto,
  ): Promise<ListPage<SiteProgressRecord>> {
    const params = parseListQuery(query, SITE_PROGRESS_LIST);
    const { clientId } = params.filter;
    // A row is a site of one customer: no customer named, no rows.
    if (typeof clientId !== 'string') return new ListPage(params.resource, params.offset, [], 0);
    const rows = await this.progress.list(admin.id, clientId);
    const [order] = params.orderBy;
    if (order?.id) rows.sort((a, b) => a.id.localeCompare(b.id, 'da'));
    if (Object.values(order ?? {})[0] === 'DESC') rows.reverse();
    const page = rows.slice(params.offset, params.offset + params.limit);
    return new ListPage(params.resource, params.offset, page, rows.length);
  }
}

@ApiTags('clients')
@Controller('clients/:id')
export class ClientWorkspaceController {
  constructor(private readonly notes: NotesService) {}

  @Get('notes')
  @ApiOperation({ summary: "A customer's notes, newest first" })
  @ApiAnswer([NoteRecord])
  async listNotes(
    @CurrentAdmin() admin: Principal,
    @Param('id') id: string,
  ): Promise<NoteRecord[]> {
    return (await this.notes.list(admin.id, id)).map(toNoteRecord);
  }

  @Post('notes')
  @ApiOperation({ summary: 'Write a note (1-2000 characters)' })
  @ApiAnswer(NoteRecord, 201)
  @ApiErrors(409)
  async addNote(
    @CurrentAdmin() admin: Principal,
    @Param('id') id: string,
    @Body() body: CreateNoteDto,
  ): Promise<NoteRecord> {
    return toNoteRecord(await this.notes.create(admin.id, id, body.text));
  }

  @Delete('notes/:noteId')
  @ApiAnswer(NoteRecord, 200, 'The deleted note')
  async removeNote(
    @CurrentAdmin() admin: Principal,
    @Param('id') id: string,
    @Param('noteId') noteId: string,
  ): Promise<NoteRecord> {
    return toNoteRecord(await this.notes.remove(admin.id, id, noteId));
  }

  @Get('events')
  @ApiOperation({ summary: "A customer's timeline, newest first (the latest 500)" })
  @ApiAnswer([EventRecord])
  async events(@CurrentAdmin() admin: Principal, @Param('id') id: string): Promise<EventRecord[]> {
    return (await this.notes.timeline(admin.id, id)).map(toEventRecord);
  }
}

/** A site row is addressed by its site name: `:id`, so a whole row sent back is checked against it. */
@ApiTags('clients')
@Controller('clients/:clientId/sites')
export class SiteProgressController {
  constructor(private readonly progress: ProgressService) {}

  @Get()
  @ApiOperation({ summary: "Progress on each of the admin's sites, in the list's order" })
  @ApiAnswer([SiteProgressRecord])
  list(
    @CurrentAdmin() admin: Principal,
    @Param('clientId') clientId: string,
  ): Promise<SiteProgressRecord[]> {
    return this.progress.list(admin.id, clientId);
  }

  @Put(':id')
  @ApiOperation({
    summary:
      "Set a site's state and amounts (`id` is the site name; the row may be sent back whole); 'had' is the signup's",
  })
  @ApiAnswer(SiteProgressRecord)
  @ApiErrors(409)
  update(
    @CurrentAdmin() admin: Principal,
    @Param('clientId') clientId: string,
    @Param('id') siteName: string,
    @Body() body: UpdateSiteProgressDto,
  ): Promise<SiteProgressRecord> {
    return this.progress.update(admin.id, clientId, siteName, body);
  }
}

@ApiTags('stats')
@Controller('stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get('summary')
  @ApiOperation({ summary: 'The dashboard: clients per status, signups and money in a period' })
  @ApiAnswer(SummaryRecord)
  summary(
    @CurrentAdmin() admin: Principal,
    @Query() query: SummaryQueryDto,
  ): Promise<SummaryRecord> {
    return this.stats.summary(admin.id, query);
  }
}
