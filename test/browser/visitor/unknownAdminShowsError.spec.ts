import { expect, test } from '../support/console-errors.js';

test('a personal link to a recruiter that does not exist says something went wrong', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await page.goto('/no-such-recruiter');

  await expect(page.getByRole('alert')).toHaveText('der er sket en fejl, prøv igen senere');
  await expect(page.getByRole('link', { name: 'Start her!' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('arbiAdmin'))).toBeNull();
  expect(dialogs).toEqual([]);
});

test('the welcome page says Loading... until the texts arrive', async ({ page }) => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('/api/public/admins/*', async (route) => {
    await answered;
    await route.fulfill({
      status: 404,
      json: { statusCode: 404, message: 'Admin findes ikke', error: 'Not Found' },
    });
  });

  await page.goto('/slow-recruiter');
  await expect(page.getByText('Loading...')).toBeVisible();
  answer();
  await expect(page.getByRole('alert')).toHaveText('der er sket en fejl, prøv igen senere');
});
