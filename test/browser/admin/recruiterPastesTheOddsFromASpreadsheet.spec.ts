import AxeBuilder from '@axe-core/playwright';
import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';
import { byHandCount, tapCounter } from '../support/taps';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const SITES = [
  { name: 'Unibet', stake: 2000 },
  { name: 'Bet365', stake: 1000 },
  { name: 'Bwin', stake: 1000 },
  { name: 'NordicBet', stake: 1000 },
];

/** A range copied from a spreadsheet: tab-separated, a header row, dot decimals, one typo. */
const SPREADSHEET = [
  'Bookmaker\t1\tX\t2',
  'Unibet\t2.10\t3.40\t3.60',
  'Bet 365\t2.05\t3.50\t3.70',
  'bwin\t2.2\t3.3\t3.4',
  'Nordic-Bet\t2.00\t3.60\t3.90',
].join('\n');

test('a recruiter pastes the odds from a spreadsheet, fixes the one it could not place and plans the bet', async ({
  page,
}) => {
  test.slow(); // a whole story on a phone, and an axe run
  const admin = await createAdmin();
  expect((await admin.api.put('/api/settings/me', { data: { sites: SITES } })).ok()).toBe(true);
  const clientId = await signUpVisitor(admin.id, { name: 'Paula Paste', sites: [] });

  await signIn(page, admin);
  await page.goto(`/admin/clients/${clientId}/bet`);
  await expect(page.getByRole('group', { name: 'Unibet' })).toBeVisible({ timeout: 15_000 });

  const { count, tap, type, paste } = tapCounter();
  await paste(page.getByRole('textbox', { name: 'Sæt odds ind' }), SPREADSHEET);
  await tap(page.getByRole('button', { name: 'Udfyld odds' }));

  await expect(page.getByText('3 sider udfyldt')).toBeVisible();
  const unplaced = page.getByTestId('paste-unplaced');
  await expect(unplaced).toHaveCount(1);
  await expect(unplaced).toContainText('Nordic-Bet');
  await expect(unplaced).toContainText('Ukendt side');
  const expected = {
    Unibet: ['2,10', '3,40', '3,60'],
    Bet365: ['2,05', '3,50', '3,70'],
    Bwin: ['2,20', '3,30', '3,40'],
  };
  for (const [site, [home, draw, away]] of Object.entries(expected)) {
    const group = page.getByRole('group', { name: site });
    await expect(group.getByRole('textbox', { name: '1', exact: true })).toHaveValue(home);
    await expect(group.getByRole('textbox', { name: 'x', exact: true })).toHaveValue(draw);
    await expect(group.getByRole('textbox', { name: '2', exact: true })).toHaveValue(away);
  }
  const nordic = page.getByRole('group', { name: 'NordicBet' });
  await expect(nordic.getByRole('textbox', { name: '1', exact: true })).toHaveValue('');
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

  // The one it could not place is typed by hand.
  const typed = { '1': '2,00', x: '3,60', '2': '3,90' };
  for (const [label, odds] of Object.entries(typed))
    await type(nordic.getByRole('textbox', { name: label, exact: true }), odds);
  await tap(page.getByRole('button', { name: 'Lav mit bet' }));
  await expect(page.getByTestId('plan-table').first()).toBeVisible();

  const before = byHandCount([...Object.values(expected).flat(), ...Object.values(typed)]);
  test.info().annotations.push({
    type: 'taps and keystrokes, empty form to plan (4 sites)',
    description: `typed by hand: ${before.taps} taps, ${before.keys} keystrokes; pasted: ${count.taps} taps, ${count.keys} keystrokes`,
  });
  console.log(test.info().annotations.at(-1)?.description);
  expect(count.taps).toBeLessThan(before.taps);
  expect(count.keys).toBeLessThan(before.keys);

  const [plan] = (await (await admin.api.get(`/api/clients/${clientId}/bet-plans`)).json()) as {
    odds: { site: string; home: number; draw: number; away: number }[];
  }[];
  expect(plan.odds.map(({ site, home, draw, away }) => ({ site, home, draw, away }))).toEqual([
    { site: 'Unibet', home: 2.1, draw: 3.4, away: 3.6 },
    { site: 'Bet365', home: 2.05, draw: 3.5, away: 3.7 },
    { site: 'Bwin', home: 2.2, draw: 3.3, away: 3.4 },
    { site: 'NordicBet', home: 2, draw: 3.6, away: 3.9 },
  ]);
});
