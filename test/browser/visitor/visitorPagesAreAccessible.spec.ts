import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/console-errors.js';
import { createAdmin } from '../support/api.js';
import { walkToInfoForm } from '../support/visitor-funnel.js';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('every page of the funnel passes axe without serious or critical findings', async ({
  page,
}) => {
  const admin = await createAdmin();
  await expect(page.locator('html')).toHaveCount(1);

  await page.goto(`/${admin.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await expect(page.getByRole('link', { name: 'Start her!' })).toBeVisible();
  expect(await seriousViolations(page), 'welcome').toEqual([]);

  await walkToInfoForm(page, admin.id, ['Unibet']);
  expect(await seriousViolations(page), 'info form').toEqual([]);
  await page.getByRole('button', { name: 'Skriv dig op her!' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  expect(await seriousViolations(page), 'info form with errors').toEqual([]);

  await page.goto('/start');
  await expect(page.getByRole('button', { name: 'Videre' })).toBeVisible();
  expect(await seriousViolations(page), 'sites').toEqual([]);

  await page.goto('/thanks');
  await expect(page.getByRole('heading', { name: 'Tak for din tilmelding!' })).toBeVisible();
  expect(await seriousViolations(page), 'thanks').toEqual([]);

  await page.goto(`/rateMe/${admin.id}`);
  await expect(page.getByRole('radio')).toHaveCount(5);
  expect(await seriousViolations(page), 'rating').toEqual([]);

  await page.goto('/no-such-recruiter');
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await seriousViolations(page), 'unknown recruiter').toEqual([]);
});
