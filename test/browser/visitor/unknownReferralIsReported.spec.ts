import { expect, test } from '../support/console-errors.js';
import { createAdmin } from '../support/api.js';
import {
  aVisitor,
  clientsOf,
  createReferral,
  fillInfoForm,
  referralField,
  submitButton,
  walkToInfoForm,
} from '../support/visitor-funnel.js';

test('a referral code the recruiter does not have is reported, does not block the signup, and is not kept', async ({
  page,
}) => {
  const admin = await createAdmin();
  const otherAdmin = await createAdmin();
  await createReferral(otherAdmin, '1111', 'Someone Else');
  await walkToInfoForm(page, admin.id, []);

  await referralField(page).fill('1111');
  await expect(page.getByText('Der er ikke nogen med det ID')).toBeVisible();
  await expect(referralField(page)).toBeEnabled();

  await referralField(page).fill('11');
  await expect(page.getByText('Du har ikke nogen referal')).toBeVisible();
  await referralField(page).fill('1111');
  await expect(page.getByText('Der er ikke nogen med det ID')).toBeVisible();

  const visitor = aVisitor();
  await fillInfoForm(page, visitor);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/thanks$/);
  // The page said the code is unknown: the card does not keep it (nor its CSV, nor a later referral).
  const [client] = await clientsOf(admin);
  expect(client).toMatchObject({ email: visitor.email, referralCode: null });
});

test('a slow lookup shows it is searching, then gives the field back after 5 seconds', async ({
  page,
}) => {
  const admin = await createAdmin();
  await page.clock.install();
  await page.route('/api/referal', () => {
    // Never answered: only the page's own time-out can end the lookup.
  });
  await walkToInfoForm(page, admin.id, []);

  await referralField(page).fill('2222');
  const searching = page.getByText('Leder efter din referal...');
  await expect(searching).toBeVisible();
  await expect(referralField(page)).toBeDisabled();
  await expect(searching).toHaveCSS('animation-name', 'blink');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(searching).toHaveCSS('animation-name', 'none');

  await page.clock.runFor(5_000);
  await expect(referralField(page)).toBeEnabled();
  await expect(page.getByText('Leder efter din referal...')).toBeHidden();
  await expect(page.getByText('Der er sket en fejl, prøv igen senere')).toBeVisible();
});
