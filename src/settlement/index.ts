export { PaymentsService } from './payments.service.js';
export { StatementRecord } from './payment.mapper.js';
export { SettlementModule } from './settlement.module.js';
