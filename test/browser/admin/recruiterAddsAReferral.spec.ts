import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test('a recruiter adds a referral and a visitor signup counts for it', async ({ page }) => {
  const admin = await createAdmin();
  await signIn(page, admin);
  const panel = page.getByRole('region', { name: 'Dine referals' });
  await expect(panel.getByText('Du har ingen referals endnu')).toBeVisible();

  await panel.getByRole('button', { name: 'Tilføj referal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny referal' });
  await dialog.getByLabel('Navn').fill('Peter Hansen');
  await dialog.getByLabel('Email').fill('peter@example.dk');
  await dialog.getByLabel('Telefon').fill('+45 12 34 56 78');
  await dialog.getByLabel('Referal nummer').fill('4321');
  await dialog.getByRole('button', { name: 'Gem' }).click();
  await expect(page.getByText('Referal oprettet')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(panel).toContainText('Peter Hansen (4321)');
  await expect(panel).toContainText('0 kunder');

  await signUpVisitor(admin.id, { referal: '4321' });
  await page.reload();
  await expect(panel).toContainText('1 kunde');

  // A code already in use is refused on its field.
  await panel.getByRole('button', { name: 'Tilføj referal' }).click();
  await dialog.getByLabel('Navn').fill('Anden Person');
  await dialog.getByLabel('Email').fill('anden@example.dk');
  await dialog.getByLabel('Telefon').fill('+45 87 65 43 21');
  await dialog.getByLabel('Referal nummer').fill('4321');
  await dialog.getByRole('button', { name: 'Gem' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Referal nummer')).toHaveAttribute('aria-invalid', 'true');
});

test('a recruiter corrects a referral and deletes it, after confirming', async ({ page }) => {
  const admin = await createAdmin();
  await signIn(page, admin);
  const panel = page.getByRole('region', { name: 'Dine referals' });
  await panel.getByRole('button', { name: 'Tilføj referal' }).click();
  const create = page.getByRole('dialog', { name: 'Ny referal' });
  await create.getByLabel('Navn').fill('Peter Hansen');
  await create.getByLabel('Email').fill('peter@example.dk');
  await create.getByLabel('Telefon').fill('+45 12 34 56 78');
  await create.getByLabel('Referal nummer').fill('4321');
  await create.getByRole('button', { name: 'Gem' }).click();
  await expect(panel).toContainText('Peter Hansen (4321)');

  await panel.getByRole('button', { name: 'Ret Peter Hansen' }).click();
  const edit = page.getByRole('dialog', { name: 'Ret referal' });
  await expect(edit.getByLabel('Navn')).toHaveValue('Peter Hansen');
  await edit.getByLabel('Navn').fill('Peter Holm');
  await edit.getByLabel('Referal nummer').fill('1234');
  // The reward in whole kr, written the way the panel writes amounts.
  const reward = edit.getByLabel('Belønning pr. færdig kunde (kr)');
  await reward.fill('1,5');
  await edit.getByRole('button', { name: 'Gem' }).click();
  await expect(edit.getByText('Belønningen skal være et helt antal kr (0 = ingen)')).toBeVisible();
  await reward.fill('1.000');
  await edit.getByRole('button', { name: 'Gem' }).click();
  await expect(page.getByText('Referal opdateret')).toBeVisible();
  const saved = await (await admin.api.get('/api/referrals')).json();
  expect(saved.map((referral: { reward: number }) => referral.reward)).toEqual([1000]);
  await expect(edit).toHaveCount(0);
  await expect(panel).toContainText('Peter Holm (1234)');
  await expect(page).toHaveURL(/\/admin\/?$/);

  await panel.getByRole('button', { name: 'Slet Peter Holm' }).click();
  const confirm = page.getByRole('dialog', { name: 'Slet referal Peter Holm?' });
  await confirm.getByRole('button', { name: 'Annuller' }).click();
  await expect(panel).toContainText('Peter Holm (1234)');
  await panel.getByRole('button', { name: 'Slet Peter Holm' }).click();
  await confirm.getByRole('button', { name: 'Ja, slet' }).click();
  await expect(page.getByText('Referal slettet')).toBeVisible();
  await expect(panel.getByText('Du har ingen referals endnu')).toBeVisible();
});

test('the addresses of what the dashboard manages lead to the dashboard', async ({ page }) => {
  const admin = await createAdmin();
  await signIn(page, admin);
  for (const path of ['/admin/referrals', '/admin/ratings', '/admin/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('region', { name: 'Dine referals' })).toBeVisible();
  }
});
