import { describe, expect, it } from 'vitest';
import type { Client } from '../providers/types';
import {
  contactChanges,
  contactErrors,
  contactValues,
  serverFieldErrors,
} from './contactCorrection';

const client = {
  name: 'Anna Jensen',
  email: 'anna@example.dk',
  phone: '+4520000013',
  birthDate: '1990-04-17',
} as Client;
const today = '2026-11-25';

describe('correcting a customer’s contact details', () => {
  it('says per field what is wrong, in Danish, with the signup’s own words', () => {
    expect(
      contactErrors(
        { name: '  ', email: 'anna@', phone: 'ring mig', birthDate: '2010-01-01' },
        today,
      ),
    ).toEqual({
      name: 'Skriv dit navn',
      email: 'Skriv en gyldig email',
      phone: 'Skriv et gyldigt telefonnummer',
      birthDate: 'Du skal være mindst 18 år gammel.',
    });
    expect(contactErrors({ ...contactValues(client), birthDate: '1990-02-30' }, today)).toEqual({
      birthDate: 'Skriv en gyldig fødselsdato',
    });
    expect(contactErrors(contactValues(client), today)).toEqual({});
  });

  it('sends only what changed, in normal form; a new spelling of the same value is no change', () => {
    expect(contactChanges(client, { ...contactValues(client), phone: '+45 20 00 00 13' })).toEqual(
      {},
    );
    expect(
      contactChanges(client, {
        ...contactValues(client),
        name: ' Anna  Marie Jensen ',
        email: 'Anna.M@Example.dk',
      }),
    ).toEqual({ name: 'Anna Marie Jensen', email: 'anna.m@example.dk' });
  });

  it('leaves an unknown birth date alone when the field stays empty', () => {
    const noBirthDate = { ...client, birthDate: null } as Client;
    expect(contactValues(noBirthDate).birthDate).toBe('');
    expect(contactChanges(noBirthDate, contactValues(noBirthDate))).toEqual({});
  });

  it('puts the server’s messages on their fields and ignores the rest', () => {
    expect(
      serverFieldErrors({ errors: { phone: 'Skriv et gyldigt telefonnummer', status: 'x' } }),
    ).toEqual({ phone: 'Skriv et gyldigt telefonnummer' });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
