import { randomUUID } from 'node:crypto';
import { createAdmin, SUPERADMIN } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test('the super-admin creates an admin who can then sign in', async ({ page }) => {
  // The panel lists the newest admins first (the earlier tests' admins push the owner's own
  // account off its first hundred), so it is asked for one made just now.
  const newest = await createAdmin();
  await signIn(page, SUPERADMIN);
  const panel = page.getByRole('region', { name: 'Alle admins' });
  await expect(panel).toContainText(newest.email);
  await expect(panel).toContainText(`uid: ${newest.id}`);

  const email = `ny-${randomUUID().slice(0, 8)}@arbi.test`;
  const password = `en-lang-adgangskode-${randomUUID().slice(0, 8)}`;
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel(/^Adgangskode/).fill(password);
  await panel.getByRole('button', { name: 'Opret admin' }).click();
  await expect(page.getByText('Admin oprettet')).toBeVisible();
  await expect(panel).toContainText(email);

  await page.getByRole('menuitem', { name: 'Admins' }).click();
  await expect(page).toHaveURL(/\/admin\/admins/);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Log ud' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn(page, { email, password });
  await expect(page.getByRole('menuitem', { name: 'Admins' })).toHaveCount(0);
});

test('a too short password is refused before it is sent', async ({ page }) => {
  await signIn(page, SUPERADMIN);
  await page.goto('/admin/admins/create');
  await page.getByLabel('Email').fill(`kort-${randomUUID().slice(0, 8)}@arbi.test`);
  await page.getByLabel(/^Adgangskode/).fill('kort');
  await page.getByRole('button', { name: 'Opret admin' }).click();
  await expect(page.getByText('Skal være mindst 12 tegn')).toBeVisible();
});
