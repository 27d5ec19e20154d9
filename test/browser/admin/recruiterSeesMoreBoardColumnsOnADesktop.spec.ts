import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

test('at 1280 px the board says that more columns lie to the right and brings them into view', async ({
  page,
}) => {
  const admin = await createAdmin();
  await signUpVisitor(admin.id, { name: 'Nora Ny' });
  await signIn(page, admin);
  await page.goto('/admin/clients/board');
  await expect(page.getByTestId('board-card')).toHaveCount(1, { timeout: 15_000 });

  const shown = page.getByTestId('board-columns-shown');
  const right = page.getByRole('button', { name: 'Vis kolonnerne til højre' });
  const left = page.getByRole('button', { name: 'Vis kolonnerne til venstre' });
  const lost = page.getByRole('region', { name: /^Ikke interesseret:/ });
  await expect(shown).toHaveText('Kolonne 1-4 af 6 vises');
  await expect(left).toBeDisabled();
  await expect(lost).not.toBeInViewport({ ratio: 0.5 });

  await right.click();
  await expect(shown).toHaveText('Kolonne 3-6 af 6 vises');
  await expect(lost).toBeInViewport();
  await expect(right).toBeDisabled();

  await left.click();
  await expect(shown).toHaveText('Kolonne 1-4 af 6 vises');
  await expect(page.getByRole('region', { name: /^Ny:/ })).toBeInViewport();
});

test('a long column opens with its first 30 cards and shows the rest on request', async ({
  page,
}) => {
  const admin = await createAdmin();
  for (let i = 0; i < 32; i++) await signUpVisitor(admin.id, { name: `Lang Kø ${i}` });
  await signIn(page, admin);
  await page.goto('/admin/clients/board');
  const column = page.getByRole('region', { name: 'Ny: 32 kunder' });
  await expect(column.getByTestId('board-card')).toHaveCount(30, { timeout: 15_000 });
  await column.getByRole('button', { name: 'Vis 2 mere (2 skjult)' }).click();
  await expect(column.getByTestId('board-card')).toHaveCount(32);
  await expect(column.getByTestId('board-show-more')).toHaveCount(0);
});
