import type { Page } from '@playwright/test';
import { expect } from './console-errors.js';

export { expect, test } from './console-errors.js';

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
