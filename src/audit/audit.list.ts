import { equalsFilter, type FilterRule, type ListSpec } from '../common/list/index.js';
import { fieldError } from '../common/validation.js';
import { AUDIT_ACTIONS } from './audited-routes.js';

const atBound =
  (operator: '$gte' | '$lt'): FilterRule =>
  (value, key) => {
    const text = String(value);
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
    const at = new Date(text);
    if (typeof value !== 'string' || Number.isNaN(at.getTime())) {
      throw fieldError(`filter.${key}`, `${key} skal være en dato (ÅÅÅÅ-MM-DD) eller et tidspunkt`);
    }
    if (operator === '$lt' && dateOnly) at.setUTCDate(at.getUTCDate() + 1);
    return { at: { [operator === '$lt' && !dateOnly ? '$lte' : operator]: at } };
  };

export const AUDIT_LIST: ListSpec = {
  resource: 'audit',
  sorts: { id: 'id', at: 'at', adminId: 'adminId', action: 'action' },
  defaultSort: ['at', 'DESC'],
  filters: {
    adminId: equalsFilter('adminId'),
    action: equalsFilter('action', [...new Set(AUDIT_ACTIONS)]),
    from: atBound('$gte'),
    to: atBound('$lt'),
  },
};
