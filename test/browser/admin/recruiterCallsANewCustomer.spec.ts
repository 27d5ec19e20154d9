import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

/** Today's date where the recruiter works (the project's browser runs in Copenhagen time). */
const todayInCopenhagen = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(new Date());

const seriousViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
};

test('a recruiter calls a new customer, notes the call and sets a follow-up', async ({ page }) => {
  test.slow(); // a whole story, several pages and an axe run
  const admin = await createAdmin();
  const clientId = await signUpVisitor(admin.id, {
    name: 'Nina Nygaard',
    phone: '+4520304050',
    email: 'nina@example.dk',
  });
  await signIn(page, admin);

  await page.goto('/admin/clients');
  const card = page.getByRole('article', { name: 'Nina Nygaard' });
  // The list's chunk and first page can take a while on a busy machine.
  await expect(card.getByTestId('client-status')).toHaveText('Ny', { timeout: 15_000 });
  await card.getByRole('link', { name: 'Nina Nygaard' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/clients/${clientId}$`));
  await expect(page.getByRole('heading', { name: 'Nina Nygaard', level: 1 })).toBeVisible({
    timeout: 15_000,
  });

  // Tap to call, text and mail; the number read out in pairs, dialled as stored.
  await expect(page.getByRole('link', { name: 'Ring til +45 20 30 40 50' })).toHaveAttribute(
    'href',
    'tel:+4520304050',
  );
  await expect(page.getByRole('link', { name: 'Send SMS til +45 20 30 40 50' })).toHaveAttribute(
    'href',
    'sms:+4520304050',
  );
  await expect(page.getByRole('link', { name: 'Skriv til nina@example.dk' })).toHaveAttribute(
    'href',
    'mailto:nina@example.dk',
  );

  // The call happened: status, a note, and when to call back.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Kontaktet' }).click();
  await expect(page.getByText('Status gemt')).toBeVisible();

  await page
    .getByRole('textbox', { name: 'Ny note' })
    .fill('Ringede. Vil gerne i gang, ring igen i morgen tidlig.');
  await page.getByRole('button', { name: 'Tilføj note' }).click();
  await expect(page.getByTestId('note')).toHaveCount(1);
  await expect(page.getByTestId('note')).toContainText('Vil gerne i gang');

  const today = todayInCopenhagen();
  await page.getByLabel('Næste kontakt').fill(`${today}T08:00`);
  await page.getByRole('button', { name: 'Gem opfølgning' }).click();
  await expect(page.getByText('Opfølgning gemt')).toBeVisible();

  const timeline = page.getByRole('list', { name: 'Tidslinje' });
  await expect(timeline).toContainText('Status ændret fra Ny til Kontaktet');
  await expect(timeline).toContainText('Note tilføjet');
  await expect(timeline).toContainText('Tilmeldt');

  // What the server kept.
  const saved = await (await admin.api.get(`/api/clients/${clientId}`)).json();
  expect(saved.status).toBe('contacted');
  const inCopenhagen = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Copenhagen',
    dateStyle: 'short',
    timeStyle: 'short',
  });
  expect(inCopenhagen.format(new Date(saved.nextContactAt))).toBe(`${today} 08:00`);

  // The page after a reload, and on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Kontaktet');
  await expect(page.getByLabel('Næste kontakt')).toHaveValue(`${today}T08:00`);
  await expect(page.getByRole('link', { name: 'Ring til +45 20 30 40 50' })).toBeInViewport();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  const overflow = await page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Tomorrow's work starts from the dashboard and the list.
  await page.goto('/admin');
  const followUp = page.getByRole('region', { name: 'Opfølgning i dag' });
  await expect(followUp.getByTestId('followup-item')).toHaveCount(1, { timeout: 15_000 });
  await expect(followUp).toContainText('Nina Nygaard');
  await page.goto('/admin/clients');
  await expect(
    page.getByRole('article', { name: 'Nina Nygaard' }).getByTestId('client-status'),
  ).toHaveText('Kontaktet', { timeout: 15_000 });
  await page.getByLabel('Opfølgning i dag').check();
  await expect(page.getByTestId('client-card')).toHaveCount(1);

  // A note written by mistake goes again.
  await page.goto(`/admin/clients/${clientId}`);
  await page.getByRole('button', { name: /^Slet note fra/ }).click();
  await expect(page.getByText('Ingen noter endnu')).toBeVisible();
});

test('a customer who is not due today stays off the follow-up list', async ({ page }) => {
  test.slow(); // a whole story, several pages and an axe run
  const admin = await createAdmin();
  const dueId = await signUpVisitor(admin.id, { name: 'Dorte Due' });
  const laterId = await signUpVisitor(admin.id, { name: 'Lars Later' });
  for (const [id, when] of [
    [dueId, new Date(Date.now() - 60 * 60 * 1000)],
    [laterId, new Date(Date.now() + 3 * 24 * 60 * 60 * 1000)],
  ] as const) {
    const record = await (await admin.api.get(`/api/clients/${id}`)).json();
    const put = await admin.api.put(`/api/clients/${id}`, {
      data: { ...record, nextContactAt: when.toISOString() },
    });
    expect(put.ok()).toBe(true);
  }
  await signIn(page, admin);
  const followUp = page.getByRole('region', { name: 'Opfølgning i dag' });
  await expect(followUp).toContainText('Dorte Due', { timeout: 15_000 });
  await expect(followUp).not.toContainText('Lars Later');
  await expect(followUp).toContainText('for sent');
});
