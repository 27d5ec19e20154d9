import { createAdmin } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test('a wrong password is shown on the login page', async ({ page }) => {
  const admin = await createAdmin();
  await page.goto('/admin/login');
  await expect(page.getByRole('link', { name: 'Tilbage til start' })).toHaveAttribute('href', '/');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Adgangskode').fill('not-the-password-at-all');
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page.getByRole('alert')).toHaveText('Forkert email eller adgangskode');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a signed-out visit of the panel goes to the login page without a failed request', async ({
  page,
}) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('button', { name: 'Log ind' })).toBeVisible();
  expect(failed).toEqual([]);
});

test('a recruiter signs in, copies the personal link and signs out', async ({
  page,
  context,
  baseURL,
}) => {
  const admin = await createAdmin();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn(page, admin);

  const link = `${baseURL}/${admin.id}`;
  await expect(page.getByText('Dit personlige link:')).toBeVisible();
  await expect(page.getByTestId('personal-link')).toHaveText(link);
  const copy = page.getByRole('button', { name: 'Kopier', exact: true });
  await copy.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Kopier');
  await copy.click();
  await expect(page.getByRole('tooltip')).toHaveText('Kopieret');
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(link);

  // A signed-in visitor of the login page goes on to the dashboard.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: 'Sider dine kunder ser' })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Log ud' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/clients');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
