export const SIGNUP_MESSAGES = {
  nameMissing: 'Skriv dit navn',
  nameTooLong: 'Navnet må højst være 120 tegn',
  emailMissing: 'Skriv din email',
  emailTooLong: 'Emailen er for lang',
  emailInvalid: 'Skriv en gyldig email',
  phoneMissing: 'Skriv dit telefonnummer',
  phoneInvalid: 'Skriv et gyldigt telefonnummer',
  birthDateMissing: 'Skriv din fødselsdato',
  birthDateInvalid: 'Skriv en gyldig fødselsdato',
  underAge: 'Du skal være mindst 18 år gammel.',
  referralCode: 'Referal skal være 4 cifre',
} as const;

/** What the original pages say when a personal link names no recruiter. */
export const UNKNOWN_ADMIN = 'der er sket en fejl, prøv igen senere';

export const PHONE_PATTERN = /^\+?[0-9 ()-]{6,24}$/;

export const REFERRAL_CODE = /^\d{4}$/;
