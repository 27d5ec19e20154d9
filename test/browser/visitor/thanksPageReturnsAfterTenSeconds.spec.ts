import { expect, test } from '@playwright/test';
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
  await expect(page).toHaveURL(/\/thanks$/);

  await page.clock.runFor(9_000);
  await expect(page).toHaveURL(/\/thanks$/);
  await page.clock.runFor(1_000);
  await expect(page).toHaveURL(new RegExp(`/${admin.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Velkommen til vores Arbitrage Bereau' }),
  ).toBeVisible();
});
