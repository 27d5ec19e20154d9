import AxeBuilder from '@axe-core/playwright';
import { createAdmin, SUPERADMIN, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test('the owner compares two recruiters this month, sorts them and charts what counts', async ({
  page,
}) => {
  test.slow(); // two recruiters' customers and the panel
  const karen = await createAdmin();
  const mads = await createAdmin();
  for (let i = 0; i < 3; i++) await signUpVisitor(karen.id);
  const done = await signUpVisitor(mads.id);
  const won = await mads.api.put(`/api/clients/${done}`, { data: { status: 'done' } });
  expect(won.status()).toBe(200);

  await signIn(page, SUPERADMIN);
  await page.getByRole('menuitem', { name: 'Bureau' }).click();
  await expect(page).toHaveURL(/\/admin\/bureau$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bureau' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Rekrutterere i perioden' });
  const rowOf = (email: string) => table.getByRole('row').filter({ hasText: email });
  // Nye kunder, Kontaktet, Færdige, Fortjeneste, Gebyrer: the period's figures per recruiter.
  await expect(rowOf(karen.email).getByRole('cell').nth(0)).toHaveText('3');
  await expect(rowOf(mads.email).getByRole('cell').nth(0)).toHaveText('1');
  await expect(rowOf(mads.email).getByRole('cell').nth(2)).toHaveText('100 %');
  await expect(rowOf(mads.email).getByRole('cell').nth(4)).toHaveText('1.500 kr');

  // Sorted by new customers, most first; a heading sorts by its figure, a second click turns it.
  const order = async () =>
    (await table.getByRole('rowheader').allInnerTexts())
      .map((text) => text.split('\n')[0].trim())
      .filter((email) => [karen.email, mads.email].includes(email));
  expect(await order()).toEqual([karen.email, mads.email]);
  await table.getByRole('button', { name: 'Færdige' }).click();
  await expect.poll(order).toEqual([mads.email, karen.email]);
  await table.getByRole('button', { name: 'Færdige' }).click();
  await expect.poll(order).toEqual([karen.email, mads.email]);

  // The chart shows the chosen figure; its numbers are there for a screen reader too.
  await page.getByRole('combobox', { name: 'Vis i diagrammet' }).click();
  await page.getByRole('option', { name: 'Gebyrer' }).click();
  const chart = page.getByRole('table', { name: 'Gebyrer pr. rekrutterer' });
  await expect(chart.getByRole('row').filter({ hasText: mads.email.split('@')[0] })).toContainText(
    '1.500 kr',
  );
  await expect(page.getByTestId('bar-chart').locator('svg').first()).toBeVisible();

  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Bureau page keeps the phone’s width: the table scrolls in its own box', async ({
    page,
  }) => {
    const karen = await createAdmin();
    await signUpVisitor(karen.id);
    await signIn(page, SUPERADMIN);
    await page.goto('/admin/bureau');
    const table = page.getByRole('table', { name: 'Rekrutterere i perioden' });
    await expect(table.getByRole('row').filter({ hasText: karen.email })).toBeVisible();
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  });
});
