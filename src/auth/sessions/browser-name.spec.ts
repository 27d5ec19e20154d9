import { browserName } from './browser-name.js';

describe("a session's browser, in Danish words", () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
      'Chrome på Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari på iOS',
    ],
    [undefined, 'Ukendt browser'],
    ['curl/8.5.0', 'Ukendt browser'],
  ])('%p → %s', (userAgent, name) => {
    expect(browserName(userAgent)).toBe(name);
  });
});
