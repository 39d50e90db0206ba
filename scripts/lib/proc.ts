import { readdirSync, readFileSync } from 'node:fs';

const PAGE_SIZE = 4096;

/** A running process as Linux's /proc shows it: CPU time so far (user + system, clock ticks) and resident memory (bytes). */
export type TProcess = { pid: number; parent: number; ticks: number; rss: number };

/** Every process running now; one that ends while it is read is left out. */
export function processes(): TProcess[] {
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After the command name, which may hold spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return [{ pid: Number(entry), parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), rss: Number(fields[21]) * PAGE_SIZE }];
    } catch {
      return [];
    }
  });
}

/** A process and all its descendants (a server and the workers it started), from one reading. */
export function processTree(rootPid: number, all: TProcess[] = processes()): TProcess[] {
  const found = all.filter((p) => p.pid === rootPid);
  for (let i = 0; i < found.length; i += 1) found.push(...all.filter((p) => p.parent === found[i]!.pid));
  return found;
}

/** The whole machine's CPU time so far, in clock ticks summed over its cores: busy (not idle, not waiting on I/O) and in all. */
export function machineTicks(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - fields[3]! - fields[4]!, total };
}
