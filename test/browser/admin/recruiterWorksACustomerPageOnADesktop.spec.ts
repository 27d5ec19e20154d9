import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test('on a desktop the customer page stands in two even columns, each site on one aligned line', async ({
  page,
}) => {
  const admin = await createAdmin();
  const clientId = await signUpVisitor(admin.id, { name: 'Jævn Jørgensen', sites: ['Bwin'] });
  await admin.api.post(`/api/clients/${clientId}/notes`, { data: { text: 'Ringede kl. 10' } });
  await admin.api.put(`/api/clients/${clientId}`, { data: { status: 'contacted' } });
  await signIn(page, admin);
  await page.goto(`/admin/clients/${clientId}`);
  const rows = page.getByTestId('site-progress');
  await expect(rows).toHaveCount(12, { timeout: 15_000 });
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Tidslinje' }).getByTestId('event')).toHaveCount(3);

  // The two columns end near each other: neither leaves a long empty stretch beside the other.
  const heights = await page
    .getByTestId('customer-column')
    .evaluateAll((columns) => columns.map((column) => column.getBoundingClientRect().height));
  expect(heights).toHaveLength(2);
  expect(Math.min(...heights) / Math.max(...heights)).toBeGreaterThan(0.8);

  // Every site's fields on one line, in the same place on each line, nothing cut off.
  const lefts = new Set<number>();
  for (const row of await rows.all()) {
    const box = (await row.boundingBox())!;
    const state = (await row.getByRole('combobox', { name: 'Trin' }).boundingBox())!;
    const withdrawn = (await row.getByRole('textbox', { name: 'Udbetalt (kr)' }).boundingBox())!;
    expect(Math.abs(state.y - withdrawn.y)).toBeLessThan(2);
    expect(withdrawn.x + withdrawn.width).toBeLessThanOrEqual(box.x + box.width + 1);
    lefts.add(Math.round(state.x));
  }
  expect(lefts.size).toBe(1);
  // One save for the whole section.
  await expect(
    page.getByRole('button', { name: /^Gem/ }).filter({ hasText: 'ændringer' }),
  ).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Gem (Unibet|Bet365|Bwin)$/ })).toHaveCount(0);
});
