// The order src/ folders stand in, top to bottom: a folder imports only folders below it (README,
// Architecture). The lint (eslint.config.js) and scripts/count-upward-imports.mjs read this list.
export const FOLDER_ORDER = [
  ['', 'import'], // the composition roots: src/*.ts for the server, import/ for its command line
  'http',
  'web',
  'health',
  'retention',
  'betting',
  'workspace',
  'analytics',
  'audit',
  'sites',
  'notifications',
  'clients',
  'referrals',
  'ratings',
  'auth',
  'admins',
  'jobs',
  'common',
  'database',
  'config',
];
