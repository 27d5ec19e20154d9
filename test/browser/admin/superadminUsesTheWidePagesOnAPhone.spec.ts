import type { Page } from '@playwright/test';
import { signInAsSuperadmin, SUPERADMIN, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** The page, top bar and all, is no wider than the phone: wide tables scroll in their own box. */
async function fitsThePhone(page: Page) {
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
}

test('on a phone the admins, audit, statistics and customer list pages do not scroll sideways', async ({
  page,
}) => {
  test.slow(); // four pages and a sign-in
  const superadmin = await signInAsSuperadmin();
  const { id } = await (await superadmin.get('/api/auth/me')).json();
  await superadmin.dispose();
  // A repeat signup with a long name and email: its chip on the card is the widest thing there.
  await signUpVisitor(id, { name: 'Mette Madsen', phone: '+4522334466' });
  await signUpVisitor(id, {
    name: 'Mette Christiansen-Kristoffersen',
    email: 'mette.christiansen.kristoffersen@eksempel-virksomhed.dk',
    phone: '+4522334466',
  });
  await signIn(page, SUPERADMIN);

  await page.goto('/admin/admins');
  // Newest first: after other specs the super-admin itself may be on a later page.
  await expect(page.getByRole('row').filter({ hasText: '@arbi.test' }).first()).toBeVisible();
  await fitsThePhone(page);

  await page.goto('/admin/audit');
  await expect(page.getByRole('row').filter({ hasText: 'Loggede ind' }).first()).toBeVisible();
  await fitsThePhone(page);

  await page.goto('/admin/stats');
  const perSource = page.getByRole('table', { name: 'Pr. kilde' });
  await expect(
    perSource.getByRole('columnheader', { name: 'Tilmeldinger', exact: true }),
  ).toHaveCount(1);
  await expect(perSource.getByRole('columnheader', { name: 'Andel nye kunder' })).toHaveCount(1);
  await fitsThePhone(page);

  await page.goto('/admin/clients');
  await expect(
    page.getByText(/^Tilmeldt igen med: Mette Christiansen-Kristoffersen/),
  ).toBeVisible();
  await fitsThePhone(page);
});
