import { readFile } from 'node:fs/promises';
import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

const today = () => {
  const [year, month, day] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' })
    .format(new Date())
    .split('-');
  return `${day}.${month}.${year}`;
};

test('the CSV opens in columns in Danish Excel, and dates read one Danish way everywhere', async ({
  page,
}) => {
  const admin = await createAdmin();
  await signUpVisitor(admin.id, { name: 'Søren Ærø', age: '1985-02-03', sites: ['Unibet'] });
  await signUpVisitor(admin.id, { name: 'Tove Tang' });
  await signIn(page, admin);
  await page.goto('/admin/clients');
  const card = page.getByRole('article', { name: 'Søren Ærø' });
  await expect(card).toContainText(today());
  await expect(card).toContainText('Fødselsdag: 03.02.1985');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksporter' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.startsWith('\uFEFF'), 'a BOM').toBe(true);
  const [header, ...rows] = csv.slice(1).split('\r\n');
  expect(header).toMatch(/^Dato;Navn;Tlf;Fødselsdag;Email;/);
  const soren = rows.find((row) => row.includes('Søren Ærø'))!;
  expect(soren.split(';').slice(0, 2)).toEqual([today(), 'Søren Ærø']);
  expect(soren).toContain(';03.02.1985;');

  await card.getByRole('button', { name: 'Fjern og arkiver' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bekræft' }).click();
  const archived = page.getByTestId('archived-clients');
  await expect(archived.getByRole('row')).toHaveCount(2);
  await expect(archived.getByRole('row').nth(1)).toContainText(today());
});
