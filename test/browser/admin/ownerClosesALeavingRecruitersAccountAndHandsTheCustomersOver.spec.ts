import AxeBuilder from '@axe-core/playwright';
import { createAdmin, SUPERADMIN, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test("the owner closes a leaving recruiter's account, hands the customers to another and looks them up", async ({
  page,
}) => {
  test.slow(); // a close, a handover with its preview, the leaderboard and a customer page
  const leaving = await createAdmin();
  const staying = await createAdmin();
  const first = await signUpVisitor(leaving.id, { name: 'Bente Overdraget' });
  await signUpVisitor(leaving.id, { name: 'Carl Overdraget' });
  const note = await leaving.api.post(`/api/clients/${first}/notes`, {
    data: { text: 'Vil ringes op efter kl. 17' },
  });
  expect(note.status()).toBe(201);

  await signIn(page, SUPERADMIN);
  await page.getByRole('menuitem', { name: 'Admins' }).click();
  await page.getByRole('row').filter({ hasText: leaving.email }).click();
  await expect(page.getByRole('heading', { level: 1, name: leaving.email })).toBeVisible();
  await expect(page.getByTestId('account-status')).toHaveText('Aktiv');

  await page.getByRole('button', { name: 'Luk konto' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Alle sessioner slutter med det samme');
  await confirm.getByRole('button', { name: 'Luk konto' }).click();
  await expect(page.getByTestId('account-status')).toHaveText(/^Lukket /);
  // Closed means closed: the recruiter's token is refused at once.
  expect((await leaving.api.get('/api/clients')).status()).toBe(401);

  await page.getByRole('button', { name: 'Overdrag kunder' }).click();
  const dialog = page.getByRole('dialog', { name: `Overdrag kunderne fra ${leaving.email}` });
  await dialog.getByTestId('transfer-to').locator('..').click();
  await page.getByRole('option', { name: staying.email }).click();
  // The chosen recipient's list fades out; the dialog is checked once it has gone.
  await expect(page.getByRole('listbox')).toHaveCount(0);
  const preview = dialog.getByTestId('transfer-preview');
  await expect(preview).toContainText('Kunder (med historik og sider): 2');
  await expect(preview).toContainText('Noter: 1');
  await expect(preview).toContainText('viser derefter modtagerens sider');
  const { violations: inDialog } = await new AxeBuilder({ page }).analyze();
  expect(inDialog).toEqual([]);
  await dialog.getByRole('button', { name: 'Overdrag', exact: true }).click();
  await expect(page.getByText('Kunderne er overdraget', { exact: true })).toBeVisible();
  await expect(page.getByText(`Kunderne er overdraget til ${staying.email}.`)).toBeVisible();

  // The leaderboard: this month's two customers now count for the one who stayed.
  await page.getByRole('menuitem', { name: 'Bureau' }).click();
  const table = page.getByRole('table', { name: 'Rekrutterere i perioden' });
  const stayingRow = table.getByRole('row').filter({ hasText: staying.email });
  await expect(stayingRow.getByRole('cell').nth(0)).toHaveText('2');
  await expect(
    table.getByRole('row').filter({ hasText: leaving.email }).getByText('Lukket'),
  ).toBeVisible();

  // The owner looks into the customers: read-only, notes and all.
  await stayingRow.getByRole('link', { name: `Se kunderne hos ${staying.email}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(staying.email);
  await page.getByRole('link', { name: 'Bente Overdraget' }).click();
  await expect(page.getByTestId('read-only')).toContainText(`Kunden hører til ${staying.email}`);
  await expect(page.getByText('Vil ringes op efter kl. 17')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tilføj note' })).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations).toEqual([]);

  // A phone: the customer page keeps the phone's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Vil ringes op efter kl. 17')).toBeVisible();
  // A resize without navigation: the layout follows when the media queries' listeners have run.
  await expect
    .poll(() => page.evaluate('document.documentElement.scrollWidth'))
    .toBeLessThanOrEqual(390);
});
