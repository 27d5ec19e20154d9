import { createAdmin, SUPERADMIN, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test("the super-admin reads who looked at customers and exported them, and a plain admin can't", async ({
  page,
}) => {
  test.slow(); // signs in, works the list, and (audit) signs in again: many page loads
  const admin = await createAdmin();
  await signUpVisitor(admin.id, { name: 'Anna Andersen' });
  await signIn(page, admin);
  await expect(page.getByRole('menuitem', { name: 'Adgangslog' })).toHaveCount(0);
  await page.goto('/admin/clients');
  await expect(page.getByTestId('client-count')).toHaveText('Antal på listen: 1');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksporter' }).click();
  await download;
  await page.getByRole('menuitem', { name: 'Log ud' }).click();

  await signIn(page, SUPERADMIN);
  await page.getByRole('menuitem', { name: 'Adgangslog' }).click();
  await expect(page).toHaveURL(/\/admin\/audit/);
  await expect(
    page.getByRole('heading', { name: 'Adgangslog: hvem så eller ændrede persondata' }),
  ).toBeVisible();
  // The admin is chosen, and shown, by email.
  await page.getByRole('combobox', { name: 'Admin' }).fill(admin.email);
  await page.getByRole('option', { name: admin.email }).click();
  const rows = page.getByRole('row').filter({ hasText: admin.email });
  await expect(rows.filter({ hasText: 'Eksporterede kunder (CSV)' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Loggede ind' }).first()).toBeVisible();
  // The dashboard's lists, Kundeliste with its closed customers and the export's read: one view.
  await expect(rows.filter({ hasText: 'Så kundelisten' })).toHaveCount(1);
  // Ids and actions only: the customer's name is nowhere in the log.
  await expect(page.getByRole('table')).not.toContainText('Anna');
});
