import { readdirSync, readFileSync } from 'node:fs';

/** utime + stime of a process, in microseconds (Linux /proc; USER_HZ is 100 on Linux). */
export function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / 100) * 1e6;
}

/**
 * utime + stime of every PostgreSQL process on this machine, in microseconds: the database's
 * share of a request where it runs beside the server, as the bench's does. A figure for the
 * machine's two cores together: a call that costs the database more leaves less of them to
 * the server. 0 where none is visible (a database on another machine).
 */
export function databaseCpuMicros(): number {
  let sum = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.includes('(postgres)')) sum += cpuMicros(Number(pid));
    } catch {
      /* the process ended meanwhile */
    }
  }
  return sum;
}
