// Not the console-error watch: the failed chunk is this test's point, and the page reports it.
import { expect, test } from '@playwright/test';
import { createAdmin } from '../support/api.js';

const CHUNK_FAILED =
  'Arbi er blevet opdateret, mens siden var åben, og en del af siden kunne ikke hentes. Genindlæs siden for at fortsætte.';

test('a page whose script is gone after a deploy reloads once by itself, then says so in Danish', async ({
  page,
}) => {
  const admin = await createAdmin();
  // A deploy: the sites page's script the open page knows is no longer on the server.
  await page.route('**/assets/SitesPage-*.js', (route) => route.abort());
  await page.goto(`/${admin.id}`);
  await expect(page.getByRole('link', { name: 'Start her!' })).toBeVisible();
  let loadsOfStart = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/start')
      loadsOfStart++;
  });
  await page.getByRole('link', { name: 'Start her!' }).click();

  await expect(page.getByRole('alert')).toHaveText(CHUNK_FAILED);
  expect(loadsOfStart).toBe(1);
  await expect(page).toHaveURL(/\/start$/);

  // The script is back: the visitor's own reload shows the page.
  await page.unroute('**/assets/SitesPage-*.js');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Videre' })).toBeVisible();
});
