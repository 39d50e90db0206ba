import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './fixtures';
import { DEMO_COMPANIES } from '../../src/local/demo-companies';
import { DEMO_ROLES } from '../../src/local/demo-roles';
import { signInDirectly } from './helpers';
import { subscriber } from './accounts';

// Issue-level promise of docs/product-rules.md §4.10 on the demo jobs: a newcomer's realistic resume
// (two columns, printed by the browser) gets explained results: skills on every one of the top 10,
// never a company, field or place as a skill, and a reason line of its own on each of the top 5.

/** A senior backend engineer's two-column resume: sidebar on the left (contact, skills, languages), experience on the right. */
const BACKEND_EN = `<!doctype html><html><head><meta charset="utf-8"><style>
  @page { size: A4; margin: 16mm 15mm; }
  body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10pt; line-height: 1.35; margin: 0; }
  .page { display: grid; grid-template-columns: 55mm 1fr; grid-template-areas: 'head head' 'side main'; column-gap: 9mm; }
  header { grid-area: head; } main { grid-area: main; } aside { grid-area: side; background: #f1f4f8; padding: 0 6pt 6pt; }
  h1 { font-size: 22pt; margin: 0; } h2 { font-size: 11pt; text-transform: uppercase; border-bottom: 1px solid #999; margin: 10pt 0 4pt; }
  h3 { font-size: 10.5pt; margin: 8pt 0 1pt; } .date { float: right; font-weight: normal; color: #555; } p, ul { margin: 2pt 0; }
</style></head><body><div class="page">
  <header><h1>Ana García</h1><div>Senior Backend Engineer</div></header>
  <main>
    <h2>Summary</h2>
    <p>Backend engineer with nine years building payment systems in Go and Java, event streaming with Kafka and cloud platforms on AWS. Open to remote work.</p>
    <h2>Experience</h2>
    <h3>Senior Backend Engineer, Mercado Pago<span class="date">Mar 2021 – Present</span></h3>
    <ul><li>Designed the card-payments ledger in Go and PostgreSQL, four million payments a day.</li>
    <li>Moved the settlement jobs to Kafka streams on Kubernetes, halving the nightly batch window.</li></ul>
    <h3>Backend Engineer, Cabify<span class="date">Jan 2018 – Feb 2021</span></h3>
    <ul><li>Built the pricing service in Java, backed by Redis and PostgreSQL; Python tooling.</li></ul>
    <h2>Education</h2>
    <h3>BSc Computer Engineering, Universidad Politécnica de Madrid<span class="date">2011 – 2015</span></h3>
  </main>
  <aside>
    <h2>Contact</h2><p>Madrid, Spain</p><p>ana.garcia@example.com</p>
    <h2>Skills</h2><p>Go</p><p>Java</p><p>Python</p><p>Kafka</p><p>PostgreSQL</p><p>AWS</p><p>Kubernetes</p><p>Docker</p>
    <h2>Languages</h2><p>Spanish (native)</p><p>English (C1)</p>
  </aside>
</div></body></html>`;

/** Words that are never a skill on a demo card: the employers, the fields, and the card's own place. */
const NOT_SKILLS = new Set([...DEMO_COMPANIES.map((company) => company.name), ...Object.keys(DEMO_ROLES)].map((name) => name.toLowerCase()));

async function matchResume(page: Page, file: { name: string; buffer: Buffer } | string, labels: { input: RegExp; match: RegExp }) {
  const user = await subscriber('demo-matches', 'Rumbo#Jobs2026');
  await signInDirectly(page, user, { openDashboard: false });
  await page.goto('/resume');
  const box = page.getByTestId('captcha-widget').getByRole('checkbox');
  await box.click();
  await expect(box).toBeChecked({ timeout: 20_000 });
  await page.getByLabel(labels.input).setInputFiles(typeof file === 'string' ? file : { ...file, mimeType: 'application/pdf' });
  await page.getByRole('button', { name: labels.match }).click();
  await expect(page.getByTestId('match-results')).toBeVisible({ timeout: 30_000 });
}

async function expectExplainedTopResults(page: Page) {
  const cards = page.getByTestId('match-results').getByTestId('job-card');
  await expect(cards.nth(9)).toBeVisible();
  const top = await cards.evaluateAll((nodes) =>
    nodes.slice(0, 10).map((card) => ({
      place: card.querySelector('p')?.textContent ?? '',
      matched: [...card.querySelectorAll('[data-testid="matched-skills"] [data-testid="skill-chip"]')].map((chip) => chip.textContent ?? ''),
      missing: [...card.querySelectorAll('[data-testid="missing-skills"] [data-testid="skill-chip"]')].map((chip) => chip.textContent ?? ''),
      reason: card.querySelector('[data-testid="match-reason"]')?.textContent ?? '',
    })),
  );
  for (const card of top) {
    expect(card.matched.length, card.place).toBeGreaterThan(0);
    const place = new Set(card.place.split(/ · |, |[()]/).map((part) => part.trim().toLowerCase()));
    expect([...card.matched, ...card.missing].filter((skill) => NOT_SKILLS.has(skill.toLowerCase()) || place.has(skill.toLowerCase()))).toEqual([]);
  }
  const reasons = top.slice(0, 5).map((card) => card.reason);
  expect(new Set(reasons).size, reasons.join('\n')).toBe(5);
  return reasons;
}

test('a senior backend engineer’s two-column resume, printed by the browser, gets skills on every top result and a reason of its own on each of the top 5', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const printer = await browser.newPage();
  await printer.setContent(BACKEND_EN);
  const pdf = await printer.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  await printer.close();
  await matchResume(page, { name: 'ana-garcia.pdf', buffer: pdf }, { input: /Resume file \(PDF\)/, match: /^Match$/ });
  const reasons = await expectExplainedTopResults(page);
  expect(reasons[0]).toMatch(/^Asks for .+ \(\d+ of your skills\), in your field: software development\. .+ — .+\.$/);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('a data analyst’s two-column resume printed by the browser reads the same way, in Spanish', async ({ page }) => {
    test.setTimeout(90_000);
    const fixture = fileURLToPath(new URL('../fixtures/resumes/two-column-es.pdf', import.meta.url));
    await matchResume(page, fixture, { input: /Archivo del currículum \(PDF\)/, match: /^Buscar coincidencias$/ });
    const reasons = await expectExplainedTopResults(page);
    expect(reasons[0]).toMatch(/^Pide .+ \(\d+ de tus habilidades\), en tu campo: datos y analítica\. .+ — .+\.$/);
  });
});
