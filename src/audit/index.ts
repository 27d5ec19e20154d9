export { AuditModule } from './audit.module.js';
export { AuditWriter } from './audit.writer.js';
export { PASSWORD_RESET, RETENTION_ARCHIVED } from './audited-routes.js';
