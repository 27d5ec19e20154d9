import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test('a recruiter erases everything about a customer, after confirming', async ({ page }) => {
  test.slow(); // signs in, works the list, and (audit) signs in again: many page loads
  const admin = await createAdmin();
  const anna = await signUpVisitor(admin.id, { name: 'Anna Andersen' });
  await signUpVisitor(admin.id, { name: 'Bo Bentsen' });
  await signIn(page, admin);
  await page.getByRole('menuitem', { name: 'Kundeliste' }).click();
  await expect(
    page.getByRole('heading', { name: 'Her er den fulde liste over kunder' }),
  ).toBeVisible();
  await expect(page.getByTestId('client-count')).toHaveText('Antal på listen: 2');

  const card = page.getByRole('article', { name: 'Anna Andersen' });
  await card.getByRole('button', { name: 'Slet alt om kunden' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Slet alt om Anna Andersen?');
  await expect(dialog).toContainText('Det kan ikke fortrydes.');
  await dialog.getByRole('button', { name: 'Annuller' }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Slet alt om kunden' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ja, slet alt' }).click();
  await expect(page.getByText('Alt om kunden er slettet')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId('client-count')).toHaveText('Antal på listen: 1');
  await expect(page.getByText('Ingen lukkede kunder endnu')).toBeVisible();
  expect((await admin.api.get(`/api/clients/${anna}`)).status()).toBe(404);
});

test("a recruiter erases a customer from the customer's own page, with the list card's confirmation", async ({
  page,
}) => {
  const admin = await createAdmin();
  const carl = await signUpVisitor(admin.id, { name: 'Carl Christensen' });
  await signIn(page, admin);
  await page.goto(`/admin/clients/${carl}`);
  await expect(page.getByRole('heading', { name: 'Carl Christensen', level: 1 })).toBeVisible({
    timeout: 15_000,
  });

  await page.getByRole('button', { name: 'Slet alt om kunden' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Slet alt om Carl Christensen?');
  await expect(dialog).toContainText('Det kan ikke fortrydes.');
  await dialog.getByRole('button', { name: 'Annuller' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await admin.api.get(`/api/clients/${carl}`)).status()).toBe(200);

  await page.getByRole('button', { name: 'Slet alt om kunden' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ja, slet alt' }).click();
  await expect(page.getByText('Alt om kunden er slettet')).toBeVisible();
  // The page of a customer who no longer exists is left for the list.
  await expect(page).toHaveURL(/\/admin\/clients$/);
  await expect(page.getByTestId('client-count')).toHaveText('Antal på listen: 0');
  expect((await admin.api.get(`/api/clients/${carl}`)).status()).toBe(404);
});
