import { expect, test } from '../support/console-errors.js';
import { createAdmin } from '../support/api.js';
import {
  aVisitor,
  clientsOf,
  fillInfoForm,
  submitButton,
  walkToInfoForm,
} from '../support/visitor-funnel.js';

test('a refused submit says why and keeps the answers; the retry reuses its idempotency key', async ({
  page,
}) => {
  const admin = await createAdmin();
  const visitor = aVisitor();
  const keys: string[] = [];
  let refuse = true;
  await page.route('/api/start', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (!refuse) return route.continue();
    refuse = false;
    await route.fulfill({
      status: 429,
      json: {
        statusCode: 429,
        message: 'Du har prøvet for mange gange. Vent lidt og prøv igen.',
        error: 'Too Many Requests',
      },
    });
  });
  await walkToInfoForm(page, admin.id, ['Expekt']);
  await fillInfoForm(page, visitor);
  await submitButton(page).click();

  await expect(page.getByRole('alert')).toHaveText(
    'Du har prøvet for mange gange. Vent lidt og prøv igen.',
  );
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(visitor.email);
  await expect(page.getByLabel('Telefonnummer')).toHaveValue(visitor.phone);

  await submitButton(page).click();
  await expect(page).toHaveURL(/\/thanks$/);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await clientsOf(admin)).toHaveLength(1);
});

test('field errors from the server are shown on their fields', async ({ page }) => {
  const admin = await createAdmin();
  await page.route('/api/start', (route) =>
    route.fulfill({
      status: 400,
      json: {
        statusCode: 400,
        message: 'Skriv et gyldigt telefonnummer',
        error: 'Bad Request',
        errors: { phone: 'Skriv et gyldigt telefonnummer' },
      },
    }),
  );
  await walkToInfoForm(page, admin.id, []);
  await fillInfoForm(page, aVisitor());
  await submitButton(page).click();

  const phone = page.getByLabel('Telefonnummer');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Skriv et gyldigt telefonnummer');
  await expect(phone).toBeFocused();
});
