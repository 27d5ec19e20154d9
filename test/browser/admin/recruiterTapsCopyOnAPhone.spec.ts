import { createAdmin } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('on a phone a tap on the copy button copies the link and says so', async ({
  page,
  context,
  baseURL,
}) => {
  const admin = await createAdmin();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, admin);
  await page.getByRole('button', { name: 'Kopier', exact: true }).tap();
  await expect(page.getByRole('tooltip')).toHaveText('Kopieret');
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(`${baseURL}/${admin.id}`);
});
