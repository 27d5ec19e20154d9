import { expect, test } from '../support/console-errors.js';
import { createAdmin } from '../support/api.js';
import {
  aVisitor,
  clientsOf,
  fillInfoForm,
  submitButton,
  walkToInfoForm,
} from '../support/visitor-funnel.js';

test('back from the thanks page, a second signup goes through with a fresh key', async ({
  page,
}) => {
  const admin = await createAdmin();
  const keys: string[] = [];
  await page.route('/api/start', (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    return route.continue();
  });
  // A slow phone: the thanks page is still loading when the visitor goes back.
  let releaseThanks = () => {};
  const thanksHeld = new Promise<void>((resolve) => (releaseThanks = resolve));
  await page.route('**/assets/ThanksPage-*.js', async (route) => {
    await thanksHeld;
    await route.continue();
  });
  await walkToInfoForm(page, admin.id, ['Unibet']);
  await fillInfoForm(page, aVisitor());
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/thanks$/);
  await expect.poll(() => keys.length).toBe(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/stage2$/);
  releaseThanks();
  await expect(page.getByRole('heading', { level: 1, name: 'Din info' })).toBeVisible();
  // The form still holds what was typed, the sites are gone: sending it is a new request, not a replay.
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/thanks$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(keys).toHaveLength(2);
  expect(keys[1]).not.toBe(keys[0]);
});

test('a protocol answer from the server is shown as a Danish sentence, and a retry goes through', async ({
  page,
}) => {
  const admin = await createAdmin();
  const keys: string[] = [];
  let refuse = true;
  await page.route('/api/start', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (!refuse) return route.continue();
    refuse = false;
    await route.fulfill({
      status: 422,
      json: {
        statusCode: 422,
        message: 'Idempotency-Key er brugt til en anden forespørgsel',
        error: 'Unprocessable Entity',
      },
    });
  });
  await walkToInfoForm(page, admin.id, []);
  await fillInfoForm(page, aVisitor());
  await submitButton(page).click();

  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(
    'Din tilmelding blev ikke sendt. Tryk på knappen igen for at prøve en gang til.',
  );
  await expect(page.locator('body')).not.toContainText(/idempotency|forespørgsel/i);

  await submitButton(page).click();
  await expect(page).toHaveURL(/\/thanks$/);
  expect(keys).toHaveLength(2);
  expect(keys[1]).not.toBe(keys[0]);
  expect(await clientsOf(admin)).toHaveLength(1);
});
