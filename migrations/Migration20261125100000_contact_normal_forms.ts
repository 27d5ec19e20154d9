import { Migration } from '@mikro-orm/migrations';

// The SQL twins of rules/contact.ts (normalPhone, normalEmail, normalName).
const normalPhone = (column: string) => `regexp_replace(${column}, '[[:space:]()-]', '', 'g')`;
const normalEmail = (column: string) => `lower(btrim(${column}))`;
const normalName = (column: string) =>
  `regexp_replace(regexp_replace(${column}, '^[[:space:]]+|[[:space:]]+$', '', 'g'), '[[:space:]]+', ' ', 'g')`;

/**
 * Stored contacts take the one normal form every writer now uses (a correction used to keep a
 * phone's spaces, the importer the old app's text), so a repeat signup finds the card it matches.
 * Two active cards of one recruiter whose phones become equal stay two: the card already in normal
 * form, else the oldest, takes it; the other keeps its phone as written (nothing merged or lost),
 * and a correction of it to the same number is refused like any taken number. Archived cards hold
 * no contact data. No way down: the old spellings are not kept.
 */
export class Migration20261125100000_contact_normal_forms extends Migration {
  override up(): void {
    this.addSql(`
      with grouped as (
        select "id", ${normalPhone('"phone"')} as "normal",
               row_number() over (
                 partition by "admin_id", ${normalPhone('"phone"')}
                 order by ("phone" = ${normalPhone('"phone"')}) desc, "created_at", "id") as "nth"
          from "clients" where "archived_at" is null
      )
      update "clients" c set "phone" = g."normal"
        from grouped g
       where c."id" = g."id" and g."nth" = 1 and c."phone" <> g."normal";`);
    this.addSql(`
      update "clients" set "email" = ${normalEmail('"email"')}, "name" = ${normalName('"name"')}
       where "archived_at" is null
         and ("email" <> ${normalEmail('"email"')} or "name" <> ${normalName('"name"')});`);
    this.addSql(`
      update "referrals"
         set "phone" = ${normalPhone('"phone"')}, "email" = ${normalEmail('"email"')}, "name" = ${normalName('"name"')}
       where "phone" <> ${normalPhone('"phone"')} or "email" <> ${normalEmail('"email"')} or "name" <> ${normalName('"name"')};`);
  }

  override down(): void {}
}
