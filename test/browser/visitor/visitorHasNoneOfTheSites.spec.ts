import { expect, test } from '../support/console-errors.js';
import { createAdmin } from '../support/api.js';
import {
  aVisitor,
  clientsOf,
  fillInfoForm,
  submitButton,
  walkToInfoForm,
} from '../support/visitor-funnel.js';

test('a visitor with none of the sites is asked to make sure, and can still sign up', async ({
  page,
}) => {
  const admin = await createAdmin();
  const visitor = aVisitor();
  await walkToInfoForm(page, admin.id, []);

  await expect(
    page.getByText('Er du sikker på, at du ikke er oprettet på nogen af siderne?'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Tilbage til start' }).click();
  await expect(page).toHaveURL(new RegExp(`/${admin.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Velkommen til vores Arbitrage Bereau' }),
  ).toBeVisible();
  await page.goBack();

  await expect(page.getByRole('heading', { level: 1, name: 'Din info' })).toBeVisible();
  await fillInfoForm(page, visitor);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/thanks$/);

  const [client] = await clientsOf(admin);
  expect(client).toMatchObject({
    email: visitor.email,
    sites: [],
    siteCount: 0,
    referralCode: null,
  });
});

for (const step of ['/start', '/stage2']) {
  test(`${step} without a chosen recruiter sends the visitor to the default welcome page`, async ({
    page,
  }) => {
    const home = await page.request.get('/', { maxRedirects: 0 });
    expect(home.status()).toBe(302);
    const defaultWelcome = home.headers()['location'];

    await page.goto(step);

    await expect(page).toHaveURL(new RegExp(`${defaultWelcome}$`));
    await expect(page.getByRole('link', { name: 'Start her!' })).toBeVisible();
  });
}
