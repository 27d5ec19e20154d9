import { expect, test } from '../support/console-errors.js';
import { createAdmin } from '../support/api.js';

test('picking a star takes away the request for stars', async ({ page }) => {
  const admin = await createAdmin();
  await page.goto(`/rateMe/${admin.id}`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText('Vælg mellem 1 og 5 stjerner');
  await page.getByRole('radio', { name: '3 stjerner' }).check();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a rating link to an unknown recruiter says so before anything is written', async ({
  page,
}) => {
  await page.goto('/rateMe/no-such-recruiter');
  await expect(page.getByRole('alert')).toHaveText('der er sket en fejl, prøv igen senere');
  await expect(page.getByLabel('Kommentar (valgfri)')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
});
