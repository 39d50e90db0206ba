import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const PAGE_SIZE = 4096;
/** Clock ticks per second of /proc's CPU times (100 on Linux unless the kernel says otherwise). */
export const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

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

/** CPU time so far, in milliseconds, of a process and the processes it started (a server's workers), from one reading. */
const cpuMs = (pid: number, all: TProcess[]) => (processTree(pid, all).reduce((sum, p) => sum + p.ticks, 0) * 1000) / TICKS_PER_SECOND;

export type TPids = { server: number; db?: number };
export type TCpu = { server: number; db?: number };

/** CPU time so far of the server and of the local database engine, when the stack runs one. */
export function readCpu(pids: TPids): TCpu {
  const all = processes();
  return { server: cpuMs(pids.server, all), db: pids.db === undefined ? undefined : cpuMs(pids.db, all) };
}

/** The app server's process (its workers under it) and the local database engine's, of a started stack. */
export const stackPids = (children: ReadonlyArray<{ name: string; process: { pid?: number } }>): TPids | undefined => {
  const server = children.find((child) => child.name === 'next')?.process.pid;
  return server === undefined ? undefined : { server, db: children.find((child) => child.name === 'dynalite')?.process.pid };
};

/**
 * The machine's busy processor time so far, in milliseconds summed over its cores: every process on
 * it counts, so it is a stage's cost only on a machine doing nothing else. (A process's own
 * counters miss the processes that outlive the one that started them, such as a browser's.)
 */
export const machineBusyMs = (): number => (machineTicks().busy * 1000) / TICKS_PER_SECOND;
