import AxeBuilder from '@axe-core/playwright';
import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test('a recruiter applies what a repeat signup brought, and dismisses another', async ({
  page,
}) => {
  test.slow(); // two customers, two pages
  const admin = await createAdmin();
  const movedId = await signUpVisitor(admin.id, {
    name: 'Mette Madsen',
    email: 'mette.gammel@example.dk',
    phone: '+4522334455',
  });
  // The same visitor again (same phone), with a new surname, a new email and accounts at two sites.
  await signUpVisitor(admin.id, {
    name: 'Mette Holm',
    email: 'mette.ny@example.dk',
    phone: '+4522334455',
    sites: ['Unibet', 'Bet365'],
  });
  await signIn(page, admin);

  await page.goto(`/admin/clients/${movedId}`);
  const pending = page.getByRole('region', { name: /^Tilmeldt igen .* med nye oplysninger$/ });
  await expect(pending).toBeVisible({ timeout: 15_000 });
  await expect(pending).toContainText('Mette Madsen → Mette Holm');
  await expect(pending).toContainText('mette.gammel@example.dk → mette.ny@example.dk');
  await expect(pending).toContainText('ingen → Unibet, Bet365');
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await pending.getByRole('button', { name: 'Brug de nye oplysninger' }).click();
  await expect(page.getByText('De nye oplysninger er gemt på kortet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mette Holm', level: 1 })).toBeVisible();
  await expect(pending).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Tidslinje' })).toContainText(
    'Oplysninger rettet: navn, email, oprettede sider',
  );
  const applied = await (await admin.api.get(`/api/clients/${movedId}`)).json();
  expect(applied).toMatchObject({
    name: 'Mette Holm',
    email: 'mette.ny@example.dk',
    sites: ['Unibet', 'Bet365'],
    pendingSignup: null,
  });

  // Someone else typed this visitor's phone number: the recruiter keeps the card as it is.
  const keptId = await signUpVisitor(admin.id, { name: 'Karl Krog', phone: '+4533445566' });
  await signUpVisitor(admin.id, { name: 'Ukendt Person', phone: '+4533445566' });
  await page.goto(`/admin/clients/${keptId}`);
  await expect(pending).toContainText('Karl Krog → Ukendt Person', { timeout: 15_000 });
  await pending.getByRole('button', { name: 'Behold kortet som det er' }).click();
  await expect(page.getByText('De nye oplysninger er afvist')).toBeVisible();
  await expect(pending).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Karl Krog', level: 1 })).toBeVisible();
  expect((await (await admin.api.get(`/api/clients/${keptId}`)).json()).pendingSignup).toBeNull();
});
