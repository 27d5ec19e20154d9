import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors } from '../common/api-docs.js';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { CreateNoteDto, SummaryQueryDto, UpdateSiteProgressDto } from './dto/workspace.dto.js';
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
