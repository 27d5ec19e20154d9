import { describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES as M } from '../../rules/signup-messages';
import { EMPTY_SIGNUP, validateSignup } from './signupRules';

const today = '2026-11-25';
const valid = {
  name: 'Anna Jensen',
  age: '1990-04-17',
  email: 'anna@example.dk',
  phone: '+45 87 65 43 21',
  referal: '',
};

describe("the signup form's rules, checked before the server would", () => {
  it('accepts a valid visitor', () => {
    expect(validateSignup(valid, today)).toEqual({});
  });

  it('names every missing field with the Danish message', () => {
    expect(validateSignup(EMPTY_SIGNUP, today)).toEqual({
      name: M.nameMissing,
      age: M.birthDateMissing,
      email: M.emailMissing,
      phone: M.phoneMissing,
    });
  });

  it('refuses an under-age visitor, a malformed email, phone or referral code', () => {
    expect(
      validateSignup(
        { ...valid, age: '2010-01-01', email: 'anna@', phone: 'ring til mig', referal: '12' },
        today,
      ),
    ).toEqual({
      age: M.underAge,
      email: M.emailInvalid,
      phone: M.phoneInvalid,
      referal: M.referralCode,
    });
  });
});
