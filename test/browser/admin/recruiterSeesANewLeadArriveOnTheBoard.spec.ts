import AxeBuilder from '@axe-core/playwright';
import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';
import { startCuttableProxy } from '../support/cuttable-proxy';

test('a recruiter sees a new lead arrive on the board without reloading', async ({ page }) => {
  const admin = await createAdmin();
  await signUpVisitor(admin.id, { name: 'Første Kunde' });
  const streamsOpened: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/live') streamsOpened.push(request.url());
  });
  await signIn(page, admin);
  // Through a proxy whose connections the story can cut (cookies do not depend on the port).
  const proxy = await startCuttableProxy(Number(process.env.E2E_PORT ?? 3100));
  await page.goto(`${proxy.origin}/admin/clients/board`);
  const newColumn = page.getByRole('region', { name: /^Ny:/ });
  await expect(newColumn.getByRole('heading')).toHaveText('Ny: 1 kunde');
  // Any reload from here on would fail the story: the page must update itself.
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });

  await signUpVisitor(admin.id, { name: 'Lone Live' });

  await expect(newColumn.getByRole('article', { name: 'Lone Live' })).toBeVisible();
  await expect(newColumn.getByRole('heading')).toHaveText('Ny: 2 kunder');
  await expect(page.getByRole('alert').filter({ hasText: 'Ny kunde: Lone Live' })).toBeVisible();
  expect(reloaded).toBe(false);

  // The connection drops (a train tunnel): a lead that arrives meanwhile shows once it is back.
  const opened = streamsOpened.length;
  proxy.cut();
  await signUpVisitor(admin.id, { name: 'Tunnel Kunde' });
  await expect(newColumn.getByRole('article', { name: 'Tunnel Kunde' })).toBeVisible({
    timeout: 15_000,
  });
  expect(reloaded).toBe(false);
  // It came over a new connection: the old one was cut.
  expect(streamsOpened.length).toBeGreaterThan(opened);

  // Its notification slides in: axe reads the colours once the slide is over.
  await expect(page.getByRole('alert').filter({ hasText: 'Ny kunde: Tunnel Kunde' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate("document.getAnimations().filter((a) => a.playState === 'running').length"),
    )
    .toBe(0);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
  await proxy.close();
});
