// `npm run audit:pages`: a first visit, as a new candidate on a phone meets it. The production build
// on throw-away demo data and, built and served beside it in the same run, the framework's floor
// (an empty page of the same Next and React, rendered per request, no providers). Lighthouse
// (mobile and desktop presets, Debian's headless Chromium) runs cold: a fresh browser profile per
// run and Lighthouse's own storage and cache reset. Prints, per page, the medians, the distance to
// the floor, first-load JavaScript and render-blocking CSS (gzip), and the host's benchmarkIndex.
//   npm run audit:pages [-- --runs 3] [--only /dashboard,/jobs] [--warm] [--weights] [--write]
//   --warm: also a repeat visit (warm HTTP and code caches) as a second column;
//   --weights: sizes only; --write: the table replaces the one in docs/quality-figures.md.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { freePort, waitFor } from '../src/local/processes';
import { DEMO_USERS } from '../src/local/seed';
import { chromiumPath } from './lib/chromium';
import { FIGURES, replaceSection } from './lib/figures';
import { pageWeight } from './lib/page-weight';
import { signIn } from './lib/sign-in';
import { startThrowAwayStack } from './lib/throwaway-stack';

const FLOOR = 'floor';
const PAGES = [
  { path: '/', isSignedIn: false },
  { path: '/auth', isSignedIn: false },
  { path: '/onboarding', isSignedIn: false },
  ...['/dashboard', '/matches', '/jobs', '/applications', '/job-preferences', '/settings', '/resume'].map((path) => ({ path, isSignedIn: true })),
];
/** The budgets the table is read against (docs/quality-figures.md). */
const BUDGET = { pointsFromFloor: 4, tbtFromFloorMs: 100, jsKb: 185 };

type TScores = { performance: number; accessibility: number; bestPractices: number; lcp: number; tbt: number; cls: number; benchmarkIndex: number };
/** One run's scores, and the accessibility and best-practice audits that lost points. */
type TRun = TScores & { lost: string[] };

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    warm: { type: 'boolean', default: false },
    weights: { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
  },
});
const runCount = Number(values.runs);
const pages = values.only ? PAGES.filter((page) => values.only!.split(',').includes(page.path)) : PAGES;

/**
 * The framework alone: a minimal App Router app with the repository's own Next and React (it sits
 * under `.data/`, so it resolves the same node_modules), one server-rendered page, no providers.
 */
