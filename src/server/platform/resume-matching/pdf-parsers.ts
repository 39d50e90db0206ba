import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOAD_LIMITS } from '~/domain/resume-matching';
import { processWide } from '../../process-wide';
import { log } from '~/server/log.mjs';

/**
 * Limits of the parser processes (docs/security.md, "Uploaded files"). A résumé of 20 pages takes
 * 5–150 ms in a warm parser; a hostile file is stopped by whichever limit it meets first.
 */
export const PARSER_LIMITS = {
  /** Parses at once per server process: the number of parser processes it keeps. */
  parsers: 1,
  /**
   * Time a parse may take before its process is killed (the file is refused as too complex): CPU
   * time where the system reports it (Linux), else wall-clock time. A parse that had the CPU for
   * most of this is ended when it runs out.
   */
  parseMs: 3_000,
  /**
   * Wall-clock time a parse that has been starved of CPU may take (the serving processes keep the
   * cores busy and the parser runs at the lowest priority), as long as its CPU time stays within
   * `parseMs`: a busy server does not refuse an ordinary résumé as too complex.
   */
  starvedParseMs: 12_000,
  /** How long an upload waits for a free parser: longer than one hostile parse on a quiet machine, so one ahead never turns it away. */
  waitMs: 4_000,
  /** Uploads that may wait at once; more are told at once that the server is busy. */
  waiting: 8,
  /** Address space of a parser process (KiB, `ulimit -v`): it covers ArrayBuffers, which V8's heap limit does not. */
  addressSpaceKiB: 1_280 * 1024,
  /** V8 heap of a parser process (MiB). */
  heapMiB: 256,
  /** Scheduling priority of a parser process (nice value, 19 the lowest): the serving processes go first. */
  niceness: 19,
} as const;
export type TParserLimits = { [K in keyof typeof PARSER_LIMITS]: number };

type TParserRefusal = 'encrypted' | 'damaged' | 'tooManyPages';
/** What a parser read out of a file, or why it would not (`tooComplex`: the file ran past a limit and ended the parser). */
export type TParsed = { text: string; pages: number } | { refused: TParserRefusal | 'tooComplex' };
/** Reads one file in a parser process. */
export type TParse = (data: Uint8Array) => Promise<TParsed>;

/**
 * Every parser stayed taken past the wait. A plain error known by its name: the parsers are shared
 * by the whole process, whose route layers each have their own copy of the app's error classes.
 */
export class ParsersBusyError extends Error {
  override name = 'ParsersBusyError';
}
export const isParsersBusy = (error: unknown): boolean => error instanceof Error && error.name === 'ParsersBusyError';

export type TPdfParsers = {
  /**
   * Runs `work` with a parser of its own: waits at most `waitMs` for one to be free, else throws
   * a ParsersBusyError before `work` starts (so the upload spent nothing and may be sent again).
   */
  withParser<T>(work: (parse: TParse) => Promise<T>): Promise<T>;
  /** Starts the parser processes now, so the first upload does not wait for one to start. */
  warm(): void;
  /** Ends the parser processes (tests, scripts). */
  close(): void;
};

/** Where the parser's script is: the project's own source, as Next reads files (relative to the project root). */
export const PARSER_SCRIPT = join(process.cwd(), 'src/server/platform/resume-matching/pdf-parser-child.mjs');

let hasWarned = false;
const warnOnce = (message: string) => {
  if (!hasWarned) log.warn(message);
  hasWarned = true;
};

/** CPU time (user and system) a process has used, in ms, from Linux's /proc; null where it cannot be read. */
export function cpuMsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // Fields 14 and 15 of /proc/<pid>/stat (the fields after the name start at 3), in clock ticks of 10 ms.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

/** How often a starved parse's CPU time is looked at once `parseMs` of wall-clock time has passed. */
const CPU_CHECK_MS = 200;

/**
 * Ends a parse (`stop`) once it has had `parseMs` of CPU, or `starvedParseMs` of wall-clock time
 * in all; where CPU time cannot be read, after `parseMs` of wall-clock time. Returns the cancel.
 */
function watchParse(pid: number | undefined, limits: TParserLimits, stop: () => void): () => void {
  const startedAt = performance.now();
  const startCpu = cpuMsOf(pid);
  let timer: NodeJS.Timeout;
  const check = () => {
    const cpu = cpuMsOf(pid);
    const wall = performance.now() - startedAt;
    // Most of the wall-clock time on a core: the file is what takes it.
    const hadTheCpu = startCpu === null || cpu === null || cpu - startCpu >= Math.min(limits.parseMs, wall) * 0.8;
    if (hadTheCpu || cpu! - startCpu! >= limits.parseMs || wall >= limits.starvedParseMs) return stop();
    timer = setTimeout(check, Math.min(CPU_CHECK_MS, limits.starvedParseMs - wall));
  };
  timer = setTimeout(check, limits.parseMs);
  return () => clearTimeout(timer);
}

/** How long a parser process may take to start (about 0.4 s; far more on a loaded machine). */
const START_MS = 20_000;

type TReply = { id?: number; ready?: boolean; addressSpace?: number | null } & Partial<{ text: string; pages: number; refused: TParserRefusal }>;

