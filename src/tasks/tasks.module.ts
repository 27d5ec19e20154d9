import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { NotificationsModule } from '../notifications/index.js';
import { SettlementModule } from '../settlement/index.js';
import { SitesModule } from '../sites/sites.module.js';
import { WorkspaceModule } from '../workspace/index.js';
import { TaskLinkLookup } from './task-link.lookup.js';
import { TaskLinkOpener } from './task-link.opener.js';
import { TaskLinksController } from './task-links.controller.js';
import { TaskLinksService } from './task-links.service.js';
import { TaskSessionGuard } from './task-session.js';
import { TaskLinkController, TasksController } from './tasks.controller.js';
import { TasksService } from './tasks.service.js';

@Module({
  imports: [ClientsModule, SitesModule, WorkspaceModule, NotificationsModule, SettlementModule],
  controllers: [TaskLinksController, TaskLinkController, TasksController],
  providers: [TaskLinksService, TaskLinkLookup, TaskLinkOpener, TaskSessionGuard, TasksService],
})
export class TasksModule {}
