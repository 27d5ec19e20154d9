import AxeBuilder from '@axe-core/playwright';
import { createAdmin, signUpVisitor } from '../support/api';
import { expect, test } from '../support/admin-fixtures';

test('a recruiter signs in with the keyboard alone and every screen passes axe', async ({
  page,
}) => {
  const admin = await createAdmin();
  const clientId = await signUpVisitor(admin.id, { name: 'Gitte Gram' });
  await page.goto('/admin/login');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(admin.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(admin.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Sider dine kunder ser' })).toBeVisible();

  const screens: [string, string][] = [
    ['/admin', 'Kunder i kø'],
    ['/admin/clients', 'Her er den fulde liste over kunder'],
    ['/admin/texts', 'Her kan du ændre i teksten dine kunder ser'],
    [`/admin/clients/${clientId}/bet`, 'Tidligere bets for denne kunde'],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
  }
});
