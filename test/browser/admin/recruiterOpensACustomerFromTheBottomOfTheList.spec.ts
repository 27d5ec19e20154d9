import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('a customer opened from the bottom of the list starts at the name and the call button', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const admin = await createAdmin();
  for (let n = 1; n <= 12; n++)
    await signUpVisitor(admin.id, { name: `Kunde ${String(n).padStart(2, '0')}` });
  await signIn(page, admin);
  await page.goto('/admin/clients');
  await expect(page.getByTestId('client-card')).toHaveCount(12);

  const last = page.getByTestId('client-card').last();
  await last.scrollIntoViewIfNeeded();
  const listScroll = await page.evaluate('window.scrollY');
  expect(listScroll).toBeGreaterThan(500);
  const name = (await last.getAttribute('aria-label')) ?? '';
  await last.getByRole('link', { name }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport();
  expect(await page.evaluate('window.scrollY')).toBe(0);
});
