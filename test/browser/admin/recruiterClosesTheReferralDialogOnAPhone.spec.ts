import { createAdmin } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the referral dialog can be cancelled or closed without saving', async ({
  page,
}) => {
  const admin = await createAdmin();
  await signIn(page, admin);
  const panel = page.getByRole('region', { name: 'Dine referals' });
  const dialog = page.getByRole('dialog', { name: 'Ny referal' });

  await panel.getByRole('button', { name: 'Tilføj referal' }).click();
  await dialog.getByLabel('Navn').fill('Peter Hansen');
  await dialog.getByRole('button', { name: 'Annuller' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/?$/);

  await panel.getByRole('button', { name: 'Tilføj referal' }).click();
  await dialog.getByRole('button', { name: 'Luk' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByText('Du har ingen referals endnu')).toBeVisible();
  const saved = await admin.api.get('/api/referrals');
  expect(await saved.json()).toEqual([]);
});
