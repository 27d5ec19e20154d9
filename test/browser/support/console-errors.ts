import { expect, type Page, test as base } from '@playwright/test';

/**
 * A spec that takes `test` from here fails on a console error or an uncaught exception in any tab
 * of its browser context, tabs opened later included. The browser's own "Failed to load resource"
 * lines are left out: an expected 401/404 answer logs one too; so is its line for a live stream
 * refused when the session has just ended (it reconnects or signs out).
 */
const BROWSER_OWN = ['Failed to load resource', "EventSource's response"];
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          const text = message.text();
          if (message.type() === 'error' && !BROWSER_OWN.some((start) => text.startsWith(start)))
            errors.push(text);
        });
        page.on('pageerror', (error) => errors.push(error.message));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
