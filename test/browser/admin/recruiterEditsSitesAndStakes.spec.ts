import { createAdmin } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test('a recruiter reorders, renames, removes, adds sites and changes a stake', async ({ page }) => {
  const admin = await createAdmin();
  await signIn(page, admin);
  const panel = page.getByRole('region', { name: 'Sider dine kunder ser' });
  await expect(panel.getByTestId('site-list').getByRole('listitem')).toHaveCount(12);

  await panel.getByRole('button', { name: 'Rediger sider' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rediger dine sider' });
  await dialog.getByRole('button', { name: 'Flyt Unibet op' }).click(); // Unibet before Betfair
  await dialog.getByLabel('Side 12').fill('Cash Point'); // rename CashPoint
  const stake = dialog.getByLabel('Indsats (kr) Bet365');
  // Not a whole amount of kr: the field says so, and nothing is saved.
  await stake.fill('12,5');
  await dialog.getByRole('button', { name: 'Gem' }).click();
  await expect(stake).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Skriv et helt beløb over 0 kr')).toBeVisible();
  await expect(dialog.getByText('Ret beløbene for Bet365, før du gemmer')).toBeVisible();
  // Written the way the panel writes amounts: the point groups thousands.
  await stake.fill('1.500');
  await expect(stake).toHaveValue('1.500');
  await expect(stake).toHaveAttribute('aria-invalid', 'false');
  for (const site of [
    'Expekt',
    'Tipwin',
    'Bet25',
    'Betsson',
    'NordicBet',
    'Bwin',
    'ComeOn',
    'LeoVegas',
  ]) {
    await dialog.getByRole('button', { name: `Fjern ${site}`, exact: true }).click();
  }
  // A pasted comma-separated list adds every site in it.
  await dialog.getByLabel('Tilføj sider').fill('vbet, Campobet ,');
  await dialog.getByRole('button', { name: 'Tilføj', exact: true }).click();
  await dialog.getByRole('button', { name: 'Gem' }).click();

  await expect(page.getByText('Sider opdateret')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(panel.getByTestId('site-list').getByRole('listitem')).toHaveCount(6);

  const settings = await (await admin.api.get('/api/settings/me')).json();
  expect(settings.sites).toEqual([
    { name: 'Unibet', stake: 2000, offer: null, oddsFrom: null, feedKey: null },
    { name: 'Betfair', stake: 1000, offer: null, oddsFrom: null, feedKey: null },
    { name: 'Bet365', stake: 1500, offer: null, oddsFrom: null, feedKey: null },
    { name: 'Cash Point', stake: 500, offer: null, oddsFrom: null, feedKey: null },
    { name: 'vbet', stake: 500, offer: null, oddsFrom: null, feedKey: null },
    { name: 'Campobet', stake: 500, offer: null, oddsFrom: null, feedKey: null },
  ]);
});

test('the sites panel collapses and opens again with the keyboard', async ({ page }) => {
  const admin = await createAdmin();
  await signIn(page, admin);
  const toggle = page.getByRole('button', { name: 'Vis eller skjul siderne' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('site-list')).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('site-list')).toBeVisible();
});

test('a site added twice under another spelling is marked before saving', async ({ page }) => {
  const admin = await createAdmin();
  await signIn(page, admin);
  const panel = page.getByRole('region', { name: 'Sider dine kunder ser' });
  await panel.getByRole('button', { name: 'Rediger sider' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rediger dine sider' });
  await dialog.getByLabel('Tilføj sider').fill('vbet, Leo vegas');
  await dialog.getByRole('button', { name: 'Tilføj', exact: true }).click();

  // The default list has LeoVegas: the new row says so at once, and saving is refused.
  const newRow = dialog.getByLabel('Side 14');
  await expect(newRow).toHaveValue('Leo vegas');
  await expect(newRow).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Samme side som LeoVegas')).toBeVisible();
  await dialog.getByRole('button', { name: 'Gem' }).click();
  await expect(
    dialog.getByText('Den samme side står der flere gange: ret eller fjern de markerede'),
  ).toBeVisible();

  await dialog.getByRole('button', { name: 'Fjern Leo vegas', exact: true }).click();
  await dialog.getByRole('button', { name: 'Gem' }).click();
  await expect(page.getByText('Sider opdateret')).toBeVisible();
  const settings = await (await admin.api.get('/api/settings/me')).json();
  expect(settings.sites.map((site: { name: string }) => site.name)).toContain('vbet');
  expect(settings.sites.map((site: { name: string }) => site.name)).not.toContain('Leo vegas');
});
