import { expect, test } from '../support/console-errors.js';
import { createAdmin } from '../support/api.js';
import { aVisitor, fillInfoForm, submitButton, walkToInfoForm } from '../support/visitor-funnel.js';

test('after signing up, the visitor is back on their recruiter’s welcome page 10 seconds later', async ({
  page,
}) => {
  const admin = await createAdmin();
  await page.clock.install();
  await walkToInfoForm(page, admin.id, ['Betfair']);
  await fillInfoForm(page, aVisitor());
  await submitButton(page).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tak for din tilmelding!' }),
  ).toBeVisible();

  // The page starts its timer just after it shows (a React effect), so rather than jump to
  // exactly 10 s, the fake clock is stepped until the page moves on, and the wait is measured.
  const shownAt = await page.evaluate(() => Date.now());
  let waited = 0;
  while ((await page.evaluate('location.pathname')) === '/thanks' && waited < 20_000) {
    await page.clock.runFor(250);
    waited = (await page.evaluate(() => Date.now())) - shownAt;
  }
  expect(waited).toBeGreaterThan(9_000);
  expect(waited).toBeLessThan(11_000);
  await expect(page).toHaveURL(new RegExp(`/${admin.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Velkommen til vores Arbitrage Bereau' }),
  ).toBeVisible();
});
