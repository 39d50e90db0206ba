// `npm run bench:match [-- 10000 100000]`: the server side of a resume upload against 10,000 and
// 100,000 jobs, without the database: decode the base64 and check the signature, extract the text
// (unpdf, in a warm parser process as uploads are), read the resume and rank it in the index
// thread — the functions Rumbo's resume-matching source and its worker call. The index is built
// in the index thread (job-indexes/host.ts) straight from the jobs, not through recent-jobs.ts,
// whose window holds at most RECENT_WINDOW_MAX jobs. Per size: the build's time and the longest
// pause of this thread's event loop meanwhile, memory before and after (RSS, this thread's heap,
// the index thread's heap), then a 2-page and a 10-page PDF made with pdf-lib, 200 runs each
// after warm-up, p50/p95 per stage and in total. Goal: 2-page p50 ≤ 60 ms, p95 ≤ 150 ms.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { matcher } from '../src/domain/matching';
import { generateDemoJobs } from '../src/local/demo-jobs';
import { threadIndexes, type THostedIndex } from '../src/server/platform/job-indexes/host';
import { createPdfParsers } from '../src/server/platform/resume-matching/pdf-parsers';
import { decodePdfData, readPdfText } from '../src/server/platform/resume-matching/pdf-text';
import { RESULT_MAX } from '../src/server/platform/resume-matching/worker';
import { sourceIndexThread } from '../tests/helpers/index-thread';
import { textPdf, toBase64 } from '../tests/helpers/pdf';

const JOB_COUNTS = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const RUNS = 200;
const WARM_UP = 25;
const STAGES = ['decode', 'extract', 'read', 'rank'] as const;

const SUMMARY = [
  'María Fernández — Senior Full-Stack Engineer — Madrid, España (open to remote)',
  'maria.fernandez@example.com · +34 600 000 000 · linkedin.com/in/mariafernandez · github.com/mfernandez',
  'Summary: senior software engineer with nine years of experience building web products end to end. I lead small teams, design APIs and care about performance, accessibility and testing. Working languages: Spanish (native) and English (C1).',
  'Skills: TypeScript, JavaScript, React, Next.js, Node.js, GraphQL, REST, PostgreSQL, Redis, Docker, Kubernetes (K8s), AWS (Lambda, DynamoDB, S3), Terraform, CI/CD, Jest, Playwright.',
];
const ROLES = [
  [
    'Senior Software Engineer',
    'Cabify',
    'Led the rider web app rebuild in React and TypeScript; cut bundle size by 40 % and time to interactive by a third. Designed the GraphQL gateway in Node.js in front of twelve services.',
  ],
  [
    'Desarrolladora Full-Stack',
    'BBVA',
    'Construí paneles internos con React y Node.js sobre PostgreSQL; automaticé despliegues con Docker, Kubernetes y GitHub Actions. Mentoría de tres desarrolladores júnior.',
  ],
  ['Software Engineer', 'Typeform', 'Built form-rendering components and an accessibility test suite; moved the build to TypeScript; on call for the payments service on AWS.'],
  ['Ingeniera de Software', 'Telefónica', 'APIs REST en Node.js y Java para la plataforma de clientes; pruebas de integración y monitorización con Grafana y Prometheus.'],
  ['Frontend Developer', 'Wallapop', 'Search and listing pages in React with server-side rendering; A/B tests with the product team; performance budgets in CI.'],
];
const EDUCATION =
  'Education: MSc Computer Science, Universidad Politécnica de Madrid (2015). BSc Telecommunications Engineering (2013). Certifications: AWS Solutions Architect Associate, CKAD.';

