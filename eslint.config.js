// One lint setup for the server, the tests and both UIs: typescript-eslint's recommended rules,
// React's hooks rules for the UIs. Formatting is Prettier's job (`npm run format:check`).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '**/dist/',
      'test-results/',
      '.test-data/',
      '.data/',
      'test/consumers/generated-client/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Code that runs in the page: the funnel's boot script and what the bench evaluates in Chromium.
    files: ['visitor-ui/public/**/*.js', 'scripts/bench-funnel.mjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['admin-ui/src/**/*.{ts,tsx}', 'visitor-ui/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
