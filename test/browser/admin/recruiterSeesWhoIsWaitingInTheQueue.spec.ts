import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test("'Kunder i kø' lists only the customers waiting for a first call, each a way to their page", async ({
  page,
}) => {
  const admin = await createAdmin();
  const first = await signUpVisitor(admin.id, { name: 'Første Frederiksen' });
  await signUpVisitor(admin.id, { name: 'Anden Andersen' });
  const called = await signUpVisitor(admin.id, { name: 'Ringet Rasmussen' });
  const gone = await signUpVisitor(admin.id, { name: 'Arkiv Arnesen' });
  expect(
    (await admin.api.put(`/api/clients/${called}`, { data: { status: 'contacted' } })).ok(),
  ).toBe(true);
  expect((await admin.api.post(`/api/clients/${gone}/archive`)).ok()).toBe(true);
  await signIn(page, admin);

  const queue = page.getByRole('region', { name: 'Kunder i kø' });
  await expect(queue.getByTestId('queue-count')).toHaveText('2 kunder venter');
  // The longest waiting first; a customer already called, or archived, is not waiting.
  await expect(queue.getByTestId('queue-list').getByRole('link')).toHaveText([
    'Første Frederiksen',
    'Anden Andersen',
  ]);
  await expect(queue).not.toContainText('Ringet Rasmussen');
  await expect(queue).not.toContainText('not available');

  await queue.getByRole('link', { name: 'Første Frederiksen' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/clients/${first}$`));
  await expect(page.getByRole('heading', { name: 'Første Frederiksen', level: 1 })).toBeVisible();

  // 'Gå til Kundeliste' opens the list on the same customers.
  await page.goto('/admin');
  await queue.getByRole('link', { name: 'Gå til Kundeliste' }).click();
  await expect(page.getByTestId('client-count')).toHaveText('Antal på listen: 2');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Ny');
});
