import { readFileSync } from 'node:fs';
import pg from 'pg';
import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const SITES = [
  { name: 'Unibet', stake: 2000 },
  { name: 'Bet365', stake: 1000 },
  { name: 'Bwin', stake: 1000 },
];

/**
 * The idle timeout, as the server sees it: the browser's session (the admin's newest; the API
 * client signed in before it) was last used a day ago.
 */
async function idleFor(adminId: string): Promise<void> {
  const port = process.env.E2E_PORT ?? 3100;
  const db = new pg.Client({
    connectionString: readFileSync(`.test-data/e2e-${port}.database-url`, 'utf8'),
  });
  await db.connect();
  try {
    await db.query(
      `update sessions set last_seen_at = now() - interval '1 day'
        where id = (select id from sessions where admin_id = $1 order by created_at desc limit 1)`,
      [adminId],
    );
  } finally {
    await db.end();
  }
}

test('odds typed before the idle timeout come back after signing in again, with the reason', async ({
  page,
  context,
}) => {
  test.slow(); // two sign-ins and a plan on a phone
  const admin = await createAdmin();
  expect((await admin.api.put('/api/settings/me', { data: { sites: SITES } })).ok()).toBe(true);
  const clientId = await signUpVisitor(admin.id, { name: 'Ida Idle', sites: [] });
  await signIn(page, admin);
  await page.goto(`/admin/clients/${clientId}/bet`);
  const row = (site: string) => page.getByRole('group', { name: site, exact: true });
  await expect(row('Unibet')).toBeVisible({ timeout: 15_000 });

  const typed = {
    Unibet: ['2,10', '3,40', '3,60'],
    Bet365: ['2,05', '3,50', '3,70'],
    Bwin: ['2,20', '3,30', '3,40'],
  };
  for (const [site, odds] of Object.entries(typed))
    for (const [i, label] of ['1', 'x', '2'].entries())
      await row(site).getByRole('textbox', { name: label, exact: true }).fill(odds[i]);
  await page.getByRole('textbox', { name: 'Kamp', exact: true }).fill('AGF - Randers FC');

  // The recruiter was called away; the session ran out meanwhile. 'Lav mit bet' meets a 401.
  await idleFor(admin.id);
  await page.getByRole('button', { name: 'Lav mit bet' }).tap();
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 15_000 });
  await expect(page.getByRole('status')).toHaveText(
    /logget ud, fordi Arbi ikke havde været brugt i et stykke tid.*Det du havde skrevet i oddsene, er gemt\./,
  );

  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel(/^Adgangskode/).fill(admin.password);
  await page.getByRole('button', { name: 'Log ind' }).tap();
  // Back on the page it ended on, with everything typed.
  await expect(page).toHaveURL(new RegExp(`/admin/clients/${clientId}/bet$`), { timeout: 15_000 });
  await expect(page.getByTestId('draft-restored')).toBeVisible({ timeout: 15_000 });
  for (const [site, odds] of Object.entries(typed))
    for (const [i, label] of ['1', 'x', '2'].entries())
      await expect(row(site).getByRole('textbox', { name: label, exact: true })).toHaveValue(
        odds[i],
      );
  await expect(page.getByRole('textbox', { name: 'Kamp', exact: true })).toHaveValue(
    'AGF - Randers FC',
  );

  await page.getByRole('button', { name: 'Lav mit bet' }).tap();
  await expect(page.getByTestId('plan-table').first()).toBeVisible();
  const [plan] = (await (await admin.api.get(`/api/clients/${clientId}/bet-plans`)).json()) as {
    event: string;
    odds: { site: string; home: number }[];
  }[];
  expect(plan.event).toBe('AGF - Randers FC');
  expect(plan.odds.map(({ site, home }) => [site, home])).toEqual([
    ['Unibet', 2.1],
    ['Bet365', 2.05],
    ['Bwin', 2.2],
  ]);

  // A sign-in of its own (no session ended) says nothing and opens the dashboard. In a new tab:
  // a request the open bet page made after the cookies went would rightly count as a session
  // ended under it.
  await page.close();
  await context.clearCookies();
  const fresh = await context.newPage();
  await signIn(fresh, admin);
  await expect(fresh.getByRole('status').filter({ hasText: 'logget ud' })).toHaveCount(0);
});

