import { createAdmin, signUpVisitor } from '../support/api';
import { amountIn, expect, signIn, test } from '../support/admin-fixtures';

const SITES = [
  { name: 'Unibet', stake: 2000 },
  { name: 'Bet365', stake: 1000 },
  { name: 'Tipwin', stake: 1600 },
  { name: 'NordicBet', stake: 500 },
  { name: 'Bet25', stake: 500 },
  { name: 'Bwin', stake: 1000 },
];
// Odds as a recruiter types them, with comma decimals; Bwin is left out because the customer has it.
const ODDS: Record<string, [string, string, string]> = {
  Unibet: ['2,10', '3,40', '3,60'],
  Bet365: ['1,95', '3,50', '4,00'],
  Tipwin: ['2,25', '3,20', '3,30'],
  NordicBet: ['2,05', '3,60', '3,75'],
  Bet25: ['2,00', '3,30', '3,90'],
};

/** The best guaranteed return by trying every one of the 3^N choices. */
function bruteForceMinimum(): number {
  const rows = SITES.filter((site) => ODDS[site.name]).map((site) =>
    ODDS[site.name].map((odds) => Math.round(Number(odds.replace(',', '.')) * site.stake)),
  );
  let best = -Infinity;
  for (let choice = 0; choice < 3 ** rows.length; choice++) {
    const totals = [0, 0, 0];
    let rest = choice;
    for (const payouts of rows) {
      const outcome = rest % 3;
      rest = Math.floor(rest / 3);
      totals[outcome] += payouts[outcome];
    }
    best = Math.max(best, Math.min(...totals));
  }
  return best;
}

