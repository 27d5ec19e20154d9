export { ProgressService } from './progress.service.js';
export { SiteProgressRecord } from './workspace.mapper.js';
export { WorkspaceModule } from './workspace.module.js';
export { recordEvent } from '../clients/timeline.js';
