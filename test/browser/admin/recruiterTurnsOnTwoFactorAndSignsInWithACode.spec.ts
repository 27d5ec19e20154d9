import AxeBuilder from '@axe-core/playwright';
import { Secret, TOTP } from 'otpauth';
import { createAdmin } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

test('a recruiter turns on two-factor and signs in with a code', async ({ page }) => {
  const admin = await createAdmin();
  await signIn(page, admin);
  await page.getByRole('menuitem', { name: 'Sikkerhed' }).click();
  await page.getByRole('button', { name: 'Slå totrinsbekræftelse til' }).click();
  await expect(page.getByRole('img', { name: 'QR-kode til godkendelsesappen' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const secret = (await page.locator('.login-secret').textContent())!.trim();
  await page
    .getByRole('textbox', { name: 'Kode' })
    .fill('000000' === codeFor(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Slå til' }).click();
  await expect(page.getByRole('alert')).toHaveText('Koden er forkert eller allerede brugt');
  await page.getByRole('textbox', { name: 'Kode' }).fill(codeFor(secret));
  await page.getByRole('button', { name: 'Slå til' }).click();
  const codes = page.getByRole('list', { name: 'Dine gendannelseskoder' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'Jeg har gemt koderne' }).click();
  await expect(page.getByText('Slået til. Du logger ind med adgangskode')).toBeVisible();

  await page.request.post('/api/auth/logout');
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Adgangskode').fill(admin.password);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page.getByRole('heading', { name: 'Skriv koden fra din app' })).toBeVisible();
  // The set-up's code was used once: the app's next one signs in.
  await page.getByRole('textbox', { name: 'Kode' }).fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Bekræft' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: 'Sider dine kunder ser' })).toBeVisible();
});
