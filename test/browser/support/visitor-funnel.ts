import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { TestAdmin } from './api.js';

export interface VisitorDetails {
  name: string;
  birthDate: string;
  email: string;
  phone: string;
}

export function aVisitor(overrides: Partial<VisitorDetails> = {}): VisitorDetails {
  const suffix = randomUUID().slice(0, 8);
  return {
    name: `Anna Jensen ${suffix}`,
    birthDate: '1990-04-17',
    email: `anna-${suffix}@example.dk`,
    phone: `+45${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
    ...overrides,
  };
}

/** A birth date `years` years before today in Copenhagen, shifted by `days`. */
export function birthDateYearsAgo(years: number, days = 0): string {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(
    new Date(),
  );
  const [year, month, day] = today.split('-').map(Number);
  return new Date(Date.UTC(year - years, month - 1, day + days)).toISOString().slice(0, 10);
}

export async function createReferral(admin: TestAdmin, code: string, name: string): Promise<void> {
  const suffix = randomUUID().slice(0, 8);
  const response = await admin.api.post('/api/referrals', {
    data: { name, email: `ref-${suffix}@example.dk`, phone: '+4512345678', code },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** From the recruiter's personal link to the info form, ticking `sites` on the way. */
export async function walkToInfoForm(page: Page, adminId: string, sites: string[]): Promise<void> {
  await page.goto(`/${adminId}`);
  await page.getByRole('link', { name: 'Start her!' }).click();
  await expect(page).toHaveURL(/\/start$/);
  for (const site of sites) await page.getByRole('checkbox', { name: site, exact: true }).check();
  await page.getByRole('button', { name: 'Videre' }).click();
  await expect(page).toHaveURL(/\/stage2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Din info' })).toBeVisible();
}

export async function fillInfoForm(page: Page, visitor: VisitorDetails): Promise<void> {
  await page.getByLabel('Navn', { exact: true }).fill(visitor.name);
  await page.getByLabel('Fødselsdato').fill(visitor.birthDate);
  await page.getByLabel('Email', { exact: true }).fill(visitor.email);
  await page.getByLabel('Telefonnummer').fill(visitor.phone);
}

export const referralField = (page: Page) => page.getByLabel('Referal ID (valgfri)');
export const submitButton = (page: Page) => page.getByRole('button', { name: 'Skriv dig op her!' });

export async function clientsOf(admin: TestAdmin): Promise<Array<Record<string, unknown>>> {
  const response = await admin.api.get('/api/clients');
  expect(response.status()).toBe(200);
  return response.json();
}