async function startFloor(): Promise<{ base: string; stop: () => Promise<void> }> {
  const dir = join(process.cwd(), '.data', 'audit-floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  writeFileSync(join(dir, 'next.config.mjs'), 'export default {};\n');
  writeFileSync(
    join(dir, 'app', 'layout.jsx'),
    `export const metadata = { title: 'Floor' };\nexport default function Layout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n`,
  );
  writeFileSync(
    join(dir, 'app', 'page.jsx'),
    `export const dynamic = 'force-dynamic';\nexport default function Page() {\n  return (<main><h1>Floor</h1><p>{new Date().toISOString()}</p></main>);\n}\n`,
  );
  const next = join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
  const built = spawnSync(process.execPath, [next, 'build', dir], { stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (built.status !== 0) throw new Error(`the floor page's build failed (exit ${built.status})`);
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [next, 'start', dir, '-H', '127.0.0.1', '-p', String(port)], {
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor('the floor page', async () => (await fetch(base)).ok, undefined, 30_000);
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  return { base, stop };
}

const cookiesOf = (header: string, url: string) =>
  header
    .split('; ')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: new URL(url).hostname, path: '/' };
    });

/**
 * Headless Debian Chromium with a DevTools port for Lighthouse, through Playwright's persistent
 * context so a session's cookies sit in the browser's own jar. The flags keep it off the network.
 */
async function startChromium(cookie: string, url: string) {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'rumbo-audit-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(process.env),
    headless: true,
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  if (cookie) await context.addCookies(cookiesOf(cookie, url));
  await waitFor('Chromium', async () => (await fetch(`http://127.0.0.1:${port}/json/version`)).ok, undefined, 30_000);
  const stop = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { port, stop };
}

async function audit(url: string, port: number, isDesktop: boolean, isWarm: boolean): Promise<TRun> {
  const flags: Flags = { port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility', 'best-practices'], disableStorageReset: isWarm };
  const result = await lighthouse(url, flags, isDesktop ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError, finalDisplayedUrl, environment } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.message}`);
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} was redirected to ${finalDisplayedUrl}`);
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const metric = (key: string) => audits[key]?.numericValue ?? Number.NaN;
  const lost = ['accessibility', 'best-practices'].flatMap((key) =>
    (categories[key]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
  );
  return {
    lost,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: environment.benchmarkIndex,
  };
}

/** A cold run: a browser of its own with a fresh profile, closed afterwards. */
async function coldRun(url: string, cookie: string, isDesktop: boolean): Promise<TRun> {
  const browser = await startChromium(cookie, url);
  try {
    return await audit(url, browser.port, isDesktop, false);
  } finally {
    await browser.stop();
  }
}

/** Repeat visits: one browser, the page loaded once first, storage kept between runs. */
async function warmRuns(url: string, cookie: string): Promise<TRun[]> {
  const browser = await startChromium(cookie, url);
  try {
    await audit(url, browser.port, false, true);
    const runs: TRun[] = [];
    for (let i = 0; i < runCount; i++) runs.push(await audit(url, browser.port, false, true));
    return runs;
  } finally {
    await browser.stop();
  }
}

function median(runs: TRun[], key: keyof TScores): number {
  const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

type TRow = { path: string; mobile: TRun[]; desktop: TRun[]; warm: TRun[]; jsKb: number; cssKb: number };

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function table(rows: TRow[], floor: TRow | undefined): string {
  const header = values.weights
    ? ['Page', 'First-load JS (gzip)', 'Render-blocking CSS (gzip)']
    : [
        'Page',
        'Mobile perf (cold)',
        'vs floor',
        'LCP',
        'TBT',
        'TBT vs floor',
        'CLS',
        'a11y',
        'Best practices',
        'Desktop perf',
        'Desktop CLS',
        ...(values.warm ? ['Mobile perf (warm)'] : []),
        'First-load JS (gzip)',
        'Render-blocking CSS (gzip)',
      ];
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`];
  for (const row of rows) {
    const sizes = [`${row.jsKb.toFixed(0)} kB`, `${row.cssKb.toFixed(1)} kB`];
    if (values.weights) {
      lines.push(`| ${[row.path, ...sizes].join(' | ')} |`);
      continue;
    }
    const perf = median(row.mobile, 'performance');
    const tbt = median(row.mobile, 'tbt');
    const cells = [
      row.path,
      String(perf),
      floor && row !== floor ? signed(perf - median(floor.mobile, 'performance')) : '—',
      `${(median(row.mobile, 'lcp') / 1000).toFixed(1)} s`,
      `${tbt.toFixed(0)} ms`,
      floor && row !== floor ? `${signed(Math.round(tbt - median(floor.mobile, 'tbt')))} ms` : '—',
      median(row.mobile, 'cls').toFixed(2),
      String(median(row.mobile, 'accessibility')),
      String(median(row.mobile, 'bestPractices')),
      String(median(row.desktop, 'performance')),
      median(row.desktop, 'cls').toFixed(2),
      ...(values.warm ? [String(median(row.warm, 'performance'))] : []),
      ...sizes,
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** Which pages miss a budget, and by how much. */
function misses(rows: TRow[], floor: TRow): string[] {
  const floorPerf = median(floor.mobile, 'performance');
  const floorTbt = median(floor.mobile, 'tbt');
  return rows
    .filter((row) => row !== floor)
    .flatMap((row) => {
      const found: string[] = [];
      const behind = floorPerf - median(row.mobile, 'performance');
      if (behind > BUDGET.pointsFromFloor) found.push(`mobile ${behind} points below the floor (budget ${BUDGET.pointsFromFloor})`);
      const slower = median(row.mobile, 'tbt') - floorTbt;
      if (slower > BUDGET.tbtFromFloorMs) found.push(`TBT ${Math.round(slower)} ms above the floor's (budget ${BUDGET.tbtFromFloorMs} ms)`);
      if (median(row.desktop, 'performance') < 100) found.push(`desktop ${median(row.desktop, 'performance')}`);
      if (median(row.mobile, 'cls') > 0.005) found.push(`CLS ${median(row.mobile, 'cls').toFixed(2)}`);
      if (median(row.mobile, 'accessibility') < 100) found.push(`accessibility ${median(row.mobile, 'accessibility')}`);
      if (row.jsKb > BUDGET.jsKb) found.push(`first-load JS ${row.jsKb.toFixed(0)} kB (budget ${BUDGET.jsKb} kB)`);
      return found.length ? [`${row.path}: ${found.join('; ')}`] : [];
    });
}

