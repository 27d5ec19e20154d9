import AxeBuilder from '@axe-core/playwright';
import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';
import { startFakeOddsApi } from '../support/fake-odds-api';
import { startSecondInstance } from '../support/second-instance';
import { byHandCount, tapCounter } from '../support/taps';

// The page is served by a second instance whose ODDS_API_URL is the fake feed this test starts.
const SECOND = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 20_000}`;
test.use({
  baseURL: SECOND,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
});

/** What the feed prices: Pinnacle is Bet25's bookmaker (its feed key), Marathon Bet is nobody's. */
const FEED = [
  { key: 'unibet_eu', title: 'Unibet', odds: [2.1, 3.4, 3.25] as [number, number, number] },
  { key: 'betfair_ex_eu', title: 'Betfair', odds: [2.16, 3.5, 3.3] as [number, number, number] },
  { key: 'nordicbet', title: 'NordicBet', odds: [2.05, 3.45, 3.4] as [number, number, number] },
  { key: 'betsson', title: 'Betsson', odds: [2.08, 3.4, 3.35] as [number, number, number] },
  { key: 'pinnacle', title: 'Pinnacle', odds: [2.2, 3.3, 3.3] as [number, number, number] },
  { key: 'marathonbet', title: 'Marathon Bet', odds: [2.15, 3.4, 3.2] as [number, number, number] },
];
/** The default sites the feed does not price: typed by hand. */
const TYPED: Record<string, [string, string, string]> = {
  Bet365: ['2,05', '3,50', '3,70'],
  ComeOn: ['2,00', '3,60', '3,90'],
  Bwin: ['2,20', '3,30', '3,40'],
  Tipwin: ['2,15', '3,45', '3,50'],
  CashPoint: ['2,10', '3,40', '3,60'],
};
const oddsText = (odds: number) => odds.toFixed(2).replace('.', ',');

const seriousViolations = ({ violations }: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
  violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.html} ${node.failureSummary}`).join(' | ')}`,
    );

test("a recruiter fetches the odds, a site takes another's and the plan is made on a phone", async ({
  page,
}) => {
  test.setTimeout(150_000); // a second instance, a whole story on a phone, an axe run
  const feed = await startFakeOddsApi(FEED);
  const instance = await startSecondInstance({ ODDS_API_KEY: 'good', ODDS_API_URL: feed.url });
  try {
    const admin = await createAdmin(); // the 12 default sites
    const clientId = await signUpVisitor(admin.id, { name: 'Frida Feed', sites: [] });
    await signIn(page, admin);

    // Once, in the sites dialog: LeoVegas and Expekt price as Unibet; Bet25 is Pinnacle at the feed.
    const panel = page.getByRole('region', { name: 'Sider dine kunder ser' });
    await panel.getByRole('button', { name: 'Rediger sider' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Rediger dine sider' });
    await dialog.getByLabel('Samme odds som (LeoVegas)').selectOption({ label: 'Unibet' });
    await dialog.getByLabel('Samme odds som (Expekt)').selectOption({ label: 'Unibet' });
    await dialog.getByLabel('Nøgle i oddsfeed (Bet25)').fill('pinnacle');
    // A ring is named before saving.
    await dialog.getByLabel('Samme odds som (Unibet)').selectOption({ label: 'Expekt' });
    await expect(
      dialog.getByText('Samme odds som går i ring: Unibet → Expekt → Unibet').first(),
    ).toBeVisible();
    await dialog.getByLabel('Samme odds som (Unibet)').selectOption({ label: 'Egne odds' });
    // The dialog's new fields fit the phone and pass axe.
    const content = dialog.locator('.MuiDialogContent-root');
    expect(await content.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(
      seriousViolations(await new AxeBuilder({ page }).include('[role="dialog"]').analyze()),
    ).toEqual([]);
    await dialog.getByRole('button', { name: 'Gem' }).tap();
    await expect(page.getByText('Sider opdateret')).toBeVisible();
    await expect(panel.getByText('1000 kr, odds som Unibet')).toHaveCount(2);
    const settings = await (await admin.api.get('/api/settings/me')).json();
    expect(
      (settings.sites as { name: string; oddsFrom: string | null; feedKey: string | null }[])
        .filter((site) => site.oddsFrom || site.feedKey)
        .map(({ name, oddsFrom, feedKey }) => ({ name, oddsFrom, feedKey })),
    ).toEqual([
      { name: 'LeoVegas', oddsFrom: 'Unibet', feedKey: null },
      { name: 'Bet25', oddsFrom: null, feedKey: 'pinnacle' },
      { name: 'Expekt', oddsFrom: 'Unibet', feedKey: null },
    ]);

    await page.goto(`/admin/clients/${clientId}/bet`);
    await expect(page.getByRole('group', { name: 'Unibet' })).toBeVisible({ timeout: 15_000 });
    const { count, tap, type, choose } = tapCounter();

    await tap(page.getByRole('button', { name: 'Hent odds' }));
    const league = page.getByRole('combobox', { name: 'Liga' });
    await expect(league).toBeEnabled();
    // Football only: a plan backs 1, X and 2.
    await expect(league.locator('option')).toHaveText(['Vælg …', 'Denmark Superliga']);
    await choose(league, { label: 'Denmark Superliga' });
    const match = page.getByRole('combobox', { name: 'Kamp' });
    await expect(match).toBeEnabled();
    await choose(match, { index: 1 });
    await expect(page.getByText('Odds hentet: 7 sider udfyldt.')).toBeVisible();
    await expect(
      page.getByText('Bookmakere uden en side på din liste: Marathon Bet.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByTestId('feed-quota')).toHaveText(
      /^\d+ forespørgsler tilbage hos The Odds API denne måned$/,
    );

    const row = (site: string) => page.getByRole('group', { name: site, exact: true });
    const values = (site: string) =>
      Promise.all(
        ['1', 'x', '2'].map((label) =>
          row(site).getByRole('textbox', { name: label, exact: true }).inputValue(),
        ),
      );
    expect(await values('Unibet')).toEqual(['2,10', '3,40', '3,25']);
    expect(await values('Bet25')).toEqual(['2,20', '3,30', '3,30']);
    for (const site of ['LeoVegas', 'Expekt']) {
      expect(await values(site)).toEqual(['2,10', '3,40', '3,25']);
      await expect(row(site).getByTestId('odds-from')).toHaveText('Samme odds som Unibet');
    }
    await expect(row('Unibet').getByTestId('odds-from')).toHaveCount(0);
    await expect(row('Unibet').getByTestId('odds-age')).toHaveText(/^Odds fra kl\. \d\d:\d\d$/);
    await expect(page.getByRole('textbox', { name: 'Kamp', exact: true })).toHaveValue(
      'Brøndby IF - FC København',
    );
    await expect(page.getByLabel('Kampstart')).toHaveValue('2026-11-29T18:00');

    // The odds move at Unibet: typed there, its followers move along.
    await type(row('Unibet').getByRole('textbox', { name: '2', exact: true }), '3,30');
    expect(await values('LeoVegas')).toEqual(['2,10', '3,40', '3,30']);

    for (const [site, odds] of Object.entries(TYPED)) {
      for (const [i, label] of ['1', 'x', '2'].entries())
        await type(row(site).getByRole('textbox', { name: label, exact: true }), odds[i]);
    }

    const width = await page.evaluate('document.documentElement.scrollWidth');
    expect(width, 'page width').toBeLessThanOrEqual(390);
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
    expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([]);

    await tap(page.getByRole('button', { name: 'Lav mit bet' }));
    await expect(page.getByTestId('plan-table').first()).toBeVisible();

    // Typing the same 36 odds by hand: a tap and the digits for each, then the button.
    const allOdds = [
      ...FEED.slice(0, 4).flatMap(({ odds }) => odds),
      ...FEED[0].odds,
      ...FEED[0].odds,
      ...FEED[4].odds,
      ...Object.values(TYPED).flat(),
    ];
    const before = byHandCount(
      allOdds.map((odds) => (typeof odds === 'number' ? oddsText(odds) : odds)),
    );
    test.info().annotations.push({
      type: 'taps and keystrokes, empty form to plan (12 sites)',
      description: `typed by hand: ${before.taps} taps, ${before.keys} keystrokes; with 'Hent odds' and 'Samme odds som': ${count.taps} taps, ${count.keys} keystrokes`,
    });
    console.log(test.info().annotations.at(-1)?.description);
    expect(count.taps).toBeLessThan(before.taps);

    const [plan] = (await (await admin.api.get(`/api/clients/${clientId}/bet-plans`)).json()) as {
      id: string;
      event: string;
      oddsEnteredAt: string;
      odds: { site: string; home: number; draw: number; away: number }[];
      plan: { site: string; kind: string; stake: number }[];
    }[];
    expect(plan.event).toBe('Brøndby IF - FC København');
    expect(plan.oddsEnteredAt).toEqual(expect.any(String));
    const bySite = Object.fromEntries(plan.odds.map(({ site, ...odds }) => [site, odds]));
    expect(Object.keys(bySite)).toHaveLength(12);
    expect(bySite.LeoVegas).toMatchObject({ home: 2.1, draw: 3.4, away: 3.3 });
    expect(bySite.Expekt).toMatchObject({ home: 2.1, draw: 3.4, away: 3.3 });
    expect(bySite.Bet25).toMatchObject({ home: 2.2, draw: 3.3, away: 3.3 });
    expect(feed.calls).toEqual([
      '/v4/sports',
      '/v4/sports/soccer_denmark_superliga/events',
      '/v4/sports/soccer_denmark_superliga/events/e-bif-fck/odds',
    ]);

    // Marked placed: each cash row's deposit is its stake, and the timeline gets one line.
    await expect(page.getByTestId('deposits').first()).toContainText('Unibet 2000 kr');
    await page.getByRole('button', { name: 'Marker som placeret' }).tap();
    await expect(page.getByText('Siderne er markeret som placeret').first()).toBeVisible();
    const sites = (await (await admin.api.get(`/api/clients/${clientId}/sites`)).json()) as {
      site: string;
      state: string;
      deposit: number;
    }[];
    for (const line of plan.plan.filter(({ stake }) => stake > 0)) {
      const site = sites.find((s) => s.site === line.site);
      expect(site).toMatchObject({ state: 'bet_placed', deposit: Math.ceil(line.stake) });
    }
    await page.goto(`/admin/clients/${clientId}`);
    const timeline = page.getByRole('list', { name: 'Tidslinje' });
    await expect(timeline.getByTestId('event').filter({ hasText: 'Bet placeret:' })).toHaveCount(
      1,
      {
        timeout: 15_000,
      },
    );
    await expect(timeline.getByTestId('event').filter({ hasText: /^Unibet: / })).toHaveCount(0);
  } finally {
    await instance.stop();
    await feed.stop();
  }
});

test("'Hent odds' is off with the reason when the server has no key", async ({ page }) => {
  const admin = await createAdmin();
  const clientId = await signUpVisitor(admin.id, { sites: [] });
  const main = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
  await page.goto(`${main}/admin/login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel(/^Adgangskode/).fill(admin.password);
  await page.getByRole('button', { name: 'Log ind' }).tap();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await page.goto(`${main}/admin/clients/${clientId}/bet`);
  const button = page.getByRole('button', { name: 'Hent odds' });
  await expect(button).toBeDisabled({ timeout: 15_000 });
  await expect(button).toHaveAccessibleDescription(/serveren har ingen nøgle til The Odds API/);
});
