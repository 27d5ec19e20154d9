import { request } from '@playwright/test';
import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

// English that MUI and the server's blanked data used to put on the pages (text and labels).
const ENGLISH = ['Stars', 'pagination navigation', 'not available', 'E-mail', 'Referral:'];
const TIME = /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}(?![:.]\d)/;

async function noEnglish(page: import('@playwright/test').Page) {
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  const html = await page.content();
  for (const words of ENGLISH) expect(html, words).not.toContain(words);
}

test('the panel speaks Danish throughout, and writes every time one way', async ({
  page,
  baseURL,
}) => {
  test.slow(); // 26 customers, a rating, a plan, five pages
  const admin = await createAdmin();
  let clientId = '';
  for (let i = 0; i < 26; i++)
    clientId = await signUpVisitor(admin.id, { name: `Dorte Dansk ${i}`, referal: '' });
  const archivedId = await signUpVisitor(admin.id, { name: 'Arkiveret Anker' });
  await admin.api.post(`/api/clients/${archivedId}/archive`);
  const visitor = await request.newContext({ baseURL });
  await visitor.post('/api/ratings', { data: { admin: admin.id, stars: 5, comment: 'Super' } });
  await visitor.dispose();
  const plan = await admin.api.post('/api/bet-plans', {
    data: {
      clientId,
      odds: [
        { site: 'Unibet', home: '2,10', draw: '3,40', away: '3,60' },
        { site: 'Bet365', home: '2,05', draw: '3,50', away: '3,70' },
      ],
    },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  await signIn(page, admin);

  // The dashboard's rating, as stars and in words.
  await expect(page.getByTestId('rating-average')).toContainText('5 af 5');
  await noEnglish(page);

  // A list longer than a page: its page links are 'Sider', not 'pagination navigation'.
  await page.goto('/admin/clients');
  await expect(page.getByTestId('client-count')).toHaveText('Antal på listen: 26', {
    timeout: 15_000,
  });
  await expect(page.getByRole('navigation', { name: 'Sider' })).toBeVisible();
  await expect(page.getByTestId('client-card').first()).toContainText('Referal:');
  await noEnglish(page);

  // The customer page: its timeline and its earlier plan in the one format.
  await page.goto(`/admin/clients/${clientId}`);
  const timeline = page.getByRole('list', { name: 'Tidslinje' });
  await expect(timeline.getByTestId('event').first()).toBeVisible({ timeout: 15_000 });
  for (const line of await timeline.getByTestId('event').allTextContents())
    expect(line).toMatch(TIME);
  await expect(page.getByText(/: minimum .* kr i indsats/).first()).toHaveText(
    new RegExp(`^${TIME.source}`),
  );
  await noEnglish(page);

  await page.goto(`/admin/clients/${archivedId}`);
  await expect(page.getByRole('heading', { name: 'Arkiveret kunde', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await noEnglish(page);

  // The signed-in devices, in the same format.
  await page.goto('/admin/security');
  await expect(page.getByText(/^Logget ind /).first()).toHaveText(
    new RegExp(`^Logget ind ${TIME.source} · Sidst brugt ${TIME.source}$`),
    { timeout: 15_000 },
  );
});
