import { useEffect, useState } from 'react';
import { REFERRAL_CODE } from '../../rules/signup-messages';
import { lookUpReferral } from './api';

/** A slow lookup must never hold the form: after this the field is usable again. */
export const LOOKUP_TIMEOUT_MS = 5000;

export type ReferralStatus =
  | { kind: 'none' }
  | { kind: 'looking' }
  | { kind: 'found'; name: string }
  | { kind: 'unknown' }
  | { kind: 'failed' };

/** Looks the code up once it has exactly 4 digits, as the original page did. */
export function useReferralLookup(code: string, adminId: string | null): ReferralStatus {
  const [result, setResult] = useState<{ code: string; status: ReferralStatus } | null>(null);
  const complete = REFERRAL_CODE.test(code);

  useEffect(() => {
    if (!complete || !adminId) return;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), LOOKUP_TIMEOUT_MS);
    let current = true;
    lookUpReferral(code, adminId, controller.signal)
      .then(
        (name): ReferralStatus => (name === null ? { kind: 'unknown' } : { kind: 'found', name }),
        (): ReferralStatus => ({ kind: 'failed' }),
      )
      .then((status) => current && setResult({ code, status }))
      .finally(() => clearTimeout(timer));
    return () => {
      current = false;
      clearTimeout(timer);
      controller.abort();
      setResult(null);
    };
  }, [code, complete, adminId]);

  if (!complete) return { kind: 'none' };
  return result?.code === code ? result.status : { kind: 'looking' };
}
