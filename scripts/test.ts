// `npm test`: every check, in stages, with each stage's time printed at the end (docs/testing.md).
// The static checks and the Vitest files without wall-clock bounds share the cores; then the timed
// Vitest files (those that hold the processor beside those that wait on deadlines), and the browser
// suite, each have the machine to themselves.
import { execFileSync, spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { machineBusyMs } from './lib/proc';
import { FIGURES, replaceSection } from './lib/figures';
import { narrowedVitest, specFilesEnv, testFilesAt, wholeSuiteEnv, type TTestFiles } from './lib/test-files';

type TStep = { name: string; command: string[]; runner?: 'vitest' | 'playwright' };

const npx = (...args: string[]): string[] => ['npx', '--no-install', ...args];

/** Stages run one after another; the steps of one stage run at the same time. */
const STAGES: TStep[][] = [
  [
    { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
    {
      name: 'vitest: unit + integration',
      runner: 'vitest',
      command: npx('vitest', 'run', '--project', 'unit', '--project', 'unit:isolated', '--project', 'integration', '--project', 'integration:isolated'),
    },
  ],
  // The files whose bounds hold the processor, beside those whose bounds are deadlines spent waiting.
  [
    { name: 'vitest: timed', runner: 'vitest', command: npx('vitest', 'run', '--project', 'timed') },
    { name: 'vitest: timed deadlines', runner: 'vitest', command: npx('vitest', 'run', '--project', 'timed:deadlines') },
  ],
  [{ name: 'browser (Playwright)', runner: 'playwright', command: npx('playwright', 'test') }],
];

// `npm test -- --files-of <commit>`: only the test files that existed at that commit (and still
// do), to measure again a budget set against the suite of that day; the checks run whole. A runner
// with none of them left does not run. `--write`: the stage table goes into docs/quality-figures.md.
let args: { 'files-of'?: string; write: boolean };
try {
  args = parseArgs({ options: { 'files-of': { type: 'string' }, write: { type: 'boolean', default: false } } }).values;
} catch (error) {
  console.error(`${(error as Error).message}\nUsage: npm test [-- --files-of <commit>] [--write]`);
  process.exit(1);
}
const filesOf = args['files-of'];
let stages = STAGES;
if (filesOf !== undefined) {
  let files: TTestFiles;
  try {
    files = testFilesAt(filesOf);
  } catch {
    console.error(`--files-of needs a commit this clone's history holds, e.g. npm test -- --files-of cdfcc38 (got ${filesOf || 'none'}).`);
    process.exit(1);
  }
  console.log(`Only the test files that existed at ${filesOf}: ${files.vitest.length} Vitest files and ${files.playwright.length} browser spec files.`);
  stages = STAGES.map((stage) =>
    stage.flatMap((step) => {
      if (step.runner === 'vitest') return files.vitest.length > 0 ? [{ ...step, command: narrowedVitest(step.command, files) }] : [];
      if (step.runner === 'playwright') return files.playwright.length > 0 ? [step] : [];
      return [step];
    }),
  ).filter((stage) => stage.length > 0);
  Object.assign(process.env, specFilesEnv(files));
} else {
  process.env = wholeSuiteEnv(process.env);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function run(step: TStep): Promise<{ step: TStep; ok: boolean; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command[0]!, step.command.slice(1), { stdio: 'inherit' });
    child.on('error', () => resolve({ step, ok: false, ms: performance.now() - started }));
    child.on('exit', (code) => resolve({ step, ok: code === 0, ms: performance.now() - started }));
  });
}

const started = performance.now();
const lines: string[] = [];
/** The same figures as a table for docs/quality-figures.md (`--write`). */
const rows: string[] = [];
let failed: string | undefined;
const cpuAtStart = machineBusyMs();
const cpuSince = (before: number) => machineBusyMs() - before;
const cpuText = (ms: number) => `   ${seconds(ms).padStart(8)} of processor time`;
for (const stage of stages) {
  const stageStarted = performance.now();
  const cpuBefore = machineBusyMs();
  const results = await Promise.all(stage.map(run));
  const stageMs = performance.now() - stageStarted;
  const cpuMs = cpuSince(cpuBefore);
  for (const { step, ok, ms } of results) lines.push(`  ${step.name.padEnd(28)} ${seconds(ms).padStart(8)}${stage.length === 1 ? cpuText(cpuMs) : ''}${ok ? '' : '  FAILED'}`);
  if (stage.length > 1) lines.push(`  ${'(stage, at the same time)'.padEnd(28)} ${seconds(stageMs).padStart(8)}${cpuText(cpuMs)}`);
  const steps = results.map(({ step, ms }) => `${step.name} ${seconds(ms)}`).join(', ');
  rows.push(
    stage.length > 1
      ? `| ${results.map(({ step }) => step.name).join(', ')} (at the same time) | ${seconds(stageMs)} (${steps}) | ${seconds(cpuMs)} |`
      : `| ${stage[0]!.name} | ${seconds(stageMs)} | ${seconds(cpuMs)} |`,
  );
  failed = results.find((result) => !result.ok)?.step.name;
  if (failed) break;
}
const totalMs = performance.now() - started;
const totalCpuMs = cpuSince(cpuAtStart);
console.log(
  `\nnpm test, by stage (wall time; the machine's busy processor time meanwhile, summed over its ${cpus().length} cores):\n${lines.join('\n')}\n  ${'total'.padEnd(28)} ${seconds(totalMs).padStart(8)}${cpuText(totalCpuMs)}`,
);
if (args.write) {
  if (failed) console.error(`\nNot written to ${FIGURES}: ${failed} failed.`);
  else {
    const asked = `npm test${filesOf !== undefined ? ` -- --files-of ${filesOf}` : ''}`;
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const table = [
      `Measured ${new Date().toISOString().slice(0, 10)} on \`${commit}\` with \`${asked}\`, ${cpus().length} cores, every stage passed (wall time; the machine's busy processor time meanwhile, summed over its cores):`,
      '',
      '| Stage | Wall time | Busy processor time |',
      '| --- | --- | --- |',
      ...rows,
      `| **total** | **${seconds(totalMs)} (${(totalMs / 60_000).toFixed(1)} min)** | **${seconds(totalCpuMs)}** |`,
    ].join('\n');
    replaceSection(FIGURES, filesOf !== undefined ? 'npm test files-of' : 'npm test', table);
    console.log(`Written to ${FIGURES}.`);
  }
}
if (failed) {
  console.error(`\n${failed} failed; later stages did not run.`);
  process.exit(1);
}
