import { siteKey } from '../../rules/sites.js';

/** The progress state each step of a site reaches; the bonus step only where the states have it. */
export const TASK_STEPS = [
  'created',
  'deposited',
  'bet_placed',
  'bonus_placed',
  'withdrawn',
] as const;
export type TaskStep = (typeof TASK_STEPS)[number];

interface ProgressInput {
  site: string;
  /** A progress state, or `had` (an account from before the signup: no steps). */
  state: string;
  deposit: number;
  withdrawn: number;
}

interface PlanRowInput {
  site: string;
  /** `cash` for the qualifying bet; other kinds are bonus bets (PRODUCT.md §16). */
  kind: string;
  stake: number;
  outcome: '1' | 'X' | '2';
  odds: number;
  minOdds: number | null;
}

export interface PlanInput {
  event: string | null;
  kickoffAt: Date | null;
  rows: PlanRowInput[];
}

export interface TaskDraft {
  site: string;
  step: TaskStep;
  text: string;
  amount: number | null;
  done: boolean;
}

export interface TasksInput {
  progress: ProgressInput[];
  plan: PlanInput | null;
  /** The site's stake by `siteKey`: the deposit asked for when the plan has no row for it. */
  stakes: Map<string, number>;
  states: readonly string[];
}

const OUTCOME_TEXT = { '1': '1 (hjemmesejr)', X: 'X (uafgjort)', '2': '2 (udesejr)' } as const;

/** Whole kr as '1.000 kr'; a stake with øre (bonus-aware plans) as '187,50 kr'. */
const kr = (amount: number) =>
  `${new Intl.NumberFormat('da-DK', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount)} kr`;
const odds = (value: number) =>
  new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
const kickoff = (at: Date) =>
  new Intl.DateTimeFormat('da-DK', {
    timeZone: 'Europe/Copenhagen',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);

/** '500 kr på 1 (hjemmesejr) i FCK – Brøndby, odds mindst 2,10, før lørdag 28. november kl. 18.00' */
function betText(row: PlanRowInput, plan: PlanInput): string {
  const min = Math.max(row.odds, row.minOdds ?? 0);
  return [
    `${kr(row.stake)} på ${OUTCOME_TEXT[row.outcome]}${plan.event ? ` i ${plan.event}` : ''}`,
    `odds mindst ${odds(min)}`,
    ...(plan.kickoffAt ? [`før ${kickoff(plan.kickoffAt)}`] : []),
  ].join(', ');
}

/** PRODUCT.md §17: each site of the plan and each past `none`, never a `had` site, in the list's order. */
export function deriveTasks({ progress, plan, stakes, states }: TasksInput): TaskDraft[] {
  const rank = (state: string) => states.indexOf(state);
  const planRows = new Map<string, PlanRowInput[]>();
  for (const row of plan?.rows ?? [])
    planRows.set(siteKey(row.site), [...(planRows.get(siteKey(row.site)) ?? []), row]);
  const tasks: TaskDraft[] = [];
  for (const site of progress) {
    if (site.state === 'had') continue;
    const rows = planRows.get(siteKey(site.site)) ?? [];
    if (!rows.length && rank(site.state) <= rank('none')) continue;
    const cash = rows.find((row) => row.kind === 'cash');
    const bonus = rows.find((row) => row.kind !== 'cash');
    const done = (step: TaskStep) => rank(site.state) >= rank(step);
    const deposit =
      done('deposited') && site.deposit > 0
        ? site.deposit
        : cash
          ? Math.ceil(cash.stake)
          : (stakes.get(siteKey(site.site)) ?? null);
    const add = (step: TaskStep, text: string, amount: number | null = null) =>
      tasks.push({ site: site.site, step, text, amount, done: done(step) });
    add('created', `Opret en konto hos ${site.site} med dit eget MitID`);
    add(
      'deposited',
      deposit === null
        ? `Indbetal på din konto hos ${site.site}`
        : `Indbetal ${kr(deposit)} på din konto hos ${site.site}`,
      deposit,
    );
    add(
      'bet_placed',
      cash && plan
        ? `Placér dit bet hos ${site.site}: ${betText(cash, plan)}`
        : `Placér dit første bet hos ${site.site}`,
    );
    if (states.includes('bonus_placed') && (bonus || done('bonus_placed')))
      add(
        'bonus_placed',
        bonus && plan
          ? `Placér dit bonus-bet hos ${site.site}: ${betText(bonus, plan)}`
          : `Placér dit bonus-bet hos ${site.site}`,
      );
    add('withdrawn', `Hæv dine penge fra ${site.site}`, done('withdrawn') ? site.withdrawn : null);
  }
  return tasks;
}

export function missingStepBefore(tasks: TaskDraft[], task: TaskDraft): TaskDraft | undefined {
  const ofSite = tasks.filter((t) => t.site === task.site);
  const before = ofSite[ofSite.indexOf(task) - 1];
  return before && !before.done ? before : undefined;
}
