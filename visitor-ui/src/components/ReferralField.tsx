import { useEffect, useRef } from 'react';
import { GENERIC_ERROR } from '../api';
import { type ReferralStatus, useReferralLookup } from '../useReferralLookup';
import { Field } from './Field';

function describe(status: ReferralStatus) {
  switch (status.kind) {
    case 'looking':
      return <span className="blink">Leder efter din referal...</span>;
    case 'found':
      return `Du har valgt at referere ${status.name}`;
    case 'unknown':
      return 'Der er ikke nogen med det ID';
    case 'failed':
      return GENERIC_ERROR;
    default:
      return 'Du har ikke nogen referal';
  }
}

interface ReferralFieldProps {
  value: string;
  adminId: string | null;
  error?: string;
  onChange: (value: string) => void;
}

export function ReferralField({ value, adminId, error, onChange }: ReferralFieldProps) {
  const status = useReferralLookup(value, adminId);
  const looking = status.kind === 'looking';
  const input = useRef<HTMLInputElement>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    // A disabled field drops focus; hand it back so a keyboard user can go on from here.
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (!looking && hadFocus.current && focusLost) input.current?.focus();
    if (!looking) hadFocus.current = false;
  }, [looking]);

  return (
    <Field
      ref={input}
      name="referal"
      label="Referal ID (valgfri)"
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      value={value}
      disabled={looking}
      error={error}
      hint={describe(status)}
      onChange={(event) => {
        hadFocus.current = document.activeElement === event.currentTarget;
        onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 4));
      }}
    />
  );
}
