import { Migration } from '@mikro-orm/migrations';
import { readFileSync } from 'node:fs';
import { Migration20261121120000_signup_function } from './Migration20261121120000_signup_function.js';
import { Migration20261121130000_signup_batches } from './Migration20261121130000_signup_batches.js';

/** The signup functions' source, read at run time (the build copies it beside the compiled code). */
const signupSql = () =>
  readFileSync(new URL('../src/clients/sql/signup.sql', import.meta.url), 'utf8');

/**
 * A repeat signup no longer overwrites the card it matches (PRODUCT.md §4): what it brought waits
 * in `pending_signup` for the recruiter, and `signed_up_again_at` marks the card. From here on the
 * signup functions live in `src/clients/sql/signup.sql`, applied with `create or replace`.
 */
export class Migration20261123160000_repeat_signup extends Migration {
  override up(): void {
    this.addSql(
      `alter table "clients" add column "pending_signup" jsonb null, add column "signed_up_again_at" timestamptz null;`,
    );
    this.addSql(signupSql());
  }

  override down(): void {
    this.addSql(`drop function if exists arbi_signups; drop function if exists arbi_signup;`);
    Migration20261121120000_signup_function.prototype.up.call(this);
    Migration20261121130000_signup_batches.prototype.up.call(this);
    this.addSql(
      `alter table "clients" drop column "pending_signup", drop column "signed_up_again_at";`,
    );
  }
}
