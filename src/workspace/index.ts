export { ClientEvent, EVENT_TYPES, type EventType } from './client-event.entity.js';
export { ClientNote } from './client-note.entity.js';
export {
  ClientSiteProgress,
  PROGRESS_STATES,
  type ProgressState,
  type SiteState,
} from './client-site-progress.entity.js';
export { forgetPersonalData, recordEvent } from './timeline.js';
export { ProgressService } from './progress.service.js';
export { SiteProgressRecord } from './workspace.mapper.js';
export { WorkspaceModule } from './workspace.module.js';
