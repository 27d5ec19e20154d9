// The plain test, not the fixture that fails on console errors: a chunk that cannot load logs one.
import { expect, test } from '@playwright/test';
import { createAdmin, signUpVisitor } from '../support/api';
import { signIn } from '../support/admin-fixtures';

const CHUNK_FAILED =
  'Arbi er blevet opdateret, mens siden var åben, og en del af siden kunne ikke hentes. Genindlæs siden for at fortsætte.';

test('a panel page whose script is gone after a deploy reloads once by itself, then says so in Danish', async ({
  page,
}) => {
  const admin = await createAdmin();
  const clientId = await signUpVisitor(admin.id, { name: 'Jens Juul' });
  await signIn(page, admin);
  await page.route('**/assets/MakeBet-*.js', (route) => route.abort());
  let loadsOfBet = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().endsWith('/bet')) loadsOfBet++;
  });
  await page.goto('/admin/clients');
  await page
    .getByRole('article', { name: 'Jens Juul' })
    .getByRole('link', { name: 'Lav første bet' })
    .click();

  await expect(page.getByRole('alert').filter({ hasText: CHUNK_FAILED })).toBeVisible();
  expect(loadsOfBet).toBe(1);
  await expect(page).toHaveURL(new RegExp(`/admin/clients/${clientId}/bet$`));

  // The script is back: 'Genindlæs' shows the page.
  await page.unroute('**/assets/MakeBet-*.js');
  await page.getByRole('alert').getByRole('button', { name: 'Genindlæs' }).click();
  await expect(page.getByRole('heading', { name: 'Lav et bet', level: 1 })).toBeVisible();
});
