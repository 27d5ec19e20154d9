// Recruiters asking for 60-site first-bet plans while visitors sign up: each plan client asks again
// as soon as it has its answer (GET /api/bet, the legacy contract, through the same planner pool).
import { request } from './http-client.mjs';

const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/** 60 sites of near-even odds: the planner works up to its time limit (500 ms) on these. */
const hardSites = (seed) =>
  Array.from({ length: 60 }, (_, i) => {
    const money = 500 + (((i + seed) * 137) % 1500);
    const odds = [
      2.9 + (((i + seed) * 7) % 13) / 100,
      3 + ((i * 11) % 17) / 100,
      2.95 + (((i + seed) * 5) % 19) / 100,
    ];
    return {
      siteName: `Side ${i}`,
      homeWin: Math.round(odds[0] * money),
      draw: Math.round(odds[1] * money),
      awayWin: Math.round(odds[2] * money),
      money,
    };
  });

/** `clients` loops asking for plans, spread over `admins` (each {token}); stop() ends them and gives every answer. */
export function startPlanClients({ base, admins, clients }) {
  let stopped = false;
  const answers = [];
  const loops = Array.from({ length: clients }, async (_, c) => {
    const { token } = admins[c % admins.length];
    const query = `data=${encodeURIComponent(JSON.stringify(hardSites(c)))}`;
    while (!stopped) {
      const started = performance.now();
      try {
        const res = await request(`${base}/api/bet?${query}`, {
          headers: { authorization: `Bearer ${token}` },
          timeoutMs: 30_000,
        });
        answers.push({ status: res.status, ms: performance.now() - started });
        if (res.status !== 200) await pause(1000);
      } catch (error) {
        answers.push({
          status: 0,
          error: error.code ?? error.name,
          ms: performance.now() - started,
        });
      }
    }
  });
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return answers;
    },
  };
}

/** Another admin's panel polling its customer list every `everyMs`, as react-admin does on a page. */
export function startListPoller({ base, token, everyMs = 250 }) {
  let stopped = false;
  const answers = [];
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      const res = await request(`${base}/api/clients?range=[0,24]`, {
        headers: { authorization: `Bearer ${token}` },
      }).catch((error) => ({ status: 0, error }));
      answers.push({ status: res.status, ms: performance.now() - started });
      await pause(everyMs);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return answers;
    },
  };
}
