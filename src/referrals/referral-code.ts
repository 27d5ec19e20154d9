import { REFERRAL_CODE, SIGNUP_MESSAGES } from '../../rules/signup-messages.js';
import { fieldError } from '../common/validation.js';

/** `referal` as the original pages send it: '', a 4-digit string, or the number they parsed. */
export function parseReferralCode(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 9999) {
    return String(value).padStart(4, '0');
  }
  if (typeof value === 'string' && REFERRAL_CODE.test(value.trim())) return value.trim();
  throw fieldError('referal', SIGNUP_MESSAGES.referralCode);
}
