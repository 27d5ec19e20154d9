import { createAdmin } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test('a plain admin sees no admins menu, panel or screen', async ({ page }) => {
  const admin = await createAdmin();
  await signIn(page, admin);
  await expect(page.getByRole('menuitem', { name: 'Admins' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Alle admins' })).toHaveCount(0);
  await page.goto('/admin/admins');
  await expect(page.getByText('Adgang nægtet')).toBeVisible();
  await expect(page.getByRole('cell')).toHaveCount(0);
  expect((await admin.api.get('/api/admins')).status()).toBe(403);
});
