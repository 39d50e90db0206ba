// `npm test`: every check, in stages, with each stage's time printed at the end (docs/testing.md).
// The static checks and the Vitest files without wall-clock bounds share the cores; then the timed
// Vitest files (those that hold the processor beside those that wait on deadlines), and the browser
// suite, each have the machine to themselves.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { machineBusyMs } from './lib/proc';

type TStep = { name: string; command: string[] };

const npx = (...args: string[]): string[] => ['npx', '--no-install', ...args];

/** Stages run one after another; the steps of one stage run at the same time. */
const STAGES: TStep[][] = [
  [
    { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
    {
      name: 'vitest: unit + integration',
      command: npx('vitest', 'run', '--project', 'unit', '--project', 'unit:isolated', '--project', 'integration', '--project', 'integration:isolated'),
    },
  ],
  // The files whose bounds hold the processor, beside those whose bounds are deadlines spent waiting.
  [
    { name: 'vitest: timed', command: npx('vitest', 'run', '--project', 'timed') },
    { name: 'vitest: timed deadlines', command: npx('vitest', 'run', '--project', 'timed:deadlines') },
  ],
  [{ name: 'browser (Playwright)', command: npx('playwright', 'test') }],
];

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
let failed: string | undefined;
const cpuAtStart = machineBusyMs();
const cpuOf = (before: number) => {
  const after = machineBusyMs();
  return `   ${seconds(after - before).padStart(8)} of processor time`;
};
for (const stage of STAGES) {
  const stageStarted = performance.now();
  const cpuBefore = machineBusyMs();
  const results = await Promise.all(stage.map(run));
  for (const { step, ok, ms } of results) lines.push(`  ${step.name.padEnd(28)} ${seconds(ms).padStart(8)}${stage.length === 1 ? cpuOf(cpuBefore) : ''}${ok ? '' : '  FAILED'}`);
  if (stage.length > 1) lines.push(`  ${'(stage, at the same time)'.padEnd(28)} ${seconds(performance.now() - stageStarted).padStart(8)}${cpuOf(cpuBefore)}`);
  failed = results.find((result) => !result.ok)?.step.name;
  if (failed) break;
}
console.log(
  `\nnpm test, by stage (wall time; the machine's busy processor time meanwhile, summed over its ${cpus().length} cores):\n${lines.join('\n')}\n  ${'total'.padEnd(28)} ${seconds(performance.now() - started).padStart(8)}${cpuOf(cpuAtStart)}`,
);
if (failed) {
  console.error(`\n${failed} failed; later stages did not run.`);
  process.exit(1);
}
