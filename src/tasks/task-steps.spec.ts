import { deriveTasks, missingStepBefore, type PlanInput, type TasksInput } from './task-steps.js';

const STATES = ['none', 'created', 'deposited', 'bet_placed', 'bonus', 'withdrawn'];
const WITH_BONUS_STEP = [
  'none',
  'created',
  'deposited',
  'bet_placed',
  'bonus',
  'bonus_placed',
  'withdrawn',
];

const site = (name: string, state = 'none', deposit = 0, withdrawn = 0) => ({
  site: name,
  state,
  deposit,
  withdrawn,
});

const plan: PlanInput = {
  event: 'FC København – Brøndby IF',
  kickoffAt: new Date('2026-11-28T17:00:00Z'),
  rows: [
    { site: 'Unibet', kind: 'cash', stake: 500, outcome: '1', odds: 2.1, minOdds: null },
    { site: 'Bet365', kind: 'cash', stake: 1000, outcome: 'X', odds: 3.4, minOdds: 3.5 },
  ],
};

const input = (overrides: Partial<TasksInput> = {}): TasksInput => ({
  progress: [site('Unibet'), site('Bet365'), site('LeoVegas'), site('Betfair', 'had')],
  plan,
  stakes: new Map([
    ['unibet', 2000],
    ['bet365', 2000],
    ['leovegas', 1500],
  ]),
  states: STATES,
  ...overrides,
});

describe('the customer’s steps', () => {
  it('lists the four steps of each planned site, in the list’s order, with the plan’s bet', () => {
    const tasks = deriveTasks(input());
    expect(tasks.map((t) => `${t.site} ${t.step}`)).toEqual([
      'Unibet created',
      'Unibet deposited',
      'Unibet bet_placed',
      'Unibet withdrawn',
      'Bet365 created',
      'Bet365 deposited',
      'Bet365 bet_placed',
      'Bet365 withdrawn',
    ]);
    expect(tasks[0].text).toBe('Opret en konto hos Unibet med dit eget MitID');
    expect(tasks[1]).toMatchObject({
      text: 'Indbetal 500 kr på din konto hos Unibet',
      amount: 500,
    });
    expect(tasks[2].text).toBe(
      'Placér dit bet hos Unibet: 500 kr på 1 (hjemmesejr) i FC København – Brøndby IF, odds mindst 2,10, før lørdag 28. november kl. 18.00',
    );
    // The row's own minimum wins when it is above the planned odds.
    expect(tasks[6].text).toContain(
      '1.000 kr på X (uafgjort) i FC København – Brøndby IF, odds mindst 3,50',
    );
  });

  it('adds a site past none without a plan row, asking its stake; never a had site', () => {
    const tasks = deriveTasks(
      input({ progress: [site('LeoVegas', 'created'), site('Betfair', 'had')], plan: null }),
    );
    expect(tasks.map((t) => [t.step, t.done])).toEqual([
      ['created', true],
      ['deposited', false],
      ['bet_placed', false],
      ['withdrawn', false],
    ]);
    expect(tasks[1].amount).toBe(1500);
    expect(tasks[2].text).toBe('Placér dit første bet hos LeoVegas');
  });

  it('marks a step done once the state reaches it, with the amounts recorded', () => {
    const tasks = deriveTasks(input({ progress: [site('Unibet', 'withdrawn', 450, 900)] }));
    expect(tasks.every((t) => t.done)).toBe(true);
    expect(tasks.find((t) => t.step === 'deposited')?.amount).toBe(450);
    expect(tasks.find((t) => t.step === 'withdrawn')?.amount).toBe(900);
  });

  it('has a bonus step only where the states know it and the plan has a bonus row', () => {
    const bonusPlan: PlanInput = {
      ...plan,
      rows: [{ site: 'Unibet', kind: 'free_bet', stake: 200, outcome: '2', odds: 4, minOdds: 1.8 }],
    };
    const progress = [site('Unibet', 'bonus', 500)];
    expect(deriveTasks(input({ progress, plan: bonusPlan })).map((t) => t.step)).not.toContain(
      'bonus_placed',
    );
    const tasks = deriveTasks(input({ progress, plan: bonusPlan, states: WITH_BONUS_STEP }));
    const bonus = tasks.find((t) => t.step === 'bonus_placed');
    expect(bonus).toMatchObject({ done: false });
    expect(bonus?.text).toContain('Placér dit bonus-bet hos Unibet: 200 kr på 2 (udesejr)');
    expect(tasks.find((t) => t.step === 'bet_placed')?.text).toBe(
      'Placér dit første bet hos Unibet',
    );
  });

  it('names the step that must come first', () => {
    const tasks = deriveTasks(input({ progress: [site('Unibet', 'created')] }));
    expect(missingStepBefore(tasks, tasks[2])?.step).toBe('deposited');
    expect(missingStepBefore(tasks, tasks[1])).toBeUndefined();
    expect(missingStepBefore(tasks, tasks[0])).toBeUndefined();
  });
});