/** A résumé of `pages` full pages: summary, then roles (with their years) until the pages are full. */
function resumePages(pages: number): string[] {
  const out: string[] = [];
  let role = 0;
  for (let page = 0; page < pages; page += 1) {
    const lines = page === 0 ? [...SUMMARY, 'Experience'] : [];
    while (lines.join('\n').length < 4_200) {
      const [title, company, text] = ROLES[role % ROLES.length]!;
      const end = 2025 - role;
      lines.push(
        `${title} — ${company} (${end - 1}–${end})`,
        text!,
        `Stack: TypeScript, React, Node.js, PostgreSQL, Docker, Kubernetes, AWS. Project ${role + 1} shipped to production with tests.`,
      );
      role += 1;
    }
    if (page === pages - 1) lines.push(EDUCATION, 'Languages: Spanish (native), English (C1), French (B1).');
    out.push(lines.join('\n'));
  }
  return out;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

const parsers = createPdfParsers();
const indexes = threadIndexes({ startThread: sourceIndexThread });
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function memory() {
  const { rss, heapUsed } = process.memoryUsage();
  const thread = await indexes.heap();
  return `RSS ${mb(rss)}, server thread heap ${mb(heapUsed)}, index thread heap ${mb(thread.heapUsed)}`;
}

async function runOnce(pdfData: string, index: THostedIndex) {
  const times: Record<(typeof STAGES)[number], number> = { decode: 0, extract: 0, read: 0, rank: 0 };
  let start = performance.now();
  const bytes = decodePdfData(pdfData);
  times.decode = performance.now() - start;
  start = performance.now();
  const { text } = await parsers.withParser((parse) => readPdfText(parse, bytes));
  times.extract = performance.now() - start;
  start = performance.now();
  const profile = matcher.readResume(text);
  times.read = performance.now() - start;
  start = performance.now();
  const ranked = await indexes.rank(index, profile, { preferences: { locations: [], fields: [] }, limit: RESULT_MAX });
  times.rank = performance.now() - start;
  return { times, count: ranked.length, chars: text.length };
}

async function main() {
  for (const count of JOB_COUNTS.length ? JOB_COUNTS : [10_000, 100_000]) await benchAt(count);
  parsers.close();
  await indexes.close();
  // maxRSS is in kilobytes: the peak resident memory of this process over the whole run.
  console.log(`\nPeak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (Node ${process.version})`);
}

async function benchAt(jobCount: number) {
  global.gc?.();
  console.log(`\n=== ${jobCount.toLocaleString('en')} jobs ===\nBefore: ${await memory()}`);
  const now = Date.now();
  let jobs = generateDemoJobs(now, jobCount).filter((job) => job.company.trim());
  console.log(`Jobs generated: ${await memory()}`);
  const pauses = monitorEventLoopDelay({ resolution: 10 });
  pauses.enable();
  let start = performance.now();
  const index = await indexes.build(jobs);
  const buildMs = performance.now() - start;
  pauses.disable();
  console.log(
    `Index of ${index.size.toLocaleString('en')} jobs built in the index thread in ${(buildMs / 1000).toFixed(1)} s; longest pause of the server thread meanwhile ${(pauses.max / 1e6).toFixed(0)} ms`,
  );
  jobs = [];
  global.gc?.();
  console.log(`Index built (the jobs dropped here, as a window read would be after its minute): ${await memory()}`);

  for (const pages of [2, 10]) {
    const pdf = await textPdf(resumePages(pages));
    const pdfData = toBase64(pdf);
    for (let i = 0; i < WARM_UP; i += 1) await runOnce(pdfData, index);
    const samples: Array<Awaited<ReturnType<typeof runOnce>>> = [];
    start = performance.now();
    for (let i = 0; i < RUNS; i += 1) samples.push(await runOnce(pdfData, index));
    const wall = performance.now() - start;
    const first = samples[0]!;
    console.log(
      `\n${pages}-page resume: ${(pdf.length / 1024).toFixed(0)} KB PDF, ${first.chars.toLocaleString('en')} characters, ${first.count} matches; ${RUNS} runs in ${(wall / 1000).toFixed(1)} s`,
    );
    console.log(`  ${'stage'.padEnd(8)} ${'p50'.padStart(9)} ${'p95'.padStart(9)}`);
    for (const stage of [...STAGES, 'total'] as const) {
      const values = samples.map((s) => (stage === 'total' ? STAGES.reduce((sum, name) => sum + s.times[name], 0) : s.times[stage])).sort((a, b) => a - b);
      console.log(`  ${stage.padEnd(8)} ${ms(percentile(values, 50))} ${ms(percentile(values, 95))}`);
    }
  }
  indexes.release(index);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
