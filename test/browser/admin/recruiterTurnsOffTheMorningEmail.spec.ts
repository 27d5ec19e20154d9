import AxeBuilder from '@axe-core/playwright';
import { createAdmin } from '../support/api';
import { expect, test } from '../support/admin-fixtures';
import { startSecondInstance } from '../support/second-instance';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("a recruiter turns the morning email with the day's follow-ups off and on, on a phone", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // An instance with email on (the switch shows only then); nothing is sent in this test.
  const instance = await startSecondInstance({
    SMTP_URL: 'smtp://127.0.0.1:2525',
    FOLLOWUP_MAIL_HOUR: '6',
  });
  try {
    const admin = await createAdmin();
    await page.goto(`${instance.url}/admin/login`);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel(/^Adgangskode/).fill(admin.password);
    await page.getByRole('button', { name: 'Log ind' }).click();
    await expect(page).toHaveURL(/\/admin\/?$/);
    await page.goto(`${instance.url}/admin/notifications`);

    const morning = page.getByRole('switch', {
      name: 'Send mig en morgenmail kl. 06:00 med dagens opfølgninger',
    });
    await expect(morning).toBeChecked();
    await expect(morning).toHaveAccessibleDescription(
      'Kun de dage, hvor der er kunder at følge op på.',
    );
    await morning.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Indstillingerne er gemt')).toBeVisible();
    await expect(morning).not.toBeChecked();
    await page.reload();
    await expect(morning).not.toBeChecked();
    // The new-lead email is a switch of its own, untouched.
    await expect(
      page.getByRole('switch', { name: 'Send mig en email ved hver ny kunde' }),
    ).not.toBeChecked();
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

    await morning.click();
    await expect(morning).toBeChecked();
    await page.reload();
    await expect(morning).toBeChecked();
  } finally {
    await instance.stop();
  }
});
