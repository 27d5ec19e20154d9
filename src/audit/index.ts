export { AuditModule } from './audit.module.js';
export { AuditWriter } from './audit.writer.js';
export { RETENTION_ARCHIVED } from './audited-routes.js';
