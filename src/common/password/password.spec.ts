import { BREACHED, strengthProblem, TOO_GUESSABLE } from './password-strength.js';

describe('the password rule', () => {
  it.each([
    ['one letter repeated', 'aaaaaaaaaaaa'],
    ['twelve spaces', '            '],
    ['a keyboard row', 'qwertyuiopas'],
    ['a word with digits and a sign', 'Password123!'],
    ['a Danish season with a year', 'Sommer2026!!'],
    ['a Danish greeting with digits', 'Velkommen123!'],
    ["the site's own words", 'arbi-recruiter'],
    ['the Danish word for password', 'Kodeord12345!'],
    ['a month with a year', 'Januar2025!!'],
    ['two football clubs', 'FCKbrondby2024'],
  ])('refuses %s in Danish', (_case, password) => {
    expect(strengthProblem(password)).toMatch(/^Adgangskoden /);
  });

  it("refuses the account's own email, and a password made of its parts", () => {
    const email = 'anna.jensen@example.dk';
    expect(strengthProblem(email, [email])).toBe(TOO_GUESSABLE);
    expect(strengthProblem('AnnaJensen2026!', [email])).toBe(TOO_GUESSABLE);
  });

  it('refuses passwords from the breach lists', () => {
    expect(strengthProblem('correcthorsebatterystaple')).toBe(BREACHED);
    expect(strengthProblem('qwertyuiop123')).toBe(BREACHED);
  });

  it.each([
    'correct-horse-battery-staple-42',
    'en helt anden lang hestesætning',
    'kaffe-kande-cykel-trappe',
    'et-helt-nyt-og-langt-kodeord-9',
  ])('accepts %p', (password) => {
    expect(strengthProblem(password)).toBeUndefined();
  });
});
