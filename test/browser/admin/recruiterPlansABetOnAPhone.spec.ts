import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test.use({ viewport: { width: 390, height: 844 } });

const SITES = [
  { name: 'Unibet', stake: 2000 },
  { name: 'Bet365', stake: 1000 },
];

/** Neither the page nor any of the named things may reach past the phone's right edge. */
async function expectFitsThePhone(page: import('@playwright/test').Page, names: string[]) {
  const width = await page.evaluate('document.documentElement.scrollWidth');
  expect(width, 'page width').toBeLessThanOrEqual(390);
  for (const name of names) {
    const box = await page.getByText(name, { exact: true }).first().boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(390);
  }
}

test('the make-bet page and its plan fit a 390 px phone', async ({ page }) => {
  const admin = await createAdmin();
  await admin.api.put('/api/settings/me', { data: { sites: SITES } });
  const clientId = await signUpVisitor(admin.id, { name: 'Pia Poulsen', sites: [] });
  await signIn(page, admin);
  await page.goto(`/admin/clients/${clientId}/bet`);
  const unibet = page.getByRole('group', { name: 'Unibet' });
  await expect(unibet).toBeVisible();
  await expectFitsThePhone(page, ['Med i bettet']);
  const away = unibet.getByRole('textbox', { name: '2', exact: true });
  const box = await away.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);

  for (const site of ['Unibet', 'Bet365']) {
    const group = page.getByRole('group', { name: site });
    await group.getByRole('textbox', { name: '1', exact: true }).fill('2,10');
    await group.getByRole('textbox', { name: 'x', exact: true }).fill('3,40');
    await group.getByRole('textbox', { name: '2', exact: true }).fill('3,60');
  }
  await page.getByRole('button', { name: 'Lav mit bet' }).click();
  await expect(page.getByTestId('plan-table').first()).toBeVisible();
  await expectFitsThePhone(page, ['Ude', 'Hjemmehold']);
});