/** One parser process and the parse it runs (at most one). */
function startParser(limits: TParserLimits, script: string, onGone: (wasReady: boolean) => void) {
  // The shell sets what Node cannot set on a child: `ulimit -v` caps the address space, and `nice`
  // lowers the priority of every thread the process will start (a file that keeps the parser's core
  // busy then delays no page). Both hold from before Node starts.
  const shell = `ulimit -v ${limits.addressSpaceKiB} 2>/dev/null; exec nice -n ${limits.niceness} "$0" "$@"`;
  const child: ChildProcess = spawn('/bin/sh', ['-c', shell, process.execPath, `--max-old-space-size=${limits.heapMiB}`, '--disallow-code-generation-from-strings', script], {
    // Nothing of the server's environment: no secret reaches the process that reads hostile files.
    env: { NODE_ENV: 'production' },
    // What a dying parser prints (V8's out-of-memory report) is noise: the parent logs one line instead.
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    serialization: 'advanced',
  });
  let nextId = 0;
  let isGone = false;
  let isReady = false;
  // A parser that never says it is ready is stopped; its replacement starts.
  const startTimer = setTimeout(() => child.kill('SIGKILL'), START_MS);
  startTimer.unref();
  let pending: { id: number; resolve: (parsed: TParsed) => void; cancelWatch: () => void } | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (reply: TReply) => {
      if (reply.ready) {
        clearTimeout(startTimer);
        isReady = true;
        if (!reply.addressSpace) warnOnce('A PDF parser process runs without an address-space limit: a hostile upload can take the memory of the machine.');
        return resolve();
      }
      if (!pending || reply.id !== pending.id) return;
      const { resolve: answer, cancelWatch } = pending;
      pending = null;
      cancelWatch();
      idle();
      answer(reply.refused ? { refused: reply.refused } : { text: reply.text ?? '', pages: reply.pages ?? 0 });
    });
    child.once('exit', (code, signal) => {
      isGone = true;
      reject(new Error(`The PDF parser process ended before it was ready (${signal ?? `exit code ${code}`})`));
      if (pending) {
        const why =
          signal === 'SIGKILL' ? `past its time limit (${limits.parseMs} ms of CPU, ${limits.starvedParseMs} ms in all)` : `at its memory limit (${signal ?? `exit code ${code}`})`;
        log.warn(`A PDF parser process was stopped ${why}; the upload was refused as too complex and a new parser started.`);
        pending.cancelWatch();
        // Out of memory (the address-space limit) or killed at the time limit: the file is what broke it.
        pending.resolve({ refused: 'tooComplex' });
        pending = null;
      }
      onGone(isReady);
    });
    child.once('error', reject);
  });
  ready.catch(() => undefined);
  // An idle parser keeps nothing alive: a server or a test ends without stopping it first.
  const idle = () => {
    child.unref();
    child.channel?.unref();
  };
  idle();
  return {
    get isGone() {
      return isGone;
    },
    async parse(data: Uint8Array): Promise<TParsed> {
      // Held open while someone waits on it: the start as much as the parse.
      child.ref();
      child.channel?.ref();
      await ready.catch((error: unknown) => {
        idle();
        throw error;
      });
      return new Promise<TParsed>((resolve) => {
        const id = (nextId += 1);
        const cancelWatch = watchParse(child.pid, limits, () => child.kill('SIGKILL'));
        pending = { id, resolve, cancelWatch };
        child.send({ id, data, maxPages: UPLOAD_LIMITS.maxPages });
      });
    },
    stop: () => void child.kill('SIGKILL'),
  };
}
type TParser = ReturnType<typeof startParser>;

/**
 * The parser processes of one server process: untrusted PDFs are read there, never on the thread
 * that serves requests, at most `parsers` at once. A parse past the time limit or the memory cap
 * ends its process, which is replaced at once; the file is answered as too complex.
 */
export function createPdfParsers(options: { limits?: Partial<TParserLimits>; script?: string } = {}): TPdfParsers {
  const limits: TParserLimits = { ...PARSER_LIMITS, ...options.limits };
  const script = options.script ?? PARSER_SCRIPT;
  const idle: TParser[] = [];
  let started = 0;
  let isClosed = false;
  const waiters: Array<(parser: TParser) => void> = [];

  const spawnOne = (): TParser => {
    started += 1;
    const parser = startParser(limits, script, (wasReady) => {
      started -= 1;
      const at = idle.indexOf(parser);
      if (at >= 0) idle.splice(at, 1);
      // A replacement starts now (pre-started), unless the parsers were closed; one that could not
      // even start is not retried in a loop: the next upload starts one.
      if (!isClosed && wasReady) release(spawnOne(), false);
    });
    return parser;
  };
  /** Hands a parser to the next waiter, or keeps it idle. */
  const release = (parser: TParser, isReturn = true) => {
    if (parser.isGone) return;
    if (isClosed) return parser.stop();
    if (!isReturn && started > limits.parsers) return parser.stop();
    const next = waiters.shift();
    if (next) next(parser);
    else idle.push(parser);
  };
  const acquire = (): Promise<TParser> => {
    const free = idle.shift();
    if (free) return Promise.resolve(free);
    if (started < limits.parsers) return Promise.resolve(spawnOne());
    if (waiters.length >= limits.waiting) return Promise.reject(new ParsersBusyError('Every PDF parser is taken'));
    return new Promise<TParser>((resolve, reject) => {
      const take = (parser: TParser) => {
        clearTimeout(timer);
        resolve(parser);
      };
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(take), 1);
        reject(new ParsersBusyError('No PDF parser became free in time'));
      }, limits.waitMs);
      waiters.push(take);
    });
  };

  return {
    async withParser(work) {
      const parser = await acquire();
      try {
        return await work((data) => parser.parse(data));
      } finally {
        release(parser);
      }
    },
    warm() {
      while (!isClosed && started < limits.parsers) idle.push(spawnOne());
    },
    close() {
      isClosed = true;
      for (const parser of idle.splice(0)) parser.stop();
    },
  };
}

/** This server process's parsers, one set whichever route layer asks (started on first use, or by `warm`). */
export const processPdfParsers = (): TPdfParsers => processWide('pdf-parsers', () => createPdfParsers());
