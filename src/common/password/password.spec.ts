import { isCommonPassword } from './common-passwords.js';
import { passwordProblem, TOO_GUESSABLE } from './password.js';

describe('the password rule', () => {
  it.each([
    ['one letter repeated', 'aaaaaaaaaaaa'],
    ['twelve spaces', '            '],
    ['a keyboard row', 'qwertyuiopas'],
    ['a word with digits and a sign', 'Password123!'],
  ])('refuses %s in Danish', (_case, password) => {
    expect(passwordProblem(password, isCommonPassword)).toMatch(/^Adgangskoden /);
  });

  it("refuses the account's own email as the password", () => {
    const email = 'anna.jensen@example.dk';
    expect(passwordProblem(email, isCommonPassword, [email])).toBe(TOO_GUESSABLE);
  });

  it.each([
    'correct-horse-battery-staple-42',
    'en helt anden lang hestesætning',
    'kaffe-kande-cykel-trappe',
  ])('accepts %p', (password) => {
    expect(passwordProblem(password, isCommonPassword)).toBeUndefined();
  });
});
