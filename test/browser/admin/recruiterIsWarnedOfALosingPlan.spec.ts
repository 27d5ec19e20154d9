import type { Page } from '@playwright/test';
import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

/** Plans a bet whose answer is staged: a real losing plan needs odds rare in real life. */
async function planWithReturns(page: Page, minReturn: number, totalStake: number) {
  const admin = await createAdmin();
  await admin.api.put('/api/settings/me', { data: { sites: [{ name: 'Unibet', stake: 2000 }] } });
  const clientId = await signUpVisitor(admin.id, { name: 'Lars Lund', sites: [] });
  const plan = {
    id: 'p1',
    clientId,
    createdAt: new Date().toISOString(),
    plan: [
      {
        site: 'Unibet',
        kind: 'cash',
        stake: totalStake,
        minOdds: null,
        outcome: '1',
        payouts: { home: minReturn, draw: 0, away: 0 },
      },
    ],
    returns: { home: minReturn, draw: minReturn + 100, away: minReturn + 200 },
    minReturn,
    totalStake,
    cashOutlay: totalStake,
    guaranteedResult: minReturn - totalStake,
    // The site's offer outweighs the loss: only the loss itself is told.
    lossBeyondBonuses: false,
    event: null,
    kickoffAt: null,
    placedAt: null,
    optimal: true,
    upperBound: minReturn,
  };
  await page.route('**/api/bet-plans', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify(plan) })
      : route.fallback(),
  );
  await signIn(page, admin);
  await page.goto(`/admin/clients/${clientId}/bet`);
  const group = page.getByRole('group', { name: 'Unibet' });
  await group.getByRole('textbox', { name: '1', exact: true }).fill('1,1');
  await group.getByRole('textbox', { name: 'x', exact: true }).fill('1,1');
  await group.getByRole('textbox', { name: '2', exact: true }).fill('1,1');
  await page.getByRole('button', { name: 'Lav mit bet' }).click();
  await expect(page.getByTestId('plan-minimum').first()).toBeVisible();
}

test('a plan that returns less than it stakes says in Danish how much it can lose', async ({
  page,
}) => {
  await planWithReturns(page, 9725, 10100);
  await expect(page.getByTestId('plan-loss')).toHaveText(
    'Planen giver tab: du er kun sikret 9725 kr tilbage for 10100 kr i indsats, så i værste fald taber du 375 kr.',
  );
});

test('a plan that returns more than it stakes says nothing of a loss', async ({ page }) => {
  await planWithReturns(page, 10400, 10100);
  await expect(page.getByTestId('plan-loss')).toHaveCount(0);
});
