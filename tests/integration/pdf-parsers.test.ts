import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdfParsers, PARSER_LIMITS, type TParsed, type TPdfParsers } from '~/server/platform/resume-matching/pdf-parsers';
import { declaredPageCountPdf, flateBombPdf, hugePageTreePdf, nestedFormsPdf, streamChainPdf } from '../helpers/hostile-pdf';
import { resumePdf } from '../helpers/pdf';

const RESUME = ['Ana García — Senior Backend Engineer', 'Go, Java, Python, Kafka, PostgreSQL, AWS and Kubernetes: nine years of payment systems.'];
/** Slack for a loaded test machine on top of a limit: starting a replacement, the kill itself. */
const SLACK_MS = 1_500;
/** What the serving process must keep while a hostile file is read beside it. */
const P99_GOAL_MS = 200;

const parseIn = (parsers: TPdfParsers, data: Uint8Array) => parsers.withParser((parse) => parse(data));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

let parsers: TPdfParsers;
let health: Server;
let healthUrl: string;
let resume: Uint8Array;
beforeAll(async () => {
  parsers = createPdfParsers();
  parsers.warm();
  resume = await resumePdf(RESUME, 2);
  // This process's own health endpoint: it answers only while this process's event loop runs.
  health = createServer((_request, response) => response.end('ok'));
  // Longer than any pause between two tests (building a bomb takes seconds on a busy machine): with
  // Node's 5 s default, the server could close an idle kept-alive connection just as fetch reused
  // it, and the ask failed with ECONNRESET.
  health.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => health.listen(0, '127.0.0.1', resolve));
  healthUrl = `http://127.0.0.1:${(health.address() as AddressInfo).port}/api/health`;
});
afterAll(() => {
  parsers.close();
  health.close();
});

