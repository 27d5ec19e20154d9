import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { todayInCopenhagen } from '../../rules/age.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { addDays, copenhagenHour, startOfCopenhagenDay } from '../common/copenhagen.js';
import { executeOwned, ownedBy } from '../common/tenant/owned-sql.js';
import { JobQueue } from '../jobs/index.js';
import { followUpMail, MAX_LISTED } from './follow-up-mail.text.js';
import { panelLink } from './links.js';
import { Mailer } from './mailer.js';

const FOLLOW_UP_TICK = 'follow-up-mails';
const FOLLOW_UP_MAIL = 'follow-up-mail';

interface CronPayload {
  /** graphile-worker's: when the tick was due (a run made up after a stop keeps its time). */
  _cron?: { ts: string };
}

/** Cron runs in UTC and the hour is Copenhagen's, so it ticks hourly; day claims make each email go once. */
@Injectable()
export class FollowUpMailJob implements OnModuleInit {
  private readonly logger = new Logger('FollowUpMail');

  constructor(
    private readonly orm: MikroORM,
    private readonly jobs: JobQueue,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.task<CronPayload>(FOLLOW_UP_TICK, async (payload) => {
      await this.tick(new Date(payload._cron?.ts ?? Date.now()));
    });
    this.jobs.task<{ adminId: string; day: string }>(FOLLOW_UP_MAIL, ({ adminId, day }) =>
      this.send(adminId, day),
    );
    // A tick missed while no worker ran is made up within 4 hours: a late morning email still helps.
    this.jobs.cron('0 * * * *', FOLLOW_UP_TICK, { fill: '4h' });
  }

  /** Answers how many were queued, or null when it is not the hour, email is off, or the day was queued already. */
  async tick(at: Date): Promise<number | null> {
    if (!this.mailer.available) return null;
    if (copenhagenHour(at) !== this.config.notifications.followUpHour) return null;
    const day = todayInCopenhagen(at);
    const end = startOfCopenhagenDay(addDays(day, 1));
    const queued = await this.orm.em.fork().transactional(async (em) => {
      const claimed = await em.execute(
        `insert into "maintenance_runs" ("job", "day") values (?, ?) on conflict do nothing returning "day"`,
        [FOLLOW_UP_TICK, day],
      );
      if (!claimed.length) return null;
      // Every recruiter's (a job of the whole installation, like the retention).
      const rows = await em.execute(
        `select graphile_worker.add_job(?, json_build_object('adminId', a."id", 'day', ?::text),
                  job_key := ? || a."id" || ':' || ?, max_attempts := 5)
           from "admins" a
          where a."notify_follow_ups"
            and exists (select 1 from "clients" c
                         where c."admin_id" = a."id" and c."archived_at" is null
                           and c."next_contact_at" < ?)`,
        [FOLLOW_UP_MAIL, day, `${FOLLOW_UP_MAIL}:`, day, end],
      );
      return rows.length;
    });
    if (queued !== null)
      this.logger.log({ event: 'follow_up_mails_queued', day, queued }, 'follow-up emails queued');
    return queued;
  }

  async send(adminId: string, day: string): Promise<void> {
    const em = this.orm.em.fork();
    const job = `${FOLLOW_UP_MAIL}:${adminId}`;
    const claimed = await em.execute(
      `insert into "maintenance_runs" ("job", "day")
       select ?, ? where exists (select 1 from "admins" where "id" = ? and "notify_follow_ups")
       on conflict do nothing returning "day"`,
      [job, day, adminId],
    );
    if (!claimed.length) return;
    try {
      const end = startOfCopenhagenDay(addDays(day, 1));
      const due = await executeOwned<
        { id: string; name: string; next_contact_at: string | Date; total: string; email: string }[]
      >(
        em,
        adminId,
        `select c."id", c."name", c."next_contact_at", count(*) over () as "total",
                (select "email" from "admins" where "id" = (select "admin_id" from "tenant")) as "email"
           from "clients" c
          where ${ownedBy('c')} and c."archived_at" is null and c."next_contact_at" < ?
          order by c."next_contact_at", c."id"
          limit ?`,
        [end, MAX_LISTED],
      );
      if (!due.length) return;
      const mail = followUpMail(
        due.map((row) => ({
          id: row.id,
          name: row.name,
          nextContactAt: new Date(row.next_contact_at),
        })),
        Number(due[0].total),
        day,
        (path) => panelLink(this.config, path),
      );
      await this.mailer.send({ to: due[0].email, ...mail });
      this.logger.log(
        { event: 'follow_up_mail_sent', adminId, day, clients: Number(due[0].total) },
        'follow-up email sent',
      );
    } catch (error) {
      // The day is given back, so the queue's retry sends it.
      await em.execute(`delete from "maintenance_runs" where "job" = ? and "day" = ?`, [job, day]);
      throw error;
    }
  }
}
