import AxeBuilder from '@axe-core/playwright';
import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone a recruiter corrects a customer's name and number, told per field what is wrong", async ({
  page,
}) => {
  test.slow(); // signs in, saves twice, an axe run
  const admin = await createAdmin();
  const clientId = await signUpVisitor(admin.id, {
    name: 'Lise Larsn',
    email: 'lise@example.dk',
    phone: '+4520112233',
  });
  // Another active customer holds this email: the server refuses to give it to two cards.
  await signUpVisitor(admin.id, { name: 'Mads Madsen', email: 'mads@example.dk' });
  await signIn(page, admin);
  await page.goto(`/admin/clients/${clientId}`);
  await expect(page.getByRole('heading', { name: 'Lise Larsn', level: 1 })).toBeVisible({
    timeout: 15_000,
  });

  await page.getByRole('button', { name: 'Ret kontaktoplysninger' }).click();
  const form = page.getByRole('form', { name: 'Ret kontaktoplysninger' });
  const name = form.getByRole('textbox', { name: 'Navn' });
  const email = form.getByRole('textbox', { name: 'Email' });
  const phone = form.getByRole('textbox', { name: 'Tlf' });
  await expect(name).toHaveValue('Lise Larsn');
  await expect(phone).toHaveValue('+4520112233');

  // What the page can tell at once, it says under the field, and nothing is sent.
  await name.fill('  ');
  await phone.fill('ring efter kl. 17');
  await form.getByLabel('Fødselsdag').fill('2015-03-01');
  await form.getByRole('button', { name: 'Gem rettelser' }).click();
  await expect(name).toHaveAccessibleDescription('Skriv dit navn');
  await expect(phone).toHaveAccessibleDescription('Skriv et gyldigt telefonnummer');
  await expect(form.getByLabel('Fødselsdag')).toHaveAccessibleDescription(
    'Du skal være mindst 18 år gammel.',
  );
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  // What only the server can tell comes back on its field too: an address it does not take...
  await name.fill('Lise Larsen');
  await phone.fill('20 11 22 44');
  await form.getByLabel('Fødselsdag').fill('1991-03-01');
  await email.fill('lise@example.d');
  await form.getByRole('button', { name: 'Gem rettelser' }).click();
  await expect(email).toHaveAccessibleDescription('Skriv en gyldig email');
  // ...and one that is another customer's is said for the form.
  await email.fill('mads@example.dk');
  await form.getByRole('button', { name: 'Gem rettelser' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'En anden aktiv kunde har allerede denne email eller dette telefonnummer',
  );

  const { violations } = await new AxeBuilder({ page }).include('form').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  await email.fill('lise.larsen@example.dk');
  await form.getByRole('button', { name: 'Gem rettelser' }).click();
  await expect(page.getByText('Kontaktoplysningerne er rettet')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Lise Larsen', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ring til 20 11 22 44' })).toHaveAttribute(
    'href',
    'tel:20112244',
  );
  await expect(page.getByRole('list', { name: 'Tidslinje' })).toContainText('Oplysninger rettet');
  const saved = await (await admin.api.get(`/api/clients/${clientId}`)).json();
  expect(saved).toMatchObject({
    name: 'Lise Larsen',
    email: 'lise.larsen@example.dk',
    phone: '20112244',
    birthDate: '1991-03-01',
  });
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
});
