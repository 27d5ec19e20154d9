import { expect, test } from '../support/console-errors.js';
import { createAdmin } from '../support/api.js';

test('a former customer gives their recruiter four stars and a comment', async ({ page }) => {
  const admin = await createAdmin();
  await page.goto(`/rateMe/${admin.id}`);

  await expect(
    page.getByRole('heading', { level: 1, name: 'Tak for du var en del af vores hold!' }),
  ).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(5);
  await expect(page.getByRole('radio', { name: '1 stjerne', exact: true })).toBeVisible();

  await page.getByRole('radio', { name: '2 stjerner' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '4 stjerner' })).toBeChecked();
  await page.getByLabel('Kommentar (valgfri)').fill('Hurtig og venlig hjælp');
  await page.getByRole('button', { name: 'Send' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: 'Tak for din bedømmelse!' }),
  ).toBeVisible();
  const ratings = await (await admin.api.get('/api/ratings')).json();
  expect(ratings).toHaveLength(1);
  expect(ratings[0]).toMatchObject({ stars: 4, comment: 'Hurtig og venlig hjælp' });
});

test('sending without stars asks for them, and nothing is stored', async ({ page }) => {
  const admin = await createAdmin();
  await page.goto(`/rateMe/${admin.id}`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText('Vælg mellem 1 og 5 stjerner');

  await page.getByRole('radio', { name: '5 stjerner' }).check();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Tak for din bedømmelse!')).toBeVisible();
  const ratings = await (await admin.api.get('/api/ratings')).json();
  expect(ratings).toMatchObject([{ stars: 5 }]);
});
