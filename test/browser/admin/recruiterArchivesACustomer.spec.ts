import { createAdmin, signUpVisitor } from '../support/api';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/admin-fixtures';

test('a recruiter reads a customer card, archives the customer and sees both lists update', async ({
  page,
}) => {
  const admin = await createAdmin();
  await signUpVisitor(admin.id, {
    name: 'Anna Andersen',
    phone: '+4512345678',
    age: '1990-04-17',
    sites: ['Unibet', 'Bet365'],
  });
  await signUpVisitor(admin.id, { name: 'Bo Bentsen' });
  await signIn(page, admin);
  await page.getByRole('menuitem', { name: 'Kundeliste' }).click();
  await expect(page).toHaveURL(/\/admin\/clients/);

  await expect(
    page.getByRole('heading', { name: 'Her er den fulde liste over kunder' }),
  ).toBeVisible();
  await expect(page.getByTestId('client-count')).toHaveText('Antal på listen: 2');
  const anna = page.getByRole('article', { name: 'Anna Andersen' });
  await expect(anna).toContainText('Tlf: +45 12 34 56 78');
  await expect(anna).toContainText('17.04.1990');
  await expect(anna).toContainText('Ingen Referral');
  await expect(anna).toContainText('2 oprettede sider: Unibet, Bet365');
  await expect(anna.getByRole('link', { name: 'Lav første bet' })).toBeVisible();

  const archived = page.getByTestId('archived-clients');
  await expect(
    page.getByRole('heading', { name: 'Her er alle dine lukkede kunder' }),
  ).toBeVisible();
  await expect(page.getByText('Ingen lukkede kunder endnu')).toBeVisible();

  await anna.getByRole('button', { name: 'Fjern og arkiver' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Er du sikker på du vil akivere denne kunde?');
  await dialog.getByRole('button', { name: 'Bekræft' }).click();

  await expect(page.getByText('Kunden er arkiveret')).toBeVisible();
  await expect(anna).toHaveCount(0);
  await expect(page.getByTestId('client-count')).toHaveText('Antal på listen: 1');
  await expect(archived.getByRole('row')).toHaveCount(2); // header + Anna's row
  await expect(archived).toContainText('2');
  await expect(archived).toContainText('Ingen Referral');
  await expect(archived).not.toContainText('Anna');
});

test('the customer list sorts, searches and exports', async ({ page }) => {
  const admin = await createAdmin();
  await signUpVisitor(admin.id, { name: 'Cecilie Carlsen', sites: ['Unibet'] });
  await signUpVisitor(admin.id, { name: 'Anders Ask', sites: ['Unibet', 'Bet365', 'Bwin'] });
  await signUpVisitor(admin.id, { name: 'Bent Berg' });
  await signIn(page, admin);
  await page.goto('/admin/clients');
  const names = page.getByTestId('client-card').getByRole('heading');

  await expect(names).toHaveText(['Bent Berg', 'Anders Ask', 'Cecilie Carlsen']); // newest first
  await page.getByRole('combobox', { name: 'Sorter ud fra:' }).click();
  await page.getByRole('option', { name: 'Navn (A-Å)' }).click();
  await expect(names).toHaveText(['Anders Ask', 'Bent Berg', 'Cecilie Carlsen']);
  await page.getByRole('combobox', { name: 'Sorter ud fra:' }).click();
  await page.getByRole('option', { name: 'Antal sider (flest først)' }).click();
  await expect(names).toHaveText(['Anders Ask', 'Cecilie Carlsen', 'Bent Berg']);

  await page.getByPlaceholder('Søg').fill('cecilie');
  await expect(names).toHaveText(['Cecilie Carlsen']);
  await expect(page.getByTestId('client-count')).toHaveText('Antal på listen: 1');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksporter' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('kunder.csv');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the customer list fits the screen and archiving works', async ({ page }) => {
    const admin = await createAdmin();
    await signUpVisitor(admin.id, {
      name: 'Dorte Dam',
      email: 'dorte.dam.med.en.meget.lang.adresse@example.dk',
    });
    await signIn(page, admin);
    await page.goto('/admin/clients');
    const card = page.getByRole('article', { name: 'Dorte Dam' });
    await expect(card).toBeVisible();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await card.getByRole('button', { name: 'Fjern og arkiver' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bekræft' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByTestId('archived-clients').getByRole('row')).toHaveCount(2);
  });
});

/** `GET /api/clients` answers the server's 500 for the reads whose `filter` matches. */
function failCustomerReads(page: Page, matches: (filter: string) => boolean) {
  return page.route(
    (url) => url.pathname === '/api/clients' && matches(url.searchParams.get('filter') ?? ''),
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, message: 'Der er sket en fejl, prøv igen senere' }),
      }),
  );
}

test('the archived column says so when it cannot be read', async ({ page }) => {
  const admin = await createAdmin();
  await signIn(page, admin);
  // Only the archived column's read fails; the active list loads as usual.
  await failCustomerReads(page, (filter) => /"archived":true/.test(filter));
  await page.getByRole('menuitem', { name: 'Kundeliste' }).click();
  const column = page.getByRole('region', { name: 'Her er alle dine lukkede kunder' });
  await expect(
    column.getByText('De lukkede kunder kunne ikke hentes. Prøv igen senere.'),
  ).toBeVisible({ timeout: 15_000 });
  await expect(column.getByText('Ingen lukkede kunder endnu')).toHaveCount(0);
  await expect(page.getByTestId('client-count')).toHaveText('Antal på listen: 0');
});

test('the customer list says so when it cannot be read, with no page count', async ({ page }) => {
  const admin = await createAdmin();
  await signUpVisitor(admin.id, { name: 'Ulla Utilgængelig' });
  await signIn(page, admin);
  await failCustomerReads(page, () => true);
  await page.getByRole('menuitem', { name: 'Kundeliste' }).click();
  // The list's own alert (the notification says it too, capitalised).
  await expect(
    page.getByRole('alert').getByText('der er sket en fejl, prøv igen senere', { exact: true }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText('De lukkede kunder kunne ikke hentes. Prøv igen senere.'),
  ).toBeVisible();
  await expect(page.getByText(/\d+-\d+ af \d+/)).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Ulla Utilgængelig' })).toHaveCount(0);
});

test("an archived customer's page is headed in Danish and offers no way to call, text or mail", async ({
  page,
}) => {
  const admin = await createAdmin();
  const id = await signUpVisitor(admin.id, { name: 'Gerda Gammel', phone: '+4523456789' });
  expect((await admin.api.post(`/api/clients/${id}/archive`)).ok()).toBe(true);
  await signIn(page, admin);
  await page.goto(`/admin/clients/${id}`);

  await expect(page.getByRole('heading', { name: 'Arkiveret kunde', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Kunden er arkiveret og kan ikke ændres')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('not available');
  await expect(page.locator('a[href^="tel:"], a[href^="mailto:"], a[href^="sms:"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ret kontaktoplysninger' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Fjern og arkiver' })).toHaveCount(0);
  // Erasure on request still applies to what is kept of an archived customer.
  await expect(page.getByRole('button', { name: 'Slet alt om kunden' })).toBeVisible();
  expect(await page.title()).not.toContain('not available');
});
