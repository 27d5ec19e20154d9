export { AuditModule } from './audit.module.js';
export { AuditWriter, type AuditFact } from './audit.writer.js';
export { RETENTION_ARCHIVED } from './audited-routes.js';
