import { request } from '@playwright/test';
import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test.use({ viewport: { width: 390, height: 844 } });

const fitsThePhone = async (page: import('@playwright/test').Page) =>
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

test('on a phone a recruiter calls or texts from the list and the board, filters by source and sees a repeat signup', async ({
  page,
  baseURL,
}) => {
  test.slow(); // four customers, two pages, a filter
  const admin = await createAdmin();
  await signUpVisitor(admin.id, { name: 'Tine Tiktok', phone: '+4520304051', src: 'tiktok' });
  await signUpVisitor(admin.id, { name: 'Uffe Untagged', phone: '20304052' });
  await signUpVisitor(admin.id, { name: 'Rasmus Repeat', phone: '+4520304053' });
  // The same visitor again: the card is marked, nothing on it changes.
  await signUpVisitor(admin.id, { name: 'Rasmus R.', phone: '+4520304053' });
  // A visit through the tagged link, so Statistik (and the filter) knows the tag.
  const visitor = await request.newContext({ baseURL });
  await visitor.post('/api/public/events', {
    data: { admin: admin.id, step: 'welcome', src: 'tiktok' },
  });
  await visitor.dispose();
  await signIn(page, admin);

  await page.goto('/admin/clients');
  const tine = page.getByRole('article', { name: 'Tine Tiktok' });
  await expect(tine).toContainText('Tlf: +45 20 30 40 51', { timeout: 15_000 });
  await expect(tine.getByRole('link', { name: 'Ring til +45 20 30 40 51' })).toHaveAttribute(
    'href',
    'tel:+4520304051',
  );
  await expect(tine.getByRole('link', { name: 'Send SMS til +45 20 30 40 51' })).toHaveAttribute(
    'href',
    'sms:+4520304051',
  );
  const uffe = page.getByRole('article', { name: 'Uffe Untagged' });
  await expect(uffe).toContainText('Tlf: 20 30 40 52');
  await expect(uffe.getByRole('link', { name: 'Ring til 20 30 40 52' })).toHaveAttribute(
    'href',
    'tel:20304052',
  );
  await fitsThePhone(page);

  // 'Kilde': the link's tag, or none.
  const count = page.getByTestId('client-count');
  await expect(count).toHaveText('Antal på listen: 3');
  await page.getByRole('combobox', { name: 'Kilde' }).click();
  await page.getByRole('option', { name: 'tiktok' }).click();
  await expect(count).toHaveText('Antal på listen: 1');
  await expect(tine).toBeVisible();
  await page.getByRole('combobox', { name: 'Kilde' }).click();
  await page.getByRole('option', { name: 'Uden kilde' }).click();
  await expect(count).toHaveText('Antal på listen: 2');
  await expect(tine).toHaveCount(0);
  await expect(uffe).toBeVisible();

  await page.goto('/admin/clients/board');
  const card = (name: string) => page.getByTestId('board-card').filter({ hasText: name });
  await expect(card('Tine Tiktok')).toContainText('+45 20 30 40 51', { timeout: 15_000 });
  await expect(card('Tine Tiktok')).toContainText('Kilde: tiktok');
  await expect(
    card('Tine Tiktok').getByRole('link', { name: 'Ring til +45 20 30 40 51' }),
  ).toHaveAttribute('href', 'tel:+4520304051');
  await expect(
    card('Tine Tiktok').getByRole('link', { name: 'Send SMS til +45 20 30 40 51' }),
  ).toHaveAttribute('href', 'sms:+4520304051');
  await expect(card('Rasmus Repeat').getByTestId('board-signed-up-again')).toHaveText(
    'Tilmeldt igen',
  );
  await expect(card('Uffe Untagged').getByTestId('board-signed-up-again')).toHaveCount(0);
  await expect(card('Uffe Untagged').getByTestId('board-source')).toHaveCount(0);
  await fitsThePhone(page);
});