/** Runs `work` while asking the health endpoint over and over (4 at a time); the latencies seen meanwhile. */
async function latenciesDuring<T>(work: Promise<T>): Promise<{ result: PromiseSettledResult<T>; latencies: number[] }> {
  const latencies: number[] = [];
  let isDone = false;
  const settled = Promise.allSettled([work]).then(([result]) => {
    isDone = true;
    return result!;
  });
  const asker = async () => {
    while (!isDone) {
      const start = performance.now();
      await (await fetch(healthUrl)).text();
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all([asker(), asker(), asker(), asker()]);
  return { result: await settled, latencies: latencies.sort((a, b) => a - b) };
}

// A hostile file burns CPU: it is stopped after parseMs of CPU time, which takes that long in wall-clock
// time when the parser has a core, and at most starvedParseMs when the machine is busy with other work.
describe('hostile PDFs are read in a parser process and stopped at its limits', () => {
  const cases: Array<{ name: string; file: () => Uint8Array; expected: 'tooComplex' | 'tooManyPages'; withinMs: number }> = [
    { name: 'form XObjects nested 5 deep, 10 wide (1.7 KB)', file: () => nestedFormsPdf(10, 5), expected: 'tooComplex', withinMs: PARSER_LIMITS.starvedParseMs },
    {
      name: 'a content stream Flate-compressed twice that inflates to 512 MB (1.7 KB)',
      file: () => flateBombPdf(512),
      expected: 'tooComplex',
      withinMs: PARSER_LIMITS.starvedParseMs,
    },
    { name: 'a page whose content is one 64 MB bomb listed 200 times (2 KB)', file: () => streamChainPdf(200, 64), expected: 'tooComplex', withinMs: PARSER_LIMITS.starvedParseMs },
    { name: 'a page tree of 1,000,000 pages made of shared nodes (1.3 KB)', file: () => hugePageTreePdf(10, 6), expected: 'tooManyPages', withinMs: 500 },
  ];

  for (const { name, file, expected, withinMs } of cases) {
    it(`${name}: refused (${expected}) within ${withinMs} ms, while this process answers with p99 < ${P99_GOAL_MS} ms`, async () => {
      const data = file();
      expect(data.length).toBeLessThan(2_500);
      const start = performance.now();
      const { result, latencies } = await latenciesDuring(parseIn(parsers, data));
      const elapsed = performance.now() - start;
      expect(result).toEqual({ status: 'fulfilled', value: { refused: expected } });
      expect(elapsed).toBeLessThan(withinMs + SLACK_MS);
      expect(latencies.length).toBeGreaterThan(0);
      expect(percentile(latencies, 99)).toBeLessThan(P99_GOAL_MS);
      // The parser that broke was replaced: the next résumé is read as usual.
      const next = await parseIn(parsers, resume);
      expect(next).toMatchObject({ pages: 2, text: expect.stringContaining('Senior Backend Engineer') });
    });
  }

  it('a tiny file that declares 1,000,000,000 pages is answered at once, read as the one page it holds', async () => {
    const start = performance.now();
    const parsed = await parseIn(parsers, declaredPageCountPdf(1_000_000_000));
    expect(performance.now() - start).toBeLessThan(500 + SLACK_MS);
    expect(parsed).toMatchObject({ pages: 1, text: expect.stringContaining('senior backend engineer') });
  });

  it('a résumé is read in a warm parser in milliseconds', async () => {
    await parseIn(parsers, resume);
    const start = performance.now();
    const parsed = await parseIn(parsers, resume);
    expect(performance.now() - start).toBeLessThan(500);
    expect(parsed).toMatchObject({ pages: 2 });
  });
});

describe('the parser processes', () => {
  /** The stand-in parsers' folders, removed once the file is done. */
  const scratch: string[] = [];
  afterAll(() => scratch.splice(0).forEach((directory) => rmSync(directory, { recursive: true, force: true })));
  const scriptFile = (name: string) => {
    const directory = mkdtempSync(join(tmpdir(), 'rumbo-parser-'));
    scratch.push(directory);
    return join(directory, name);
  };

  /** A stand-in parser that answers with what it sees of its process, after `delayMs`. */
  function probeScript(delayMs = 0): string {
    const script = scriptFile('probe.mjs');
    writeFileSync(
      script,
      `import { readFileSync } from 'node:fs';
       const limits = readFileSync('/proc/self/limits', 'utf8');
       // Field 19 of /proc/self/stat: the nice value (the fields after the name start at 3).
       const nice = Number(readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')[16]);
       process.on('message', (m) => setTimeout(() => process.send({ id: m.id, pages: 1, text: JSON.stringify({ env: process.env, heap: process.execArgv, limits, nice }) }), ${delayMs}));
       process.on('disconnect', () => process.exit(0));
       process.send({ ready: true, addressSpace: 1 });`,
    );
    return script;
  }

  it('get none of the server’s environment (no secret reaches them), an address-space limit, the lowest priority, a small heap and no eval', async () => {
    process.env.NEXTAUTH_SECRET_FOR_THIS_TEST = 'a-secret-the-parser-must-not-see';
    const probe = createPdfParsers({ script: probeScript() });
    try {
      const parsed = (await parseIn(probe, new Uint8Array([1]))) as Extract<TParsed, { text: string }>;
      const seen = JSON.parse(parsed.text) as { env: Record<string, string>; heap: string[]; limits: string; nice: number };
      expect(seen.nice).toBe(PARSER_LIMITS.niceness);
      expect(seen.limits).toMatch(new RegExp(`^Max address space\\s+${PARSER_LIMITS.addressSpaceKiB * 1024}\\s`, 'm'));
      expect(JSON.stringify(seen.env)).not.toContain('a-secret-the-parser-must-not-see');
      // The IPC channel's own variables, and PWD, which the shell that sets the memory limit adds.
      expect(Object.keys(seen.env).filter((name) => !name.startsWith('NODE_CHANNEL') && name !== 'PWD')).toEqual(['NODE_ENV']);
      expect(seen.heap).toEqual([`--max-old-space-size=${PARSER_LIMITS.heapMiB}`, '--disallow-code-generation-from-strings']);
    } finally {
      probe.close();
      delete process.env.NEXTAUTH_SECRET_FOR_THIS_TEST;
    }
  });

  it('run at most `parsers` parses at once; an upload waits a short bounded time, then hears "busy"', async () => {
    const slow = createPdfParsers({ script: probeScript(600), limits: { parsers: 1, waitMs: 200, waiting: 1 } });
    try {
      const first = parseIn(slow, new Uint8Array([1]));
      // Let the first take the only parser.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const start = performance.now();
      const waiting = parseIn(slow, new Uint8Array([2]));
      // The waiting room (one place) is full: the next is told at once.
      await expect(parseIn(slow, new Uint8Array([3]))).rejects.toMatchObject({ name: 'ParsersBusyError' });
      expect(performance.now() - start).toBeLessThan(100);
      await expect(waiting).rejects.toMatchObject({ name: 'ParsersBusyError' });
      expect(performance.now() - start).toBeGreaterThanOrEqual(190);
      await expect(first).resolves.toMatchObject({ pages: 1 });
    } finally {
      slow.close();
    }
  });

  it('hand a freed parser to the upload that waits for it', async () => {
    const slow = createPdfParsers({ script: probeScript(150), limits: { parsers: 1, waitMs: 2_000 } });
    try {
      const answers = await Promise.all([parseIn(slow, new Uint8Array([1])), parseIn(slow, new Uint8Array([2])), parseIn(slow, new Uint8Array([3]))]);
      expect(answers).toHaveLength(3);
    } finally {
      slow.close();
    }
  });

  /** A stand-in parser that keeps its core busy for `cpuMs` of CPU time before it answers. */
  function burningScript(cpuMs: number): string {
    const script = scriptFile('burn.mjs');
    writeFileSync(
      script,
      `process.on('message', (m) => {
         const start = process.cpuUsage();
         while ((process.cpuUsage(start).user + process.cpuUsage(start).system) / 1000 < ${cpuMs});
         process.send({ id: m.id, pages: 1, text: 'done' });
       });
       process.on('disconnect', () => process.exit(0));
       process.send({ ready: true, addressSpace: 1 });`,
    );
    return script;
  }

  it('a parse that keeps its core busy past the time limit ends its process and refuses the file as too complex', async () => {
    const burning = createPdfParsers({ script: burningScript(60_000), limits: { parseMs: 300, starvedParseMs: 5_000 } });
    try {
      const start = performance.now();
      await expect(parseIn(burning, new Uint8Array([1]))).resolves.toEqual({ refused: 'tooComplex' });
      // About the limit when the parser has a core; never past the starved bound.
      expect(performance.now() - start).toBeLessThan(5_000 + SLACK_MS);
    } finally {
      burning.close();
    }
  });

  it('a parse that waits for the CPU (the machine busy serving) is not refused for the wait: its CPU time is what counts', async () => {
    // 700 ms of waiting and almost no CPU: past a 300 ms wall-clock limit, well within 300 ms of CPU.
    const starved = createPdfParsers({ script: probeScript(700), limits: { parseMs: 300, starvedParseMs: 5_000 } });
    try {
      await expect(parseIn(starved, new Uint8Array([1]))).resolves.toMatchObject({ pages: 1 });
    } finally {
      starved.close();
    }
  });

  it('a parse that never ends, even without using the CPU, is ended at the starved bound', async () => {
    const stuck = createPdfParsers({ script: probeScript(60_000), limits: { parseMs: 300, starvedParseMs: 900 } });
    try {
      const start = performance.now();
      await expect(parseIn(stuck, new Uint8Array([1]))).resolves.toEqual({ refused: 'tooComplex' });
      expect(performance.now() - start).toBeGreaterThanOrEqual(850);
      expect(performance.now() - start).toBeLessThan(900 + SLACK_MS);
    } finally {
      stuck.close();
    }
  });
});
