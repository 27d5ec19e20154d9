import { createAdmin } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test('a recruiter sets up a webhook for new leads, sees the secret once and sends a test', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const admin = await createAdmin();
  await signIn(page, admin);
  await page.getByRole('menuitem', { name: 'Besked om nye kunder' }).click();
  await expect(page).toHaveURL(/\/admin\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Besked om nye kunder' })).toBeVisible();
  // The test server has no SMTP_URL: email is off, and the page says why.
  await expect(page.getByText('Email er ikke sat op på serveren')).toBeVisible();
  await expect(page.getByText('Ingen beskeder endnu')).toBeVisible();

  await page
    .getByRole('textbox', { name: 'Webhook-adresse (https://…)' })
    .fill('http://hooks.example.com/arbi');
  await page.getByRole('button', { name: 'Gem' }).click();
  await expect(page.getByText('Webhook-adressen skal begynde med https://')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Webhook-adresse (https://…)' })
    .fill('https://hooks.example.com/arbi');
  await page.getByRole('button', { name: 'Gem' }).click();
  await expect(page.getByText('Indstillingerne er gemt')).toBeVisible();

  // The first address gets its secret on the spot: a webhook is never accepted and then not sent.
  const secret = page.getByTestId('webhook-secret');
  await expect(secret).toHaveText(/^whsec_[\w-]{43}$/);
  await expect(page.getByText('den vises kun denne ene gang', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kopier nøglen' })).toBeVisible();
  const first = await secret.textContent();

  // A new key replaces a working one only after the recruiter says so.
  await page.getByRole('button', { name: 'Lav ny nøgle' }).click();
  await expect(
    page.getByText('Den gamle nøgle holder op med at virke', { exact: false }),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Lav ny nøgle' }).click();
  await expect(secret).toHaveText(/^whsec_[\w-]{43}$/);
  expect(await secret.textContent()).not.toBe(first);

  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText('Testen er sendt afsted')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Webhook' });
  await expect(row).toContainText('Test');

  // Shown once: after a reload only the fact that a secret exists is left.
  await page.reload();
  await expect(page.getByTestId('webhook-secret')).toHaveCount(0);
  await expect(page.getByText('Der er lavet en nøgle.', { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Webhook-adresse (https://…)' })).toHaveValue(
    'https://hooks.example.com/arbi',
  );

  // On a phone the page keeps to the screen; the deliveries table scrolls in its own box.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('row').filter({ hasText: 'Webhook' })).toBeVisible();
  // A resize without navigation: the layout follows when the media queries' listeners have run.
  await expect
    .poll(() => page.evaluate('document.documentElement.scrollWidth'))
    .toBeLessThanOrEqual(390);
});
