import { createAdmin } from '../support/api';
import { expect, test } from '../support/admin-fixtures';

// The login page is plain React: it shows and signs in while the panel's scripts (react-admin,
// MUI) are still on their way, and they are fetched only once the recruiter starts on the form.

test('the login page works before the panel has loaded, and the panel follows the sign-in', async ({
  page,
}) => {
  const admin = await createAdmin();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const panelRequests: string[] = [];
  await page.route('**/admin/assets/PanelRoot-*.js', async (route) => {
    panelRequests.push(route.request().url());
    await released;
    await route.continue();
  });

  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Log ind', level: 1 })).toBeVisible();
  expect(panelRequests).toEqual([]);

  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Adgangskode').fill(admin.password);
  await expect.poll(() => panelRequests.length).toBe(1);
  await page.getByRole('button', { name: 'Log ind' }).click();
  release();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: 'Sider dine kunder ser' })).toBeVisible();
});

test("a locked account is told the server's Danish sentence, not a general error", async ({
  page,
}) => {
  const lockout = 'Du har prøvet for mange gange. Vent lidt og prøv igen.';
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({
      status: 429,
      json: { statusCode: 429, message: lockout, error: 'Too Many Requests' },
    }),
  );
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill('someone@arbi.test');
  await page.getByLabel('Adgangskode').fill('whatever-it-was');
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page.getByRole('alert')).toHaveText(lockout);
  await expect(page.getByRole('button', { name: 'Log ind' })).toBeEnabled();
});