test('old odds are pointed out before the plan is made, and before it is marked placed', async ({
  page,
}) => {
  test.slow();
  const admin = await createAdmin();
  expect((await admin.api.put('/api/settings/me', { data: { sites: SITES } })).ok()).toBe(true);
  const clientId = await signUpVisitor(admin.id, { name: 'Otto Old', sites: ['Bwin'] });
  // An earlier plan made from odds entered 25 minutes ago.
  const old = new Date(Date.now() - 25 * 60_000).toISOString();
  const made = await admin.api.post(`/api/clients/${clientId}/bet-plans`, {
    data: {
      oddsEnteredAt: old,
      odds: [
        { site: 'Unibet', home: 2.1, draw: 3.4, away: 3.6, enteredAt: old },
        { site: 'Bet365', home: 2.05, draw: 3.5, away: 3.7, enteredAt: old },
      ],
    },
  });
  expect(made.status()).toBe(201);
  await signIn(page, admin);
  await page.goto(`/admin/clients/${clientId}/bet`);
  const row = (site: string) => page.getByRole('group', { name: site, exact: true });
  await expect(row('Unibet')).toBeVisible({ timeout: 15_000 });
  // The no-longer-true line is gone: the customer has sites left.
  await expect(page.getByText('havde allerede alle dine sider')).toHaveCount(0);

  // 'Brug oddsene igen': the odds are as old as the plan's, and each row says so.
  // Newest first: the plan made below lands above it.
  const earlier = page.getByTestId('earlier-plan').last();
  await earlier.getByRole('button').first().tap();
  // The details slide open: a tap while they still do can land on the clipped button and do
  // nothing, where a finger would wait to see it.
  await expect(earlier.locator('.MuiCollapse-entered')).toHaveCount(1);
  await earlier.getByRole('button', { name: 'Brug oddsene igen' }).tap();
  await expect(row('Unibet').getByTestId('odds-age')).toHaveText(
    /^Odds fra kl\. \d\d:\d\d: 2[56] min\. gamle$/,
  );
  await row('Bet365').getByRole('textbox', { name: '1', exact: true }).fill('2,06');
  await expect(row('Bet365').getByTestId('odds-age')).toHaveText(/^Odds fra kl\. \d\d:\d\d$/);

  await page.getByRole('button', { name: 'Lav mit bet' }).tap();
  await expect(page.getByTestId('stale-odds')).toContainText('over 10 minutter gamle: Unibet (2');
  await expect(page.getByTestId('plan-table')).toHaveCount(1); // the earlier plan's only
  await page.getByRole('button', { name: 'Lav bettet alligevel' }).tap();
  await expect(page.getByRole('heading', { name: 'Resultat' })).toBeVisible();

  // The earlier plan itself: marking it placed points out its old odds first.
  await earlier.getByRole('button', { name: 'Marker som placeret' }).tap();
  await expect(earlier.getByTestId('stale-plan')).toContainText(
    /Oddsene i planen blev skrevet ind for 2[56] minutter siden \(over 10\)/,
  );
  await earlier.getByRole('button', { name: 'Ret indbetalinger' }).tap();
  await earlier.getByRole('textbox', { name: 'Unibet (kr)' }).fill('2.500');
  await earlier.getByRole('button', { name: 'Marker som placeret alligevel' }).tap();
  await expect(earlier.getByText(/^Markeret som placeret /)).toBeVisible();
  const sites = (await (await admin.api.get(`/api/clients/${clientId}/sites`)).json()) as {
    site: string;
    state: string;
    deposit: number;
  }[];
  expect(sites.find((s) => s.site === 'Unibet')).toMatchObject({
    state: 'bet_placed',
    deposit: 2500,
  });
});
