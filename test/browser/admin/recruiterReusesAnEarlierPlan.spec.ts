import AxeBuilder from '@axe-core/playwright';
import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test.use({ viewport: { width: 390, height: 844 } });

const SITES = [
  { name: 'Unibet', stake: 2000 },
  { name: 'Bet365', stake: 1000 },
  { name: 'Bwin', stake: 1000 },
];
const ODDS = {
  Unibet: ['2,10', '3,40', '3,60'],
  Bet365: ['2,05', '3,50', '3,70'],
};

test('a recruiter refills the odds from an earlier plan and marks it placed', async ({ page }) => {
  test.slow(); // a whole story on a phone, and an axe run
  const admin = await createAdmin();
  expect((await admin.api.put('/api/settings/me', { data: { sites: SITES } })).ok()).toBe(true);
  const clientId = await signUpVisitor(admin.id, { name: 'Rene Retur', sites: [] });

  await signIn(page, admin);
  await page.goto(`/admin/clients/${clientId}/bet`);
  await expect(page.getByRole('group', { name: 'Unibet' })).toBeVisible({ timeout: 15_000 });
  // Bwin cannot be opened yet: the plan is made on the other two.
  await page
    .getByRole('group', { name: 'Bwin' })
    .getByRole('checkbox', { name: 'Med i bettet' })
    .uncheck();
  for (const [site, [home, draw, away]] of Object.entries(ODDS)) {
    const group = page.getByRole('group', { name: site });
    await group.getByRole('textbox', { name: '1', exact: true }).fill(home);
    await group.getByRole('textbox', { name: 'x', exact: true }).fill(draw);
    await group.getByRole('textbox', { name: '2', exact: true }).fill(away);
  }
  await page.getByRole('button', { name: 'Lav mit bet' }).click();
  await expect(page.getByTestId('plan-table').first()).toBeVisible();

  // Back later: the form is empty again, the plan is under 'Tidligere bets'.
  await page.reload();
  const unibetHome = page
    .getByRole('group', { name: 'Unibet' })
    .getByRole('textbox', { name: '1', exact: true });
  await expect(unibetHome).toHaveValue('', { timeout: 15_000 });
  const earlier = page.getByTestId('earlier-plan');
  await expect(earlier).toHaveCount(1);
  await earlier.getByRole('button', { name: /minimum/ }).click();

  await earlier.getByRole('button', { name: 'Brug oddsene igen' }).click();
  for (const [site, [home, draw, away]] of Object.entries(ODDS)) {
    const group = page.getByRole('group', { name: site });
    await expect(group.getByRole('textbox', { name: '1', exact: true })).toHaveValue(home);
    await expect(group.getByRole('textbox', { name: 'x', exact: true })).toHaveValue(draw);
    await expect(group.getByRole('textbox', { name: '2', exact: true })).toHaveValue(away);
  }
  await expect(
    page.getByRole('group', { name: 'Bwin' }).getByRole('textbox', { name: '1', exact: true }),
  ).toHaveValue('');
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

  // The bet was placed after all: marked from the earlier plan, its sites leave the form.
  await earlier.getByRole('button', { name: 'Marker som placeret' }).click();
  await expect(earlier.getByText(/^Markeret som placeret \d/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Unibet' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Bwin' })).toBeVisible();
  const rows = (await (await admin.api.get(`/api/clients/${clientId}/sites`)).json()) as {
    site: string;
    state: string;
  }[];
  expect(Object.fromEntries(rows.map((row) => [row.site, row.state]))).toMatchObject({
    Unibet: 'bet_placed',
    Bet365: 'bet_placed',
  });
  expect(rows.find((row) => row.site === 'Bwin')?.state).not.toBe('bet_placed');
});
