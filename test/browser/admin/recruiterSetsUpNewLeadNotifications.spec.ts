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
  await expect(page.getByText('E-mail er ikke sat op på serveren')).toBeVisible();
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

  await expect(page.getByText('Lav en nøgle: uden den sendes der ingen webhooks.')).toBeVisible();
  await page.getByRole('button', { name: 'Lav ny nøgle' }).click();
  const secret = page.getByTestId('webhook-secret');
  await expect(secret).toHaveText(/^whsec_[\w-]{43}$/);
  await expect(page.getByText('den vises kun denne ene gang', { exact: false })).toBeVisible();

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
});
