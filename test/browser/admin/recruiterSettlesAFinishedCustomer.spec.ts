import AxeBuilder from '@axe-core/playwright';
import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test('a recruiter settles a finished customer: records the money lent, sees what the customer owes, records the return, and the balance reads 0', async ({
  page,
}) => {
  test.slow(); // a whole story and an axe run
  const admin = await createAdmin();
  const clientId = await signUpVisitor(admin.id, { name: 'Karla Kvit' });
  // The customer played 2 000 kr lent by the recruiter and took out 2 600 kr; now done.
  expect(
    (
      await admin.api.put(`/api/clients/${clientId}/sites/Unibet`, {
        data: { state: 'withdrawn', deposit: 2000, withdrawn: 2600 },
      })
    ).ok(),
  ).toBe(true);
  expect((await admin.api.put(`/api/clients/${clientId}`, { data: { status: 'done' } })).ok()).toBe(
    true,
  );
  await signIn(page, admin);
  await page.goto(`/admin/clients/${clientId}`);

  const panel = page.getByRole('region', { name: 'Afregning', exact: true });
  // Profit 600 − the fixed fee of 1 500: the recruiter owes 900 before the loan is recorded.
  await expect(panel.getByTestId('client-balance')).toHaveText('Du skylder kunden 900 kr');
  await expect(panel).toContainText('Honorar: 1.500 kr · optjent indtil nu: 1.500 kr');

  const form = panel.getByRole('form', { name: 'Ny post' });
  // A broken amount never leaves the page.
  await form.getByRole('textbox', { name: 'Beløb (kr)' }).fill('12,5');
  await form.getByRole('button', { name: 'Udlæg til indskud' }).click();
  await expect(form).toContainText('Skriv et helt beløb over 0 kr');

  // Written the way the panel writes amounts: the point groups thousands.
  await form.getByRole('textbox', { name: 'Beløb (kr)' }).fill('2.000');
  await form.getByRole('combobox', { name: 'Betalt med' }).click();
  await page.getByRole('option', { name: 'MobilePay' }).click();
  await form.getByRole('textbox', { name: 'Reference (valgfri)' }).fill('MP lån');
  await form.getByRole('button', { name: 'Udlæg til indskud' }).click();
  await expect(page.getByText('Posten er registreret')).toBeVisible();
  await expect(panel.getByTestId('client-balance')).toHaveText('Kunden skylder dig 1.100 kr');
  await expect(panel.getByTestId('settlement-entry')).toContainText('Udlæg: 2.000 kr');
  await expect(page.getByRole('list', { name: 'Tidslinje' })).toContainText('Udlæg: 2.000 kr');
  const payments = await (await admin.api.get(`/api/clients/${clientId}/payments`)).json();
  expect(payments.map((entry: { amount: number }) => entry.amount)).toEqual([2000]);

  await form.getByRole('textbox', { name: 'Beløb (kr)' }).fill('1100');
  await form.getByRole('button', { name: 'Tilbagebetaling fra kunden' }).click();
  await expect(panel.getByTestId('client-balance')).toHaveText('I er kvit');
  await expect(panel.getByTestId('settlement-entry')).toHaveCount(2);

  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => `${node.html} ${node.failureSummary}`).join(' | ')}`,
      ),
  ).toEqual([]);

  await page.goto('/admin');
  const summary = page.getByRole('region', { name: 'Overblik' });
  await expect(summary.getByTestId('stats-owed-by-customers')).toHaveText('0 kr');
  await expect(summary.getByTestId('stats-owed-to-customers')).toHaveText('0 kr');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the settlement panel and its buttons fit the screen', async ({ page }) => {
    const admin = await createAdmin();
    const clientId = await signUpVisitor(admin.id, { name: 'Telefon Thomsen' });
    await signIn(page, admin);
    await page.goto(`/admin/clients/${clientId}`);
    const panel = page.getByRole('region', { name: 'Afregning', exact: true });
    await expect(panel.getByTestId('client-balance')).toHaveText('I er kvit');
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    for (const name of [
      'Udlæg til indskud',
      'Udbetaling til kunden',
      'Tilbagebetaling fra kunden',
    ]) {
      const button = panel.getByRole('button', { name });
      const box = await button.boundingBox();
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(390);
      // Big enough for a thumb.
      expect(box!.height, name).toBeGreaterThanOrEqual(40);
    }
  });
});
