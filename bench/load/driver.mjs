// Visitors signing up: distinct signups, some retried with the same Idempotency-Key (half of those
// at the same moment as the first send), each delivered until the server acknowledges it.
import { randomUUID } from 'node:crypto';
import { request } from './http-client.mjs';

const pause = (ms) => new Promise((r) => setTimeout(r, ms));
const firstPhoneBlock = Math.floor(Math.random() * 700);
let runsStarted = 0;

function signupBody(adminId, i, runId, phoneBlock) {
  return {
    name: `Load ${runId} ${i}`,
    email: `load-${runId}-${i}@example.dk`,
    phone: `+45${String(20_000_000 + phoneBlock + i)}`,
    age: '1990-04-17',
    referal: '',
    admin: adminId,
    sites: i % 3 ? ['Unibet'] : 'clean',
    dato: new Date().toISOString(),
  };
}

export async function send(base, body, key, timeoutMs = 10_000) {
  const started = performance.now();
  try {
    const res = await request(`${base}/api/start`, {
      method: 'POST',
      headers: key ? { 'idempotency-key': key } : {},
      body,
      timeoutMs,
    });
    return {
      status: res.status,
      id: res.json?.id,
      ms: performance.now() - started,
      at: Date.now(),
    };
  } catch (error) {
    return {
      status: 0,
      error: error.code ?? error.name,
      ms: performance.now() - started,
      at: Date.now(),
    };
  }
}

/**
 * Runs `count` signups (or until `shouldStop()`) through `concurrency` workers. Every answer is kept; a signup whose answer
 * was not 201 is re-sent with its key (as the page does) until acknowledged or `deadlineMs` passes.
 */
export async function runSignups({
  base,
  adminId,
  count,
  concurrency,
  retryShare = 0.3,
  deadlineMs = 120_000,
  shouldStop = () => false,
}) {
  const runId = randomUUID().slice(0, 6);
  // Each run its own block of phone numbers, so two runs never look like the same visitors.
  const phoneBlock = ((firstPhoneBlock + runsStarted++) % 700) * 100_000;
  const tasks = Array.from({ length: count }, (_, i) => ({
    i,
    key: randomUUID(),
    body: signupBody(adminId, i, runId, phoneBlock),
    kind:
      i % 20 < retryShare * 10
        ? 'concurrent-retry'
        : i % 20 < retryShare * 20
          ? 'later-retry'
          : 'single',
    answers: [],
  }));
  const deadline = Date.now() + deadlineMs;
  let next = 0;
  const started = performance.now();
  const record = (task, answer) => {
    task.answers.push(answer);
    return answer;
  };
  const deliver = async (task) => {
    while (!task.answers.some((a) => a.status === 201) && Date.now() < deadline) {
      await pause(100 + Math.random() * 200);
      record(task, await send(base, task.body, task.key));
    }
  };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tasks.length && !shouldStop()) {
        const task = tasks[next++];
        if (task.kind === 'concurrent-retry') {
          const both = await Promise.all([
            send(base, task.body, task.key),
            send(base, task.body, task.key),
          ]);
          both.forEach((a) => record(task, a));
        } else {
          record(task, await send(base, task.body, task.key));
          if (task.kind === 'later-retry') record(task, await send(base, task.body, task.key));
        }
        await deliver(task);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // Only the signups that were started (a stopped run leaves the rest untouched).
  return { tasks: tasks.slice(0, Math.min(next, tasks.length)), seconds };
}

/** What the answers say: acknowledged ids per signup, and anything that should not have happened. */
export function tally(tasks) {
  const answers = tasks.flatMap((t) => t.answers);
  const acknowledged = new Map();
  let conflictingReplays = 0;
  for (const task of tasks) {
    const ids = new Set(task.answers.filter((a) => a.status === 201).map((a) => a.id));
    if (ids.size > 1) conflictingReplays++;
    if (ids.size) acknowledged.set(task.key, [...ids][0]);
  }
  const byStatus = {};
  for (const a of answers) byStatus[a.status || a.error] = (byStatus[a.status || a.error] ?? 0) + 1;
  return {
    answers,
    acknowledged,
    conflictingReplays,
    byStatus,
    unacknowledged: tasks.length - acknowledged.size,
  };
}
