import { Migration } from '@mikro-orm/migrations';

/**
 * The morning email with the day's follow-ups (issue 36): on for every recruiter, who can turn it
 * off on the notifications page. It goes only to those with follow-ups due that day.
 */
export class Migration20261126110000_follow_up_mail extends Migration {
  override up(): void {
    this.addSql(
      `alter table "admins" add column "notify_follow_ups" boolean not null default true;`,
    );
  }

  override down(): void {
    this.addSql(`alter table "admins" drop column "notify_follow_ups";`);
    this.addSql(`delete from "maintenance_runs" where "job" like 'follow-up-mail%';`);
  }
}
