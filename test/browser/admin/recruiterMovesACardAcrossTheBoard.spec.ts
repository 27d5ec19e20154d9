import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test('a recruiter moves a card across the board with the mouse', async ({ page }) => {
  test.slow(); // a whole story, several pages and an axe run
  const admin = await createAdmin();
  const clientId = await signUpVisitor(admin.id, { name: 'Mads Mus' });
  await signUpVisitor(admin.id, { name: 'Anna Andersen' });
  await signIn(page, admin);
  await page.getByRole('menuitem', { name: 'Tavle' }).click();
  await expect(page).toHaveURL(/\/admin\/clients\/board$/);

  const newColumn = page.getByRole('region', { name: /^Ny:/ });
  const meetingColumn = page.getByRole('region', { name: /^Aftale:/ });
  await expect(newColumn.getByRole('heading')).toHaveText('Ny: 2 kunder');
  await expect(meetingColumn.getByRole('heading')).toHaveText('Aftale: 0 kunder');

  // Lift by the handle, travel past the drag threshold, drop on the other column.
  const handle = page.getByRole('button', { name: 'Træk Mads Mus' });
  const from = (await handle.boundingBox())!;
  const to = (await meetingColumn.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 20 });
  await page.mouse.up();

  await expect(meetingColumn.getByRole('article', { name: 'Mads Mus' })).toBeVisible();
  await expect(meetingColumn.getByRole('heading')).toHaveText('Aftale: 1 kunde');
  await expect(newColumn.getByRole('heading')).toHaveText('Ny: 1 kunde');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Mads Mus flyttet til Aftale' }),
  ).toBeVisible();
  await expect
    .poll(async () => (await (await admin.api.get(`/api/clients/${clientId}`)).json()).status)
    .toBe('meeting');

  // Still there after a reload: the server has it.
  await page.reload();
  await expect(
    page.getByRole('region', { name: /^Aftale:/ }).getByRole('article', { name: 'Mads Mus' }),
  ).toBeVisible();
});

test('a recruiter moves a card across the board with the keyboard', async ({ page }) => {
  test.slow(); // a whole story, several pages and an axe run
  const admin = await createAdmin();
  const clientId = await signUpVisitor(admin.id, { name: 'Karen Knap' });
  await signIn(page, admin);
  await page.goto('/admin/clients/board');

  const moveButton = page.getByRole('button', { name: 'Flyt Karen Knap' });
  await moveButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveCount(5);
  await expect(menu.getByRole('menuitem', { name: 'Flyt til Ny' })).toHaveCount(0);
  // The menu opens on its first item (Kontaktet); two steps down is 'I gang'.
  await expect(menu.getByRole('menuitem', { name: 'Flyt til Kontaktet' })).toBeFocused();
  for (let step = 0; step < 2; step++) await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Flyt til I gang' })).toBeFocused();
  await page.keyboard.press('Enter');

  const active = page.getByRole('region', { name: /^I gang:/ });
  await expect(active.getByRole('article', { name: 'Karen Knap' })).toBeVisible();
  await expect(active.getByRole('heading')).toHaveText('I gang: 1 kunde');
  await expect
    .poll(async () => (await (await admin.api.get(`/api/clients/${clientId}`)).json()).status)
    .toBe('active');
});

/**
 * Lifts a card in the Ny column with the keyboard (its handle focused, Space) and gives the drag
 * library's screen-reader region, to read what it says after each key.
 */
async function liftWithKeyboard(page: Page, name: string): Promise<Locator> {
  const announcement = page.locator('[aria-live="assertive"]');
  await page.getByRole('button', { name: `Træk ${name}` }).focus();
  await page.keyboard.press('Space');
  await expect(announcement).toHaveText(`${name} er løftet fra Ny`);
  return announcement;
}

test('a keyboard drag is announced in Danish at every step', async ({ page }) => {
  const admin = await createAdmin();
  const clientId = await signUpVisitor(admin.id, { name: 'Tove Tast' });
  await signIn(page, admin);
  await page.goto('/admin/clients/board');

  const announcement = await liftWithKeyboard(page, 'Tove Tast');
  await page.keyboard.press('ArrowRight');
  await expect(announcement).toHaveText('Tove Tast er over Kontaktet');
  await page.keyboard.press('Space');
  await expect(announcement).toHaveText('Tove Tast flyttet til Kontaktet');
  await expect
    .poll(async () => (await (await admin.api.get(`/api/clients/${clientId}`)).json()).status)
    .toBe('contacted');
});

test('on a 390 px phone a keyboard drag reaches the last column', async ({ page }) => {
  const admin = await createAdmin();
  const clientId = await signUpVisitor(admin.id, { name: 'Tove Tast' });
  await signIn(page, admin);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/clients/board');

  const announcement = await liftWithKeyboard(page, 'Tove Tast');
  // Each column is brought into view as the card reaches it, so the next one can be reached.
  for (const column of ['Kontaktet', 'Aftale', 'I gang', 'Færdig', 'Ikke interesseret']) {
    await page.keyboard.press('ArrowRight');
    await expect(announcement).toHaveText(`Tove Tast er over ${column}`);
    // As a person presses keys: not within the frame that scrolled the board (two frames later).
    await page.evaluate(
      'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))',
    );
  }
  await page.keyboard.press('Space');
  await expect
    .poll(async () => (await (await admin.api.get(`/api/clients/${clientId}`)).json()).status)
    .toBe('lost');
});

test('the board works on a 390 px phone and passes axe', async ({ page }) => {
  test.slow(); // a whole story, several pages and an axe run
  const admin = await createAdmin();
  await signUpVisitor(admin.id, { name: 'Pia Phone' });
  await signIn(page, admin);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/clients/board');
  await expect(page.getByRole('heading', { name: 'Tavle', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Ny:/ })).toBeInViewport();
  const overflow = await page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow, 'the columns scroll inside the board, not the page').toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Flyt Pia Phone' }).click();
  await page.getByRole('menuitem', { name: 'Flyt til Færdig' }).click();
  await expect(
    page.getByRole('region', { name: /^Færdig:/ }).getByRole('article', { name: 'Pia Phone' }),
  ).toBeAttached();

  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);
});
