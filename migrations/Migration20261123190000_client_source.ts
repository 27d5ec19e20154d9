import { Migration } from '@mikro-orm/migrations';

/** The tag of the personal link a visitor came through (`?src=`), kept on the card. */
export class Migration20261123190000_client_source extends Migration {
  override up(): void {
    this.addSql('alter table "clients" add column "source" text null;');
  }

  override down(): void {
    this.addSql('alter table "clients" drop column "source";');
  }
}
