import { createAdmin } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

// Chromium's virtual authenticator stands in for the phone's or laptop's platform authenticator
// (WebAuthn needs a domain: the tests run on http://localhost).
test('a recruiter signs in with a passkey', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const admin = await createAdmin();
  await signIn(page, admin);
  await page.getByRole('menuitem', { name: 'Sikkerhed' }).click();
  await page.getByLabel('Navn på nøglen').fill('Min bærbare');
  await page.getByRole('button', { name: 'Tilføj adgangsnøgle' }).click();
  await expect(page.getByText('Adgangsnøglen er tilføjet')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Adgangsnøgler' })).toContainText('Min bærbare');

  await page.request.post('/api/auth/logout');
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Brug en adgangsnøgle' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: 'Sider dine kunder ser' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sikkerhed' }).click();
  const sessions = page.getByRole('list', { name: 'Dine sessioner' });
  await expect(sessions).toContainText('Denne enhed');
});
