import { expect, test } from '../support/console-errors.js';
import { createAdmin } from '../support/api.js';
import {
  aVisitor,
  birthDateYearsAgo,
  clientsOf,
  fillInfoForm,
  submitButton,
  walkToInfoForm,
} from '../support/visitor-funnel.js';

const UNDER_AGE = 'Du skal være mindst 18 år gammel.';

test('a visitor under 18 is refused on the page, and by the server', async ({ page }) => {
  const admin = await createAdmin();
  await walkToInfoForm(page, admin.id, ['Bwin']);
  await expect(page.getByLabel('Fødselsdato')).toHaveAttribute('max', birthDateYearsAgo(18));

  const visitor = aVisitor({ birthDate: birthDateYearsAgo(18, 1) });
  await fillInfoForm(page, visitor);
  await submitButton(page).click();

  await expect(page.getByRole('alert').filter({ hasText: UNDER_AGE })).toBeVisible();
  await expect(page).toHaveURL(/\/stage2$/);
  await expect(page.getByLabel('Navn', { exact: true })).toHaveValue(visitor.name);

  const response = await page.request.post('/api/start', {
    data: {
      name: visitor.name,
      email: visitor.email,
      phone: visitor.phone,
      age: visitor.birthDate,
      referal: '',
      admin: admin.id,
      sites: ['Bwin'],
      dato: '',
    },
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).errors.age).toBe(UNDER_AGE);
  expect(await clientsOf(admin)).toEqual([]);

  await page.getByLabel('Fødselsdato').fill(birthDateYearsAgo(18));
  await expect(page.getByText(UNDER_AGE)).toBeHidden();
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/thanks$/);
  expect(await clientsOf(admin)).toHaveLength(1);
});
