import AxeBuilder from '@axe-core/playwright';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createAdmin } from '../support/api';
import { expect, test } from '../support/admin-fixtures';
import { startSecondInstance } from '../support/second-instance';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A real SMTP server in the test: the reset mail arrives here. */
async function startSmtp(mails: string[]) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        mails.push(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port };
}

test('a recruiter who forgot the password gets back in by email, on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  const mails: string[] = [];
  const smtp = await startSmtp(mails);
  const instance = await startSecondInstance({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  try {
    const admin = await createAdmin();
    await page.goto(`${instance.url}/admin/login`);
    await page.getByRole('link', { name: 'Glemt adgangskode?' }).click();
    await expect(page.getByRole('heading', { name: 'Glemt adgangskode', level: 1 })).toBeVisible();
    await page.getByLabel('Email').fill(admin.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByRole('status')).toContainText('Hvis der findes en konto med den email');

    await expect.poll(() => mails.length, { timeout: 20_000 }).toBe(1);
    const link = mails[0].match(/http:\/\/localhost:\d+\/admin\/nulstil#[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Vælg en ny adgangskode' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByLabel('Ny adgangskode').fill('Sommer2026!!');
    await page.getByRole('button', { name: 'Gem ny adgangskode' }).click();
    await expect(page.getByRole('alert')).toContainText('Adgangskoden');
    const mine = 'havelaage-cykelkurv-solhat-29';
    await page.getByLabel('Ny adgangskode').fill(mine);
    await page.getByRole('button', { name: 'Gem ny adgangskode' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Din adgangskode er skiftet. Log ind med den nye.',
    );

    await page.getByRole('link', { name: 'Til log ind' }).click();
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Adgangskode').fill(mine);
    await page.getByRole('button', { name: 'Log ind' }).click();
    await expect(page).toHaveURL(/\/admin\/?$/);
  } finally {
    await instance.stop();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  }
});
