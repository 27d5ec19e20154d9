import { createAdmin } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

const SIXTEEN_SITES = [
  'Unibet',
  'Bet365',
  'Tipwin',
  'NordicBet',
  'Bet25',
  'Bwin',
  'Expekt',
  'LeoVegas',
  'Mr Green',
  'Betsson',
  'Coolbet',
  'Spilnu',
  'Danske Spil',
  'Comeon',
  'Betano',
  'Cashpoint',
].map((name) => ({ name, stake: 1000 }));

test('with sixteen sites, referrals, rateMe and MyRatings are still above the fold on a desktop', async ({
  page,
}) => {
  const admin = await createAdmin();
  const saved = await admin.api.put('/api/settings/me', { data: { sites: SIXTEEN_SITES } });
  expect(saved.ok()).toBe(true);
  await signIn(page, admin);
  await expect(page.getByTestId('site-list').getByRole('listitem')).toHaveCount(16);
  const { height } = page.viewportSize()!;
  for (const name of ['Dine referals', 'Dit rateMe link', 'MyRatings']) {
    const box = await page.getByRole('heading', { name, exact: true }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.y + box!.height, name).toBeLessThanOrEqual(height);
  }
});

test('the text preview is drawn with the visitor pages’ own styles', async ({ page }) => {
  const admin = await createAdmin();
  await signIn(page, admin);
  await page.goto('/admin/texts');
  const button = page.getByRole('button', { name: 'Start her!' });
  await expect(button).toBeVisible();
  // The funnel's green button with white text and its 28 px title, not the panel's theme.
  await expect(button).toHaveCSS('background-color', 'rgb(11, 107, 67)');
  await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(page.getByTestId('preview-title')).toHaveCSS('font-size', '28px');
});
