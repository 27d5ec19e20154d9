import type { Response } from '@playwright/test';
import { expect, test } from '../support/console-errors.js';
import { createAdmin } from '../support/api.js';

test('the welcome page is described for search engines, the panel asks not to be indexed', async ({
  page,
  request,
}) => {
  const admin = await createAdmin();
  const welcome = await page.goto(`/${admin.id}`);
  expect(welcome?.headers()['x-robots-tag']).toBeUndefined();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /bettingsider/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  const panel = await page.goto('/admin/login');
  expect(panel?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/text\/plain/);
  expect(await robots.text()).toContain('Disallow: /api/');
  const icon = await request.get('/favicon.ico');
  expect(icon.headers()['content-type']).toMatch(/icon/);
});

test('the funnel reaches the phone compressed: every script and stylesheet over 1 KB', async ({
  page,
}) => {
  const admin = await createAdmin();
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (['script', 'stylesheet'].includes(response.request().resourceType()))
      responses.push(response);
  });
  await page.goto(`/${admin.id}`);
  await expect(page.getByRole('link', { name: 'Start her!' })).toBeVisible();
  let large = 0;
  for (const response of responses) {
    if ((await response.body()).length < 1024) continue;
    large++;
    expect(response.headers()['content-encoding'], response.url()).toMatch(/^(br|gzip)$/);
  }
  expect(large).toBeGreaterThan(0);
});
