export { AuditModule } from './audit.module.js';
export { AuditWriter, type AuditFact } from './audit.writer.js';
