import { expect, test } from '../support/console-errors.js';
import { createAdmin } from '../support/api.js';
import {
  aVisitor,
  clientsOf,
  createReferral,
  fillInfoForm,
  referralField,
  submitButton,
} from '../support/visitor-funnel.js';

test('a visitor picks their sites, is referred by a friend and signs up', async ({ page }) => {
  const admin = await createAdmin();
  await createReferral(admin, '4821', 'Peter Hansen');
  const visitor = aVisitor();

  await page.goto(`/${admin.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Velkommen til vores Arbitrage Bereau' }),
  ).toBeVisible();
  await expect(
    page.getByText('Vil du tjene 1500 kr. på bare 3 timer? Så er du kommet til det rette sted.'),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('arbiAdmin'))).toBe(admin.id);

  await page.getByRole('link', { name: 'Start her!' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Arbitrage Bereau - Start her' }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(12);
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Start her!' })).toBeVisible();
  await page.goForward();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Arbitrage Bereau - Start her' }),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: 'Unibet' }).check();
  await page.getByRole('checkbox', { name: 'Bet365' }).check();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('sites') ?? 'null'))).toEqual([
    'Unibet',
    'Bet365',
  ]);
  await page.getByRole('button', { name: 'Videre' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Din info' })).toBeVisible();
  const chosen = page.getByRole('region', { name: 'Du har allerede en konto på:' });
  await expect(chosen.getByRole('listitem')).toHaveText(['Unibet', 'Bet365']);

  await expect(page.getByText('Du har ikke nogen referal')).toBeVisible();
  await fillInfoForm(page, visitor);
  await referralField(page).fill('4821');
  await expect(page.getByText('Du har valgt at referere Peter H.')).toBeVisible();
  await expect(referralField(page)).toBeEnabled();
  await submitButton(page).click();

  await expect(page).toHaveURL(/\/thanks$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tak for din tilmelding!' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Vi har travlt lige nu, men vi kontakter dig, så snart der bliver en plads ledig.',
    ),
  ).toBeVisible();

  const clients = await clientsOf(admin);
  expect(clients).toHaveLength(1);
  expect(clients[0]).toMatchObject({
    name: visitor.name,
    email: visitor.email,
    phone: visitor.phone,
    birthDate: visitor.birthDate,
    referralCode: '4821',
    sites: ['Unibet', 'Bet365'],
    siteCount: 2,
  });
});
