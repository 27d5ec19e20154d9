import { type ChangeEvent, useRef } from 'react';
import { latestAdultBirthDate, todayInCopenhagen } from '../../../rules/age';
import type { SignupField } from '../signupRules';
import { useSignupForm } from '../useSignupForm';
import { ErrorAlert } from './ErrorAlert';
import { Field } from './Field';
import { LoadingOverlay } from './LoadingOverlay';
import { ReferralField } from './ReferralField';

interface SignupFormProps {
  adminId: string;
  sites: string[];
  onSignedUp: () => void;
}

export function SignupForm({ adminId, sites, onSignedUp }: SignupFormProps) {
  const { values, errors, failure, submitting, change, submit } = useSignupForm({
    adminId,
    sites,
    onSignedUp,
  });
  const form = useRef<HTMLFormElement>(null);
  const failureAlert = useRef<HTMLParagraphElement>(null);
  const bind = (field: Exclude<SignupField, 'referal'>) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.currentTarget.value),
  });

  return (
    <form
      ref={form}
      noValidate
      aria-busy={submitting}
      onSubmit={async (event) => {
        const refused = await submit(event);
        if (refused === 'failure') failureAlert.current?.focus();
        else if (refused)
          form.current?.querySelector<HTMLInputElement>(`[name="${refused}"]`)?.focus();
      }}
    >
      <Field
        {...bind('name')}
        label="Navn"
        autoComplete="name"
        placeholder="Skriv dit fornavn og efternavn"
        required
      />
      <Field
        {...bind('age')}
        label="Fødselsdato"
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={latestAdultBirthDate(todayInCopenhagen())}
        required
      />
      <Field {...bind('email')} label="Email" type="email" autoComplete="email" required />
      <Field {...bind('phone')} label="Telefonnummer" type="tel" autoComplete="tel" required />
      <ReferralField
        value={values.referal}
        adminId={adminId}
        error={errors.referal}
        onChange={(value) => change('referal', value)}
      />
      {/* A trap for bots: hidden from people and screen readers, so only a bot fills it in. */}
      <div className="trap" aria-hidden="true">
        <label>
          Website
          <input name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {failure && <ErrorAlert ref={failureAlert} message={failure} />}
      <button type="submit" className="button" disabled={submitting}>
        Skriv dig op her!
      </button>
      {submitting && <LoadingOverlay />}
    </form>
  );
}
