import { email, maxLength, regex, required, TextInput } from 'react-admin';
import { rewardProblem } from './reward';

const CODE = [required(), regex(/^\d{4}$/, 'arbi.referrals.code_format')];

/** Shared by every referral form; the server checks the same rules and answers per field. */
export function ReferralInputs() {
  return (
    <>
      <TextInput source="name" validate={[required(), maxLength(120)]} autoComplete="off" />
      <TextInput source="email" type="email" validate={[required(), email()]} autoComplete="off" />
      <TextInput source="phone" type="tel" validate={required()} autoComplete="off" />
      <TextInput
        source="code"
        validate={CODE}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        autoComplete="off"
      />
      {/* Left empty on a new referral: the settings' default reward applies. */}
      <TextInput
        source="reward"
        validate={rewardProblem}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        autoComplete="off"
      />
    </>
  );
}
