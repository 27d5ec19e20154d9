import { expect, type Page, test as base } from '@playwright/test';

/**
 * Every admin spec fails on a console error or an uncaught exception in the page. The browser's
 * own "Failed to load resource" lines are left out: an expected 401/404 answer logs one too; so is
 * its line for a live stream refused when the session has just ended (it reconnects or signs out).
 */
const BROWSER_OWN = ['Failed to load resource', "EventSource's response"];
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !BROWSER_OWN.some((start) => text.startsWith(start)))
          errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export interface Credentials {
  email: string;
  password: string;
}

/** Signs in through the login page and waits for the dashboard. */
export async function signIn(page: Page, { email, password }: Credentials): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Adgangskode/).fill(password);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: 'Sider dine kunder ser' })).toBeVisible();
}

/** The number in a line such as 'Det skulle minimum give: 3450kr tilbage'. */
export const amountIn = (text: string | null): number =>
  Number((text ?? '').replace(/[^\d-]/g, ''));
