import AxeBuilder from '@axe-core/playwright';
import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test.use({ viewport: { width: 390, height: 844 } });

const SITES = [
  {
    name: 'Unibet',
    stake: 750,
    offer: { kind: 'free_bet', bonus: 200, qualifyingMinOdds: 1.8, bonusMinOdds: 2 },
  },
  {
    name: 'Bet365',
    stake: 1000,
    offer: { kind: 'deposit_bonus', bonus: 1000, wagering: 10, days: 60, bonusMinOdds: 1.5 },
  },
  { name: 'Bwin', stake: 1000, offer: { kind: 'free_bet_sr', bonus: 500 } },
  { name: 'NordicBet', stake: 500 },
];

test("a recruiter plans a customer's free bets after the first bet and marks them placed", async ({
  page,
}) => {
  test.slow(); // a whole story on a phone, and an axe run
  const admin = await createAdmin();
  expect((await admin.api.put('/api/settings/me', { data: { sites: SITES } })).ok()).toBe(true);
  const clientId = await signUpVisitor(admin.id, { name: 'Freja Freebet', sites: [] });
  // After the first bet: Unibet and Bwin credited their free bets, Bet365 its deposit bonus.
  for (const [site, data] of [
    ['Unibet', { state: 'bonus', deposit: 750 }],
    ['Bwin', { state: 'bonus', deposit: 1000 }],
    ['Bet365', { state: 'bonus', deposit: 1000 }],
  ] as const) {
    expect((await admin.api.put(`/api/clients/${clientId}/sites/${site}`, { data })).ok()).toBe(
      true,
    );
  }

  await signIn(page, admin);
  await page.goto(`/admin/clients/${clientId}`);
  // The customer page lists the wagering left: 10 × (1 000 + 1 000) kr on Bet365.
  await expect(page.getByTestId('wagering-left')).toContainText('Bet365: 20000 kr inden', {
    timeout: 15_000,
  });
  await page.goto(`/admin/clients/${clientId}/bet`);

  const unibet = page.getByRole('group', { name: 'Unibet' });
  await expect(unibet).toBeVisible({ timeout: 15_000 });
  // Each row proposes its kind from the progress and the offer, and shows the offer.
  await expect(unibet.getByRole('combobox', { name: 'Slags' })).toHaveText('Freebet');
  await expect(unibet.getByRole('textbox', { name: 'Indsats (kr)' })).toHaveValue('200');
  await expect(unibet.getByTestId('site-offer')).toContainText('200 kr freebet');
  await expect(unibet).toContainText('Tilbuddets min. odds 2,00');
  const bwin = page.getByRole('group', { name: 'Bwin' });
  await expect(bwin.getByRole('combobox', { name: 'Slags' })).toHaveText('Freebet (indsats retur)');
  const bet365 = page.getByRole('group', { name: 'Bet365' });
  await expect(bet365.getByRole('combobox', { name: 'Slags' })).toHaveText('Bonuspenge');
  await expect(bet365.getByRole('textbox', { name: 'Indsats (kr)' })).toHaveValue('2000');
  const nordic = page.getByRole('group', { name: 'NordicBet' });
  await expect(nordic.getByRole('combobox', { name: 'Slags' })).toHaveText('Kontant');

  // The bonus money is played in part: a stake with øre.
  await bet365.getByRole('textbox', { name: 'Indsats (kr)' }).fill('1.234,50');
  await page.getByRole('textbox', { name: 'Kamp', exact: true }).fill('FC København - Brøndby IF');
  await page.getByLabel('Kampstart').fill('2026-11-29T18:00');
  const odds: Record<string, [string, string, string]> = {
    Unibet: ['2,37', '3,40', '3,10'],
    Bet365: ['2,20', '3,50', '3,30'],
    Bwin: ['2,10', '3,60', '3,40'],
    NordicBet: ['2,05', '3,55', '3,75'],
  };
  for (const [site, [home, draw, away]] of Object.entries(odds)) {
    const group = page.getByRole('group', { name: site });
    await group.getByRole('textbox', { name: '1', exact: true }).fill(home);
    await group.getByRole('textbox', { name: 'x', exact: true }).fill(draw);
    await group.getByRole('textbox', { name: '2', exact: true }).fill(away);
  }
  await page.getByRole('button', { name: 'Lav mit bet' }).click();

  const table = page.getByTestId('plan-table').first();
  await expect(table).toBeVisible({ timeout: 15_000 });
  await expect(table.getByRole('row', { name: /Bet365/ })).toContainText('Bonuspenge');
  await expect(table.getByRole('row', { name: /Bet365/ })).toContainText('1234,50');
  await expect(table.getByRole('row', { name: /Unibet/ })).toContainText('Freebet');
  // Only NordicBet's 500 kr is cash.
  const cash = page.getByTestId('plan-cash').first();
  await expect(cash).toContainText('Kontant lagt ud: 500 kr');
  await expect(cash).toContainText('Sikret retur:');
  await expect(cash).toContainText('Sikret resultat:');
  const width = await page.evaluate('document.documentElement.scrollWidth');
  expect(width, 'page width').toBeLessThanOrEqual(390);

  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => `${node.html} ${node.failureSummary}`).join(' | ')}`,
      ),
  ).toEqual([]);

  await page.getByRole('button', { name: 'Marker som placeret' }).click();
  await expect(
    page
      .locator('#main-content')
      .getByRole('alert')
      .filter({ hasText: 'Siderne er markeret som placeret' }),
  ).toBeVisible();
  const rows = (await (await admin.api.get(`/api/clients/${clientId}/sites`)).json()) as {
    site: string;
    state: string;
    wageringLeft: number | null;
  }[];
  expect(Object.fromEntries(rows.map((row) => [row.site, row.state]))).toEqual({
    Unibet: 'bonus_placed',
    Bet365: 'bonus_placed',
    Bwin: 'bonus_placed',
    NordicBet: 'bet_placed',
  });
  expect(rows.find((row) => row.site === 'Bet365')?.wageringLeft).toBe(20_000 - 1234.5);

  // The customer page shows the new step and what is left to wager.
  await page.goto(`/admin/clients/${clientId}`);
  await expect(
    page.getByRole('group', { name: 'Unibet' }).getByRole('combobox', { name: 'Trin' }),
  ).toHaveText('Bonus-bet placeret', { timeout: 15_000 });
  await expect(page.getByTestId('wagering-left')).toContainText('Bet365: 18765,50 kr');
});
