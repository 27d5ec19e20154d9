import AxeBuilder from '@axe-core/playwright';
import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

const SITES = [
  { name: 'Unibet', stake: 2000 },
  { name: 'Bet365', stake: 1000 },
  { name: 'Bwin', stake: 1000 },
];

test("a recruiter records a customer's deposits and withdrawals and sees the profit on the dashboard", async ({
  page,
}) => {
  test.slow(); // a whole story, several pages and an axe run
  const admin = await createAdmin();
  expect((await admin.api.put('/api/settings/me', { data: { sites: SITES } })).ok()).toBe(true);
  const clientId = await signUpVisitor(admin.id, { name: 'Penge Petersen', sites: ['Bwin'] });
  await signIn(page, admin);
  await page.goto(`/admin/clients/${clientId}`);

  // One row per site of the admin's list, in its order; the site the customer had is locked.
  const rows = page.getByTestId('site-progress');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toHaveAccessibleName('Unibet');
  await expect(rows.nth(2)).toHaveAccessibleName('Bwin');
  const bwin = page.getByRole('group', { name: 'Bwin' });
  await expect(bwin.getByRole('combobox', { name: 'Trin' })).toHaveText('Havde i forvejen');
  await expect(bwin.getByRole('combobox', { name: 'Trin' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  const type = async (site: string, state: string, deposit: string, withdrawn: string) => {
    const group = page.getByRole('group', { name: site });
    await group.getByRole('combobox', { name: 'Trin' }).click();
    await page.getByRole('option', { name: state, exact: true }).click();
    await group.getByRole('textbox', { name: 'Indbetalt (kr)' }).fill(deposit);
    await group.getByRole('textbox', { name: 'Udbetalt (kr)' }).fill(withdrawn);
  };
  // Amounts typed the way the panel writes them ('1.850') are taken as they read; two sites are
  // typed, then saved together with the section's one 'Gem'.
  const status = page.getByTestId('progress-status');
  await expect(status).toHaveText('Alt er gemt');
  await type('Unibet', 'Udbetalt', '1000', '1.850');
  await type('Bet365', 'Indbetalt', '500', '0');
  await expect(status).toHaveText('2 sider ændret, ikke gemt endnu');
  await expect(page.getByRole('group', { name: 'Unibet' })).toContainText('Ikke gemt');
  await page.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(page.getByText('2 sider gemt')).toBeVisible();
  await expect(status).toHaveText('Alt er gemt');
  await expect(page.getByRole('group', { name: 'Unibet' })).not.toContainText('Ikke gemt');

  // 1850 + 0 − 1000 − 500
  await expect(page.getByTestId('client-profit')).toHaveText('Fortjeneste: 350 kr');
  const timeline = page.getByRole('list', { name: 'Tidslinje' });
  // The money lines say how much, in kr the Danish way.
  await expect(timeline).toContainText('Unibet: Udbetalt · indbetalt 1.000 kr · udbetalt 1.850 kr');
  await expect(timeline).toContainText('Bet365: Indbetalt · indbetalt 500 kr');

  // A negative or broken amount never leaves the page.
  const unibet = page.getByRole('group', { name: 'Unibet' });
  await unibet.getByRole('textbox', { name: 'Indbetalt (kr)' }).fill('-5');
  await expect(unibet).toContainText('Skriv et helt beløb på 0 kr eller mere');
  await expect(status).toHaveText('Ret beløbene for Unibet, før du gemmer');
  await expect(page.getByRole('button', { name: 'Gem ændringer' })).toBeDisabled();

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

  await page.goto('/admin');
  const summary = page.getByRole('region', { name: 'Overblik' });
  await expect(summary.getByTestId('stats-deposited')).toHaveText('1.500 kr');
  await expect(summary.getByTestId('stats-withdrawn')).toHaveText('1.850 kr');
  await expect(summary.getByTestId('stats-profit')).toHaveText('350 kr');
  // The chart loads on its own; its numbers are also a table for screen readers.
  await expect(summary.getByTestId('bar-chart').locator('svg').first()).toBeVisible();
  // The month as Danes write it on an axis: 'nov. 2026'.
  const month = new Intl.DateTimeFormat('da-DK', {
    timeZone: 'Europe/Copenhagen',
    month: 'short',
    year: 'numeric',
  }).format(new Date());
  await expect(summary.getByRole('table', { name: /fortjeneste pr. måned/ })).toContainText(month);
  await expect(summary.getByRole('table', { name: /fortjeneste pr. måned/ })).toContainText(
    '350 kr',
  );
});
