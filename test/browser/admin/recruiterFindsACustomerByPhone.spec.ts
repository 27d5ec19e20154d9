import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test('a phone number typed with spaces finds the customer, whose card shows it the Danish way', async ({
  page,
}) => {
  const admin = await createAdmin();
  await signUpVisitor(admin.id, { name: 'Gitte Grøn', phone: '+4520000013' });
  await signUpVisitor(admin.id, { name: 'Hans Hald', phone: '31415926' });
  await signUpVisitor(admin.id, { name: 'Ib Isen', phone: '+4711223344' });
  await signIn(page, admin);
  await page.goto('/admin/clients');
  const names = page.getByTestId('client-card').getByRole('heading');
  await expect(names).toHaveCount(3);
  await expect(page.getByRole('article', { name: 'Gitte Grøn' })).toContainText(
    'Tlf: +45 20 00 00 13',
  );
  await expect(page.getByRole('article', { name: 'Hans Hald' })).toContainText('Tlf: 31 41 59 26');
  // Not a Danish number: shown as it was typed.
  await expect(page.getByRole('article', { name: 'Ib Isen' })).toContainText('Tlf: +4711223344');

  await page.getByPlaceholder('Søg').fill('2000 0013');
  await expect(names).toHaveText(['Gitte Grøn']);
  await page.getByPlaceholder('Søg').fill('31 41 59 26');
  await expect(names).toHaveText(['Hans Hald']);
});
