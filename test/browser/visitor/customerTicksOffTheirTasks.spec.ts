import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/console-errors.js';
import { signIn } from '../support/admin-fixtures.js';
import { createAdmin, signUpVisitor } from '../support/api.js';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('a customer opens the link from a text message and ticks off the account, the deposit and the bet', async ({
  browser,
  page,
}) => {
  test.slow(); // two people, two pages and three axe runs
  const admin = await createAdmin();
  const settings = await admin.api.put('/api/settings/me', {
    data: {
      displayName: 'Mads',
      phone: '+45 11 22 33 44',
      sites: [
        { name: 'Unibet', stake: 500 },
        { name: 'Bet365', stake: 500 },
      ],
    },
  });
  expect(settings.ok()).toBe(true);
  const clientId = await signUpVisitor(admin.id, { name: 'Sofie Hansen' });
  const plan = await admin.api.post(`/api/clients/${clientId}/bet-plans`, {
    data: {
      odds: [
        { site: 'Unibet', home: 2.1, draw: 3.4, away: 3.8 },
        { site: 'Bet365', home: 2.0, draw: 3.5, away: 4.0 },
      ],
    },
  });
  expect(plan.status()).toBe(201);

  // The recruiter makes the link on the customer page and sends it as a text message.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, { email: admin.email, password: admin.password });
  await page.goto(`/admin/clients/${clientId}`);
  const panel = page.getByRole('region', { name: 'Mine opgaver' });
  await expect(panel).toContainText('Kunden har intet link til sine opgaver');
  await panel.getByRole('button', { name: 'Send link til kunden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mine opgaver' });
  await dialog.getByRole('button', { name: 'Lav link', exact: true }).click();
  const url = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(url).toMatch(/\/k\/[A-Za-z0-9_-]{43}$/);
  const sms = await dialog.getByRole('link', { name: 'Send som SMS' }).getAttribute('href');
  expect(sms).toMatch(/^sms:\+45\d{8}\?body=/);
  expect(decodeURIComponent(sms!.split('body=')[1])).toBe(
    `Hej Sofie. Her er dine opgaver fra Mads: ${url}`,
  );
  await dialog.getByRole('button', { name: 'Kopier link' }).click();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(url);
  await dialog.getByRole('button', { name: 'Luk' }).click();
  await expect(panel).toContainText('ikke åbnet endnu');

  // The customer, on their own phone, opens the link from the message.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
  });
  const customer = await phone.newPage();
  await customer.goto(url);
  await expect(
    customer.getByText('Mads har lavet en side til dig med dine opgaver.'),
  ).toBeVisible();
  await expect(
    customer.getByText('18+ · Spil ansvarligt · StopSpillet: 70 22 28 25'),
  ).toBeVisible();
  expect(await seriousViolations(customer)).toEqual([]);
  await customer.getByRole('button', { name: 'Åbn mine opgaver' }).click();
  await expect(customer.getByRole('heading', { name: 'Hej Sofie' })).toBeVisible();
  // The customer's statement: the agreed fee and what is left either way.
  const statement = customer.getByRole('region', { name: 'Din afregning' });
  await expect(statement).toContainText('Aftalt honorar: 1.500 kr.');
  await expect(customer.getByText('Hansen')).toHaveCount(0);
  await expect(
    customer.getByText('Vi beder dig aldrig om dit login eller din MitID-kode', { exact: false }),
  ).toBeVisible();

  const unibet = customer.getByRole('region', { name: 'Unibet' });
  const step = (text: string) => unibet.getByRole('listitem').filter({ hasText: text });
  // Nothing can be ticked before the 18+/ROFUS confirmation.
  await expect(step('Opret en konto').getByRole('button', { name: 'Færdig' })).toBeDisabled();
  await customer.getByLabel('Jeg er fyldt 18 år og er ikke registreret i ROFUS').check();
  await customer.getByRole('button', { name: 'Bekræft' }).click();
  await expect(customer.getByRole('button', { name: 'Bekræft' })).toHaveCount(0);

  await step('Opret en konto hos Unibet med dit eget MitID')
    .getByRole('button', { name: 'Færdig' })
    .click();
  await expect(step('Opret en konto')).toContainText('(gjort)');
  const deposit = step('Indbetal 500 kr på din konto hos Unibet');
  await expect(deposit.getByRole('textbox', { name: 'Indbetalt (kr)' })).toHaveValue('500');
  await deposit.getByRole('button', { name: 'Færdig' }).click();
  await expect(step('Indbetal')).toContainText('(gjort)');
  const bet = step('Placér dit bet hos Unibet');
  await expect(bet).toContainText(
    /500 kr på (1 \(hjemmesejr\)|X \(uafgjort\)|2 \(udesejr\)), odds mindst/,
  );
  await bet.getByRole('button', { name: 'Færdig' }).click();
  await expect(step('Placér dit bet')).toContainText('(gjort)');
  await expect(step('Placér dit bet').getByRole('button', { name: 'Fortryd' })).toBeVisible();
  expect(await seriousViolations(customer)).toEqual([]);

  // The privacy notice, from the task page.
  await customer.getByRole('link', { name: 'Sådan passer vi på dine oplysninger' }).click();
  await expect(
    customer.getByRole('heading', { name: 'Sådan passer vi på dine oplysninger' }),
  ).toBeVisible();
  await expect(customer.getByText(/ikke været aktivitet i 24 måneder/)).toBeVisible();
  await expect(customer.getByText(/Kontakt Mads på \+45 11 22 33 44/)).toBeVisible();
  expect(await seriousViolations(customer)).toEqual([]);
  await phone.close();

  // The recruiter sees it on the customer page.
  await page.reload();
  await expect(panel).toContainText(/åbnet \d/);
  await expect(panel).toContainText('sidst set');
  await expect(
    page.getByRole('group', { name: 'Unibet' }).getByRole('combobox', { name: 'Trin' }),
  ).toHaveText('Bet placeret');
  const timeline = page.getByRole('list', { name: 'Tidslinje' });
  await expect(timeline).toContainText('Kunden krydsede af: Unibet, bet placeret');
  await expect(timeline).toContainText('Kunden krydsede af: Unibet, oprettet');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a customer with an old link is told to contact the recruiter', async ({ page }) => {
  const admin = await createAdmin();
  const clientId = await signUpVisitor(admin.id);
  const make = async () =>
    (await (await admin.api.post(`/api/clients/${clientId}/task-link`, { data: {} })).json())
      .url as string;
  const old = await make();
  await make(); // a new link replaces it

  await page.goto(old);
  await expect(
    page.getByText('Linket virker ikke længere. Kontakt den, der sendte dig linket.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Åbn mine opgaver' })).toHaveCount(0);
  await expect(page.getByText('18+ · Spil ansvarligt · StopSpillet: 70 22 28 25')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
