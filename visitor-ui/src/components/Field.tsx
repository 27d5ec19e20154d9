import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string;
  /** Live text under the field, e.g. the referral lookup's answer. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Field({ name, label, error, hint, ref, ...input }: FieldProps) {
  const id = `field-${name}`;
  const describedBy = [hint !== undefined && `${id}-hint`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint !== undefined && (
        <p id={`${id}-hint`} className="hint" aria-live="polite">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
