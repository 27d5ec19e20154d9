import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { PgPool } from '../database/pg-pool.js';
import { SitesModule } from '../sites/sites.module.js';
import { NotesService } from './notes.service.js';
import { ProgressService } from './progress.service.js';
import { StatsService } from './stats.service.js';
import {
  ClientWorkspaceController,
  EventsController,
  NotesController,
  SiteProgressController,
  SiteProgressListController,
  StatsController,
} from './workspace.controller.js';

@Module({
  imports: [ClientsModule, SitesModule],
  controllers: [
    ClientWorkspaceController,
    SiteProgressController,
    NotesController,
    EventsController,
    SiteProgressListController,
    StatsController,
  ],
  providers: [NotesService, ProgressService, StatsService, PgPool],
  exports: [ProgressService],
})
export class WorkspaceModule {}
