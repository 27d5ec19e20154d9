import { Migration } from '@mikro-orm/migrations';
import { readFileSync } from 'node:fs';

/** The signup functions' source, read at run time (the build copies it beside the compiled code). */
const signupSql = () =>
  readFileSync(new URL('../src/clients/sql/signup.sql', import.meta.url), 'utf8');

/**
 * Stored signup answers kept a plain SHA-256 of the body, which anyone can recompute from a
 * guessed identity, outlived the customer's erasure when the signup was a repeat (its receipt is
 * not the card's id) and never expired. Each now names its customer (erased with them) and holds a
 * keyed HMAC; the rows with plain hashes go (a retry of one is simply answered afresh).
 */
export class Migration20261125151000_idempotency_keyed extends Migration {
  override up(): void {
    this.addSql(`delete from "idempotency_keys";`);
    this.addSql(`
      alter table "idempotency_keys" add column "client_id" uuid null
        references "clients" ("id") on update cascade on delete cascade;`);
    this.addSql(
      `create index "idempotency_keys_client_id_index" on "idempotency_keys" ("client_id");`,
    );
    this.addSql(
      `create index "idempotency_keys_created_at_index" on "idempotency_keys" ("created_at");`,
    );
    this.addSql(signupSql());
  }

  override down(): void {
    this.addSql(`alter table "idempotency_keys" drop column "client_id";`);
    this.addSql(signupSql());
  }
}
