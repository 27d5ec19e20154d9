import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

const SITES = [
  { name: 'Unibet', stake: 2000 },
  { name: 'Bet365', stake: 1000 },
  { name: 'Tipwin', stake: 1600 },
  { name: 'Bwin', stake: 1000 },
];

test('a recruiter plans a bet and marks the sites placed', async ({ page }) => {
  test.slow(); // a whole story, several pages and an axe run
  const admin = await createAdmin();
  expect((await admin.api.put('/api/settings/me', { data: { sites: SITES } })).ok()).toBe(true);
  const clientId = await signUpVisitor(admin.id, { name: 'Bo Bet', sites: ['Bwin'] });
  // Tipwin already has money on it: it is not offered again.
  const tipwin = await admin.api.put(`/api/clients/${clientId}/sites/Tipwin`, {
    data: { state: 'deposited', deposit: 1600 },
  });
  expect(tipwin.ok()).toBe(true);
  await admin.api.put(`/api/clients/${clientId}/sites/Bet365`, { data: { state: 'created' } });

  await signIn(page, admin);
  await page.goto(`/admin/clients/${clientId}`);
  await page.getByRole('link', { name: 'Lav første bet' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/clients/${clientId}/bet$`));
  await expect(page.getByRole('group', { name: 'Unibet' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('group', { name: 'Bet365' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Tipwin' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Bwin' })).toHaveCount(0);

  for (const site of ['Unibet', 'Bet365']) {
    const group = page.getByRole('group', { name: site });
    await group.getByRole('textbox', { name: '1', exact: true }).fill('2,10');
    await group.getByRole('textbox', { name: 'x', exact: true }).fill('3,40');
    await group.getByRole('textbox', { name: '2', exact: true }).fill('3,60');
  }
  await page.getByRole('button', { name: 'Lav mit bet' }).click();
  await expect(page.getByTestId('plan-table').first()).toBeVisible();

  await page.getByRole('button', { name: 'Marker som placeret' }).click();
  await expect(
    page
      .locator('#main-content')
      .getByRole('alert')
      .filter({ hasText: 'Siderne er markeret som placeret' }),
  ).toBeVisible();

  const rows = await (await admin.api.get(`/api/clients/${clientId}/sites`)).json();
  const state = Object.fromEntries(
    (rows as { site: string; state: string }[]).map((row) => [row.site, row.state]),
  );
  expect(state).toEqual({
    Unibet: 'bet_placed',
    Bet365: 'bet_placed',
    Tipwin: 'deposited',
    Bwin: 'had',
  });

  // Nothing is left to plan, and the customer page shows the new steps.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Unibet' })).toHaveCount(0);
  await page.goto(`/admin/clients/${clientId}`);
  await expect(
    page.getByRole('group', { name: 'Unibet' }).getByRole('combobox', { name: 'Trin' }),
  ).toHaveText('Bet placeret', { timeout: 15_000 });
});