const { base, stop } = await startThrowAwayStack('audit');
// Whatever fails from here (the floor page's build, the sign-in, an audit), both servers stop.
let floorServer: Awaited<ReturnType<typeof startFloor>> | null = null;
try {
  floorServer = values.weights ? null : await startFloor();
  const session = await signIn(base, DEMO_USERS.subscriber);
  const targets = [
    ...(floorServer ? [{ path: FLOOR, url: floorServer.base, cookie: '' }] : []),
    ...pages.map((page) => ({ path: page.path, url: `${base}${page.path}`, cookie: page.isSignedIn ? session : '' })),
  ];
  const rows: TRow[] = [];
  for (const target of targets) {
    const weight = await pageWeight(target.url, target.cookie);
    const row: TRow = { path: target.path, mobile: [], desktop: [], warm: [], jsKb: weight.jsKb, cssKb: weight.cssKb };
    rows.push(row);
    if (values.weights) continue;
    // One unmeasured load first warms the server (not the browser: each run's profile is new).
    await fetch(target.url, { headers: { cookie: target.cookie } });
    for (let i = 0; i < runCount; i++) {
      row.mobile.push(await coldRun(target.url, target.cookie, false));
      row.desktop.push(await coldRun(target.url, target.cookie, true));
    }
    if (values.warm) row.warm = await warmRuns(target.url, target.cookie);
    console.error(`${target.path}: mobile ${row.mobile.map((run) => run.performance).join('/')}, desktop ${row.desktop.map((run) => run.performance).join('/')}`);
  }
  const floor = rows.find((row) => row.path === FLOOR);
  const all = rows.flatMap((row) => [...row.mobile, ...row.desktop]);
  const benchmark = all.length ? Math.round(median(all, 'benchmarkIndex')) : undefined;
  const lost = [...new Set(rows.flatMap((row) => [...row.mobile, ...row.desktop].flatMap((run) => run.lost.map((id) => `${row.path}: ${id}`))))];
  const report = [
    table(rows, floor),
    '',
    values.weights
      ? 'Sizes: gzip level 9 of every script and stylesheet the served HTML loads.'
      : `Cold first visits: medians of ${runCount} Lighthouse runs per page and preset, each in a fresh browser profile with Lighthouse's storage and cache reset. Host benchmarkIndex (median over the runs): ${benchmark}. "${FLOOR}" is an empty page of the same Next and React, rendered per request, built and measured in the same run. Sizes: gzip level 9 of what the served HTML loads.`,
    ...(floor
      ? [
          '',
          `Budgets (within ${BUDGET.pointsFromFloor} points and ${BUDGET.tbtFromFloorMs} ms TBT of the floor, desktop 100, CLS 0.00, accessibility 100, first-load JS ≤ ${BUDGET.jsKb} kB): ${misses(rows, floor).join(' · ') || 'every page meets them.'}`,
        ]
      : []),
    ...(lost.length ? ['', `Accessibility and best-practice audits that lost points in some run: ${lost.join(', ')}.`] : []),
  ].join('\n');
  console.log(`\n${report}`);
  if (values.write) {
    const measured = `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run audit:pages -- --runs ${runCount}${values.warm ? ' --warm' : ''}${values.only ? ` --only ${values.only}` : ''}\`:`;
    replaceSection(FIGURES, 'audit:pages', `${measured}\n\n${report}`);
    console.error(`Written to ${FIGURES}.`);
  }
} finally {
  await floorServer?.stop();
  await stop();
}
