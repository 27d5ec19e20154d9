import { type Locator, request } from '@playwright/test';
import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** Each label's box, left to right: none may run into the next. */
async function noneOverlap(labels: Locator) {
  const boxes = (await labels.evaluateAll((nodes) =>
    nodes.map((node) => {
      const { x, width } = node.getBoundingClientRect();
      return { x, width };
    }),
  )) as { x: number; width: number }[];
  boxes.sort((a, b) => a.x - b.x);
  for (let i = 1; i < boxes.length; i++)
    expect(boxes[i].x, 'a label runs into the one before it').toBeGreaterThanOrEqual(
      boxes[i - 1].x + boxes[i - 1].width,
    );
}

test("on a phone Statistik's bar labels stand apart and its days read the Danish way", async ({
  page,
  baseURL,
}) => {
  test.slow(); // hundreds of visits, two pages with charts
  const admin = await createAdmin();
  // Counts in the hundreds: the labels that ran into each other were '260 · 100 %' wide.
  const visitor = await request.newContext({ baseURL });
  for (let i = 0; i < 130; i++)
    await Promise.all(
      ['welcome', 'welcome', 'sites', 'form', 'submitted'].map((step) =>
        visitor.post('/api/public/events', { data: { admin: admin.id, step } }),
      ),
    );
  await visitor.dispose();
  const clientId = await signUpVisitor(admin.id, { name: 'Penge Poulsen' });
  await admin.api.put(`/api/clients/${clientId}/sites/Unibet`, {
    data: { state: 'withdrawn', deposit: 1000, withdrawn: 1500 },
  });
  await signIn(page, admin);

  await page.goto('/admin/stats');
  const funnel = page.getByRole('region', { name: 'Hvor besøgende falder fra' });
  await expect(funnel.getByTestId('step-welcome')).toContainText('260', { timeout: 15_000 });
  const barLabels = funnel.locator('.MuiBarLabel-root');
  await expect(barLabels).toHaveCount(5); // the four steps, then the new customers
  await expect(barLabels.first()).toHaveText('100 %');
  await noneOverlap(barLabels);

  const perDay = page.getByRole('region', { name: 'Besøg og tilmeldinger pr. dag' });
  const days = perDay.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
  await expect(days.first()).toBeVisible();
  for (const day of await days.allTextContents()) expect(day).toMatch(/^\d{2}\.\d{2}$/);
  await noneOverlap(days);

  // The dashboard's months: 'nov. 2026', not '2026-11'.
  await page.goto('/admin');
  const months = page
    .getByRole('region', { name: 'Overblik' })
    .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
  await expect(months.first()).toBeVisible({ timeout: 15_000 });
  for (const month of await months.allTextContents())
    expect(month).toMatch(/^[a-zæøå]{3}\.? \d{4}$/);
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
});
