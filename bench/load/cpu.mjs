// CPU seconds spent by each party of a run (Linux /proc): the app, the PostgreSQL server (postmaster
// and its backends) and this load client. Per signup, they show where a 2-core machine's time goes.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function processCpu(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime (fields 14-17 of proc(5); 2 fields precede these here)
    return {
      parent: Number(fields[1]),
      seconds:
        (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) /
        TICKS_PER_SECOND,
    };
  } catch {
    return undefined; // the process ended meanwhile
  }
}

function postgresCpu(dataDir) {
  const postmaster = Number(
    readFileSync(`${dataDir}/postgres/postmaster.pid`, 'utf8').split('\n')[0],
  );
  let seconds = processCpu(postmaster)?.seconds ?? 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = processCpu(entry);
    if (child?.parent === postmaster) seconds += child.seconds;
  }
  return seconds;
}

/** Starts counting; `stop()` gives each party's CPU seconds since. Backends that exit meanwhile are missed. */
export function cpuMeter({ appPid, dataDir }) {
  const read = () => ({
    app: processCpu(appPid)?.seconds ?? 0,
    postgres: postgresCpu(dataDir),
    client: process.cpuUsage(),
  });
  const start = read();
  return {
    stop() {
      const end = read();
      const client = process.cpuUsage(start.client);
      return {
        app: end.app - start.app,
        postgres: end.postgres - start.postgres,
        client: (client.user + client.system) / 1e6,
      };
    },
  };
}
