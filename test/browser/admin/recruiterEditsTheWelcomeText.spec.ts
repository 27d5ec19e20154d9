import { existsSync } from 'node:fs';
import { createAdmin } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

// The visitor funnel is checked in the browser once it is built; until then through its API.
const visitorPagesBuilt = existsSync('visitor-ui/dist/index.html');

test('a recruiter edits the welcome text and a visitor sees it', async ({ page, browser }) => {
  const admin = await createAdmin();
  const before = await (await admin.api.get('/api/settings/me')).json();
  await signIn(page, admin);
  await page.getByRole('menuitem', { name: 'Ændre på kundeview' }).click();
  await expect(page).toHaveURL(/\/admin\/texts$/);
  await expect(
    page.getByRole('heading', { name: 'Her kan du ændre i teksten dine kunder ser' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Velkomst Side' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const title = 'Tjen penge med Arbi';
  const text = 'Skriv dig op i dag.\nVi ringer dig op.';
  await page.getByRole('textbox', { name: 'Titel' }).fill(title);
  await page.getByRole('textbox', { name: 'Tekst' }).fill(text);
  await expect(page.getByTestId('preview-title')).toHaveText(title);
  await expect(page.getByTestId('preview-text')).toHaveText(text);
  await expect(page.getByRole('button', { name: 'Start her!' })).toBeVisible();
  await page.getByRole('button', { name: 'Opdater' }).click();
  await expect(page.getByText('opdateret', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/texts$/);

  await page.getByRole('tab', { name: 'Valg af bettingsider' }).click();
  await expect(page.getByRole('textbox', { name: 'Titel' })).toHaveValue(
    before.texts.sitesPage.title,
  );
  await expect(page.getByRole('checkbox', { name: 'Unibet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Videre' })).toBeVisible();

  const after = await (await admin.api.get('/api/settings/me')).json();
  expect(after.texts.welcome).toEqual({ title, text });
  expect(after.texts.sitesPage).toEqual(before.texts.sitesPage);

  if (visitorPagesBuilt) {
    const visitor = await browser.newPage();
    await visitor.goto(`/${admin.id}`);
    await expect(visitor.getByText(title)).toBeVisible();
    await visitor.close();
  } else {
    const response = await page.request.get(`/api/public/admins/${admin.id}`);
    expect((await response.json()).welcome).toEqual({ title, text });
  }
});

test('saving the sites page text keeps the welcome text', async ({ page }) => {
  const admin = await createAdmin();
  const before = await (await admin.api.get('/api/settings/me')).json();
  await signIn(page, admin);
  await page.goto('/admin/texts');
  await page.getByRole('textbox', { name: 'Titel' }).fill('Ikke gemt velkomst');
  await page.getByRole('tab', { name: 'Valg af bettingsider' }).click();
  await page.getByRole('textbox', { name: 'Titel' }).fill('Vælg dine sider');
  await page.getByRole('button', { name: 'Opdater' }).click();
  await expect(page.getByText('opdateret', { exact: true })).toBeVisible();
  const after = await (await admin.api.get('/api/settings/me')).json();
  expect(after.texts.sitesPage.title).toBe('Vælg dine sider');
  expect(after.texts.welcome).toEqual(before.texts.welcome);
});
