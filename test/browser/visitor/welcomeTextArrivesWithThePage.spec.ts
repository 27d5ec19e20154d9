import { expect, test } from '../support/console-errors.js';
import { createAdmin } from '../support/api';

// The server puts the recruiter's welcome text into the page's HTML, so a visitor reads it before
// the scripts have loaded, and the page asks the API for nothing before showing it.

test.describe('with scripts still loading (or off)', () => {
  test.use({ javaScriptEnabled: false });

  test('the welcome text and the start link are in the page as it arrives', async ({ page }) => {
    const admin = await createAdmin();
    await admin.api.put('/api/settings/me', {
      data: { texts: { welcome: { title: 'Hej fra Mette', text: 'Tjen penge\npå bonusser' } } },
    });
    await page.goto(`/${admin.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hej fra Mette');
    await expect(page.getByText('Tjen penge')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start her!' })).toHaveAttribute('href', '/start');
    await expect(page).toHaveTitle('Hej fra Mette');
  });
});

test('the page shows the text and walks on to the sites without asking the API for the recruiter', async ({
  page,
}) => {
  const admin = await createAdmin();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/public/admins/')) asked.push(request.url());
  });
  await page.goto(`/${admin.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Start her!' }).click();
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  expect(asked).toEqual([]);
});
