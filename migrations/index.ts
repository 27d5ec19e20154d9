import { Migration20261121000000_initial } from './Migration20261121000000_initial.js';

/** Every migration, in order: listed explicitly so the compiled app and the tests find the same ones. */
export const migrationsList = [
  { name: 'Migration20261121000000_initial', class: Migration20261121000000_initial },
];
