import { defineConfig } from 'vitest/config';

// Unit tests of the pages' own pure logic (the server's run under jest).
export default defineConfig({
  test: {
    include: ['admin-ui/src/**/*.test.ts', 'visitor-ui/src/**/*.test.ts'],
    environment: 'node',
  },
});
