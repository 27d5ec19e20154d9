import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createAdmin } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';
import { aVisitor, fillInfoForm, submitButton } from '../support/visitor-funnel';

/** Through a tagged personal link to the info form, as a visitor does. */
async function arriveThroughTaggedLink(page: Page, adminId: string, tag: string) {
  await page.goto(`/${adminId}?src=${tag}`);
  await page.getByRole('link', { name: 'Start her!' }).click();
  await expect(page).toHaveURL(/\/start$/);
  await page.getByRole('checkbox', { name: 'Unibet', exact: true }).check();
  await page.getByRole('button', { name: 'Videre' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Din info' })).toBeVisible();
}

test('a recruiter sees where visitors came from and where they dropped off', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two visitors' whole funnels and the panel: three times the usual time on a busy machine.
  test.slow();
  const admin = await createAdmin();

  // One visitor comes through the TikTok link and leaves at the form (a reload counts nothing twice).
  const leaver = await browser.newContext({ baseURL });
  const leaverPage = await leaver.newPage();
  await arriveThroughTaggedLink(leaverPage, admin.id, 'tiktok');
  await leaverPage.reload();
  await expect(leaverPage.getByRole('heading', { level: 1, name: 'Din info' })).toBeVisible();
  await leaverPage.goBack();
  await expect(leaverPage).toHaveURL(/\/start$/);
  await leaver.close();

  // Another comes through the same link and signs up.
  const joiner = await browser.newContext({ baseURL });
  const joinerPage = await joiner.newPage();
  const visitor = aVisitor();
  await arriveThroughTaggedLink(joinerPage, admin.id, 'tiktok');
  await fillInfoForm(joinerPage, visitor);
  await submitButton(joinerPage).click();
  await expect(joinerPage).toHaveURL(/\/thanks$/);
  await joiner.close();

  // Beacons are fire and forget: wait until the server has counted them all.
  await expect
    .poll(async () => {
      const funnel = await (await admin.api.get('/api/analytics/funnel')).json();
      return funnel.bySource;
    })
    .toEqual([{ source: 'tiktok', welcome: 2, sites: 2, form: 2, submitted: 1 }]);

  await signIn(page, admin);
  await page.getByRole('menuitem', { name: 'Statistik' }).click();
  await expect(page).toHaveURL(/\/admin\/stats$/);
  const tiktok = page.getByTestId('source-tiktok');
  await expect(tiktok.getByRole('cell')).toHaveText(['2', '2', '2', '1', '1', '50 %']);
  await expect(page.getByTestId('funnel-steps').getByRole('listitem')).toHaveText([
    'Velkomst: 2 (100 %)',
    'Sider: 2 (100 %)',
    'Formular: 2 (100 %)',
    'Tilmeldinger: 1 (50 %)',
    'Nye kunder: 1 (50 %)',
  ]);
  // The funnel chart (loaded lazily) is drawn.
  await expect(
    page.locator('.MuiBarChart-root, [class*="MuiChartsSurface"]').first(),
  ).toBeVisible();

  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  // The signed-up customer carries the tag.
  const clients = await (await admin.api.get('/api/clients')).json();
  expect(clients).toEqual([expect.objectContaining({ email: visitor.email, source: 'tiktok' })]);

  // The tagged-link maker beside the copy button.
  await page.getByRole('button', { name: 'Lav et link med kilde' }).click();
  await page.getByLabel('Kilde (fx tiktok)').fill('facebook-gruppe');
  await expect(page.getByTestId('tagged-link')).toHaveText(
    new RegExp(`/${admin.id}\\?src=facebook-gruppe$`),
  );
  await page.getByLabel('Kilde (fx tiktok)').fill('ikke gyldig!');
  await expect(page.getByText('Kun bogstaver, tal, - og _ (højst 32 tegn)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kopier link med kilde' })).toBeDisabled();
});
