// `npm run audit:pages`: the production build on throw-away demo data; Lighthouse (mobile and
// desktop presets, Debian Chromium) three times per page, signed out on /auth and /onboarding
// and signed in as the demo subscriber elsewhere; prints the medians and each route's first-load
// JavaScript and render-blocking CSS (gzip) as one Markdown table.
//   npm run audit:pages [-- --runs 3] [--only /dashboard,/jobs] [--weights]   (--weights: sizes only)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { freePort, waitFor } from '../src/local/processes';
import { DEMO_USERS } from '../src/local/seed';
import { chromiumPath } from './lib/chromium';
import { pageWeight } from './lib/page-weight';
import { signIn } from './lib/sign-in';
import { startThrowAwayStack } from './lib/throwaway-stack';

const PAGES = [
  { path: '/auth', isSignedIn: false },
  { path: '/onboarding', isSignedIn: false },
  ...['/dashboard', '/matches', '/jobs', '/applications', '/job-preferences', '/settings', '/resume'].map((path) => ({ path, isSignedIn: true })),
];

type TScores = { performance: number; accessibility: number; bestPractices: number; lcp: number; tbt: number; cls: number };
/** One run's scores, and the accessibility and best-practice audits that lost points. */
type TRun = TScores & { lost: string[] };

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, only: { type: 'string' }, weights: { type: 'boolean', default: false } } });
const runCount = Number(values.runs);
const pages = values.only ? PAGES.filter((page) => values.only!.split(',').includes(page.path)) : PAGES;

/**
 * Headless Debian Chromium with a DevTools port for Lighthouse, through Playwright's persistent
 * context so the demo session's cookies sit in the browser's own jar (Lighthouse keeps them:
 * `disableStorageReset`). The flags keep it off the network.
 */
async function startChromium(appUrl: string, cookie: string) {
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
  const { hostname } = new URL(appUrl);
  const cookies = cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' };
  });
  /** Signed in (the demo session's cookies) or signed out (none). */
  const setSignedIn = async (isSignedIn: boolean) => {
    await context.clearCookies();
    if (isSignedIn) await context.addCookies(cookies);
  };
  await waitFor('Chromium', async () => (await fetch(`http://127.0.0.1:${port}/json/version`)).ok, undefined, 30_000);
  const stop = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { port, setSignedIn, stop };
}

async function audit(url: string, port: number, isDesktop: boolean): Promise<TRun> {
  const flags: Flags = {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: true,
  };
  const result = await lighthouse(url, flags, isDesktop ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
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
  };
}

function median(runs: TRun[], key: keyof TScores): number {
  const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const { base, stop } = await startThrowAwayStack('audit');
const session = await signIn(base, DEMO_USERS.subscriber);
const browser = values.weights ? null : await startChromium(base, session);
try {
  const header = values.weights
    ? ['Page', 'First-load JS (gzip)', 'Render-blocking CSS (gzip)']
    : ['Page', 'Mobile perf', 'LCP', 'TBT', 'CLS', 'a11y', 'Best practices', 'Desktop perf', 'Desktop CLS', 'First-load JS (gzip)', 'Render-blocking CSS (gzip)'];
  const rows: string[][] = [];
  const lostPoints: string[] = [];
  for (const page of pages) {
    const url = `${base}${page.path}`;
    const cookie = page.isSignedIn ? session : '';
    const weight = await pageWeight(url, cookie);
    const sizes = [`${weight.jsKb.toFixed(0)} kB`, `${weight.cssKb.toFixed(1)} kB`];
    if (!browser) {
      rows.push([page.path, ...sizes]);
      console.error(`${page.path}: ${sizes.join(', ')}`);
      continue;
    }
    // Signed-out pages are audited without the session; one unmeasured load first warms the server.
    await browser.setSignedIn(page.isSignedIn);
    await fetch(url, { headers: { cookie } });
    const mobile: TRun[] = [];
    const desktop: TRun[] = [];
    for (let i = 0; i < runCount; i++) {
      mobile.push(await audit(url, browser.port, false));
      desktop.push(await audit(url, browser.port, true));
    }
    const lost = [...new Set([...mobile, ...desktop].flatMap((run) => run.lost))];
    if (lost.length) lostPoints.push(`${page.path}: ${lost.join(', ')}`);
    rows.push([
      page.path,
      String(median(mobile, 'performance')),
      `${(median(mobile, 'lcp') / 1000).toFixed(1)} s`,
      `${median(mobile, 'tbt').toFixed(0)} ms`,
      median(mobile, 'cls').toFixed(2),
      String(median(mobile, 'accessibility')),
      String(median(mobile, 'bestPractices')),
      String(median(desktop, 'performance')),
      median(desktop, 'cls').toFixed(2),
      ...sizes,
    ]);
    console.error(`${page.path}: mobile ${mobile.map((run) => run.performance).join('/')}, desktop ${desktop.map((run) => run.performance).join('/')}`);
  }
  console.log(`\n| ${header.join(' | ')} |\n| ${header.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  if (browser) console.log(`\nMedians of ${runCount} Lighthouse runs per page and preset; sizes are gzip level 9 of what the served HTML loads.`);
  if (lostPoints.length) console.log(`\nAccessibility and best-practice audits that lost points in some run:\n${lostPoints.join('\n')}`);
} finally {
  await browser?.stop();
  await stop();
}