test('a recruiter plans a first bet and gets the optimal guaranteed return', async ({ page }) => {
  const admin = await createAdmin();
  const saved = await admin.api.put('/api/settings/me', { data: { sites: SITES } });
  expect(saved.ok()).toBe(true);
  const clientId = await signUpVisitor(admin.id, { name: 'Erik Eriksen', sites: ['Bwin'] });
  await signIn(page, admin);
  await page.goto('/admin/clients');
  await page
    .getByRole('article', { name: 'Erik Eriksen' })
    .getByRole('link', { name: 'Lav første bet' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/clients/${clientId}/bet$`));
  await expect(page.getByRole('heading', { name: 'Lav et bet', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Bwin' })).toHaveCount(0);

  // Every input is required: an empty form is stopped on the page.
  await page.getByRole('button', { name: 'Lav mit bet' }).click();
  await expect(page.getByRole('group', { name: 'Unibet' })).toContainText('Skal udfyldes');

  for (const [site, [home, draw, away]] of Object.entries(ODDS)) {
    const group = page.getByRole('group', { name: site });
    await group.getByRole('textbox', { name: '1', exact: true }).fill(home);
    await group.getByRole('textbox', { name: 'x', exact: true }).fill(draw);
    await group.getByRole('textbox', { name: '2', exact: true }).fill(away);
  }
  await page.getByRole('button', { name: 'Lav mit bet' }).click();

  const minimum = page.getByTestId('plan-minimum').first();
  await expect(minimum).toHaveText(/^Det skulle minimum give: \d+kr tilbage$/);
  expect(amountIn(await minimum.textContent())).toBe(bruteForceMinimum());

  const table = page.getByTestId('plan-table').first();
  for (const column of ['Bookmaker', 'Indsats', 'Hjemmehold', 'Uafgjort', 'Ude']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await expect(table.locator('tbody td[data-chosen="true"]')).toHaveCount(5);
  const total = SITES.filter((site) => ODDS[site.name]).reduce((sum, site) => sum + site.stake, 0);
  await expect(page.getByTestId('plan-total-stake').first()).toHaveText(
    `Samlet indsats: ${total} kr`,
  );
  await expect(page.getByTestId('earlier-plan')).toHaveCount(1);
});

test('a recruiter leaves a site out of the bet, and must keep at least one', async ({ page }) => {
  const admin = await createAdmin();
  await admin.api.put('/api/settings/me', { data: { sites: SITES.slice(0, 3) } });
  const clientId = await signUpVisitor(admin.id, { name: 'Ida Isaksen', sites: [] });
  await signIn(page, admin);
  await page.goto(`/admin/clients/${clientId}/bet`);

  const tipwin = page.getByRole('group', { name: 'Tipwin' });
  await tipwin.getByRole('checkbox', { name: 'Med i bettet' }).uncheck();
  await expect(tipwin.getByRole('textbox', { name: '1', exact: true })).toBeDisabled();
  for (const site of ['Unibet', 'Bet365']) {
    const group = page.getByRole('group', { name: site });
    const [home, draw, away] = ODDS[site];
    await group.getByRole('textbox', { name: '1', exact: true }).fill(home);
    await group.getByRole('textbox', { name: 'x', exact: true }).fill(draw);
    await group.getByRole('textbox', { name: '2', exact: true }).fill(away);
  }
  await page.getByRole('button', { name: 'Lav mit bet' }).click();
  const table = page.getByTestId('plan-table').first();
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table).not.toContainText('Tipwin');
  await expect(page.getByTestId('plan-total-stake').first()).toHaveText('Samlet indsats: 3000 kr');

  for (const site of ['Unibet', 'Bet365']) {
    await page
      .getByRole('group', { name: site })
      .getByRole('checkbox', { name: 'Med i bettet' })
      .uncheck();
  }
  await page.getByRole('button', { name: 'Lav mit bet' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Vælg mindst én side at lave bettet på' }),
  ).toBeVisible();
  await expect(page.getByTestId('earlier-plan')).toHaveCount(1);
});

test('an unknown customer shows the error of the original', async ({ page }) => {
  const admin = await createAdmin();
  await signIn(page, admin);
  await page.goto('/admin/clients/00000000-0000-4000-8000-000000000000/bet');
  await expect(page.getByText('der er sket en fejl, prøv igen senere')).toBeVisible();
});

test('a failed calculation says so and stops loading', async ({ page }) => {
  const admin = await createAdmin();
  const clientId = await signUpVisitor(admin.id, { name: 'Frida Fog' });
  await signIn(page, admin);
  await page.route('**/api/bet-plans', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"statusCode":500,"message":"boom"}',
        })
      : route.fallback(),
  );
  await page.goto(`/admin/clients/${clientId}/bet`);
  await expect(page.getByRole('group').first()).toBeVisible();
  for (const group of await page.getByRole('group').all()) {
    await group.getByRole('textbox', { name: '1', exact: true }).fill('2,1');
    await group.getByRole('textbox', { name: 'x', exact: true }).fill('3,4');
    await group.getByRole('textbox', { name: '2', exact: true }).fill('3,6');
  }
  await page.getByRole('button', { name: 'Lav mit bet' }).click();
  await expect(page.getByText('Der er sket en fejl, prøv igen senere')).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
});

test('a plan not proven optimal says where the best possible lies', async ({ page }) => {
  const admin = await createAdmin();
  await admin.api.put('/api/settings/me', { data: { sites: [{ name: 'Unibet', stake: 2000 }] } });
  const clientId = await signUpVisitor(admin.id, { name: 'Hans Holm' });
  await signIn(page, admin);
  const plan = {
    id: 'p1',
    clientId,
    createdAt: new Date().toISOString(),
    plan: [
      {
        site: 'Unibet',
        kind: 'cash',
        stake: 2000,
        minOdds: null,
        outcome: 'X',
        payouts: { home: 4200, draw: 6800, away: 7200 },
      },
    ],
    returns: { home: 0, draw: 6800, away: 0 },
    minReturn: 0,
    totalStake: 2000,
    cashOutlay: 2000,
    guaranteedResult: -2000,
    lossBeyondBonuses: true,
    event: null,
    kickoffAt: null,
    placedAt: null,
    optimal: false,
    upperBound: 150,
  };
  await page.route('**/api/bet-plans', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify(plan) })
      : route.fallback(),
  );
  await page.goto(`/admin/clients/${clientId}/bet`);
  const group = page.getByRole('group', { name: 'Unibet' });
  await group.getByRole('textbox', { name: '1', exact: true }).fill('2,1');
  await group.getByRole('textbox', { name: 'x', exact: true }).fill('3,4');
  await group.getByRole('textbox', { name: '2', exact: true }).fill('3,6');
  await page.getByRole('button', { name: 'Lav mit bet' }).click();
  await expect(page.getByTestId('plan-minimum')).toHaveText('Det skulle minimum give: 0kr tilbage');
  await expect(page.getByText('Planen er ikke bevist optimal')).toContainText('mellem 0 og 150 kr');
  await expect(
    page.getByRole('row', { name: /Unibet/ }).locator('[data-chosen="true"]'),
  ).toHaveText('6800');
});
