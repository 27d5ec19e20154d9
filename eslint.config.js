// One lint setup for the server, the tests and both UIs: typescript-eslint's recommended rules,
// React's hooks rules for the UIs. Formatting is Prettier's job (`npm run format:check`).
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { FOLDER_ORDER } from './scripts/lib/folder-order.mjs';

const unplaced = readdirSync('src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !FOLDER_ORDER.flat().includes(entry.name))
  .map((entry) => entry.name);
if (unplaced.length) {
  throw new Error(`src/${unplaced.join(', src/')}: add to scripts/lib/folder-order.mjs`);
}
const folderPath = (folder) => (folder ? `./src/${folder}/**` : './src/*.ts');
/** Each folder of src/ may import only the folders listed below it. */
const upwardImports = FOLDER_ORDER.flatMap((layer, index) =>
  [layer].flat().map((folder) => ({
    target: folderPath(folder),
    from: FOLDER_ORDER.slice(0, index).flat().map(folderPath),
    message: 'src/ folders import only those below them (scripts/lib/folder-order.mjs)',
  })),
).filter((zone) => zone.from.length);

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
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensionAlias: { '.js': ['.ts', '.js'] } })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: upwardImports }],
    },
  },
  {
    // Code that runs in the page: the funnel's boot script and what the bench evaluates in Chromium.
    files: ['visitor-ui/public/**/*.js', 'scripts/bench-funnel.mjs', 'bench/panel.mjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['admin-ui/src/**/*.{ts,tsx}', 'visitor-ui/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
