import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { siteKey } from '../../rules/sites.js';
import { CONFIRM_FIRST } from '../../rules/tasks.js';
import { BetPlan } from '../betting/bet-plan.entity.js';
import { Client } from '../clients/client.entity.js';
import { fieldError } from '../common/validation.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { PaymentsService } from '../settlement/index.js';
import { SettingsService } from '../sites/settings.service.js';
import { PROGRESS_STATES, type ProgressState } from '../workspace/client-site-progress.entity.js';
import { ProgressService, recordEvent } from '../workspace/index.js';
import { CustomerTick } from './customer-tick.entity.js';
import { planInput } from './plan-input.js';
import { deriveTasks, missingStepBefore } from './task-steps.js';
import { taskId } from './task-token.js';
import { type Step, type TasksRecord, toTasksRecord } from './task.mapper.js';

const TASK_NOT_FOUND = 'Opgaven findes ikke';
const NOT_YOUR_TICK = 'Du har ikke selv krydset dette trin af';
const MOVED_ON = (site: string) =>
  `Din kontaktperson har allerede ført ${site} videre. Kontakt dem, hvis noget er forkert.`;
const DO_FIRST = (text: string) => `Gør først dette: ${text}`;
const AMOUNT_NEEDED = 'Skriv hvor mange kr';

@Injectable()
export class TasksService {
  constructor(
    private readonly em: EntityManager,
    private readonly progress: ProgressService,
    private readonly settings: SettingsService,
    private readonly payments: PaymentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async overview(client: Client): Promise<TasksRecord> {
    await this.em.nativeUpdate(Client, { id: client.id }, { taskLinkLastSeenAt: new Date() });
    const steps = await this.steps(this.em, client);
    return toTasksRecord(client, steps, await this.payments.statement(client.admin.id, client.id));
  }

  async confirm(client: Client): Promise<TasksRecord> {
    await this.em.nativeUpdate(
      Client,
      { id: client.id, tasksConfirmedAt: null },
      { tasksConfirmedAt: new Date() },
    );
    return { ...(await this.overview(client)), confirmed: true };
  }

  async tick(session: Client, id: string, amount: number | undefined): Promise<TasksRecord> {
    const client = await this.em.transactional(async (em) => {
      const client = await this.lock(em, session);
      if (!client.tasksConfirmedAt) throw new ConflictException(CONFIRM_FIRST);
      const steps = await this.steps(em, client);
      const step = this.find(steps, id);
      if (step.done) return client;
      const missing = missingStepBefore(steps, step);
      if (missing) throw new ConflictException(DO_FIRST(missing.text));
      const money = this.amount(step, amount);
      const row = (await this.progress.rows(em, client.admin.id, client)).find(
        (r) => siteKey(r.site) === siteKey(step.site),
      )!;
      await em.nativeDelete(CustomerTick, { client, site: step.site, step: step.step });
      em.persist(
        em.create(CustomerTick, {
          admin: client.admin,
          client,
          site: step.site,
          step: step.step,
          fromState: row.state,
          fromDeposit: row.deposit,
          fromWithdrawn: row.withdrawn,
        }),
      );
      await this.progress.changeFor(em, client, step.site, {
        state: step.step as ProgressState,
        ...(step.step === 'deposited' ? { deposit: money } : {}),
        ...(step.step === 'withdrawn' ? { withdrawn: money } : {}),
      });
      // The money the customer said moved, so the timeline line names it.
      recordEvent(em, client, 'customer_ticked', {
        site: step.site,
        step: step.step,
        ...(money === undefined ? {} : { amount: money }),
      });
      await em.flush();
      return client;
    });
    return this.overview(client);
  }

  async undo(session: Client, id: string): Promise<TasksRecord> {
    const client = await this.em.transactional(async (em) => {
      const client = await this.lock(em, session);
      const step = this.find(await this.steps(em, client), id);
      if (!step.tick || !step.done) throw new ConflictException(NOT_YOUR_TICK);
      if (step.state !== step.step) throw new ConflictException(MOVED_ON(step.site));
      const { fromState, fromDeposit, fromWithdrawn } = step.tick;
      await this.progress.changeFor(em, client, step.site, {
        state: fromState as ProgressState,
        ...(step.step === 'deposited' ? { deposit: fromDeposit } : {}),
        ...(step.step === 'withdrawn' ? { withdrawn: fromWithdrawn } : {}),
      });
      em.remove(step.tick);
      recordEvent(em, client, 'customer_unticked', { site: step.site, step: step.step });
      await em.flush();
      return client;
    });
    return this.overview(client);
  }

  private lock(em: EntityManager, session: Client): Promise<Client> {
    return em.findOneOrFail(
      Client,
      { id: session.id, archivedAt: null },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, populate: ['admin'] },
    );
  }

  private find(steps: Step[], id: string): Step {
    const step = steps.find((s) => s.id === id);
    if (!step) throw new NotFoundException(TASK_NOT_FOUND);
    return step;
  }

  private amount(step: Step, amount: number | undefined): number | undefined {
    if (step.step === 'deposited') {
      const money = amount ?? step.amount;
      if (money == null) throw fieldError('amount', `${AMOUNT_NEEDED} du indbetalte`);
      return money;
    }
    if (step.step === 'withdrawn') {
      if (amount === undefined) throw fieldError('amount', `${AMOUNT_NEEDED} du hævede`);
      return amount;
    }
    return undefined;
  }

  private async steps(em: EntityManager, client: Client): Promise<Step[]> {
    const adminId = client.admin.id;
    const [progress, sites, plan, ticks] = await Promise.all([
      this.progress.rows(em, adminId, client),
      this.settings.sites(adminId),
      em.findOne(BetPlan, { client, admin: adminId }, { orderBy: { createdAt: 'desc' } }),
      em.find(CustomerTick, { client, admin: adminId }),
    ]);
    const drafts = deriveTasks({
      progress,
      plan: plan ? planInput(plan) : null,
      stakes: new Map(sites.map((s) => [siteKey(s.name), s.stake])),
      states: PROGRESS_STATES,
    });
    const bySite = new Map(progress.map((row) => [siteKey(row.site), row]));
    return drafts.map((draft) => {
      const row = bySite.get(siteKey(draft.site))!;
      const tick = ticks.find(
        (t) => siteKey(t.site) === siteKey(draft.site) && t.step === draft.step,
      );
      return {
        ...draft,
        id: taskId(this.config.jwtSecret, client.id, siteKey(draft.site), draft.step),
        state: row.state,
        tick,
        doneAt: draft.done ? (tick?.createdAt.toISOString() ?? row.updatedAt) : null,
      };
    });
  }
}
