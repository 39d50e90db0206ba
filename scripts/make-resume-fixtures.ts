/**
 * Prints the résumé PDFs under tests/fixtures/resumes/ with the Chromium the browser tests drive
 * (`page.pdf()`), as a person who "saves as PDF" from a web résumé builder does: one column with
 * right-aligned dates, and two columns (a CSS grid whose sidebar comes last in the page's source
 * but sits on the left; CSS multi-column text). Right-aligned dates are floats, so Chromium paints
 * them before the rest of the page's text (CSS painting order): a reader that keeps the order of
 * the file's text puts every date before the name. The files are committed; run
 * `npx tsx scripts/make-resume-fixtures.ts` after changing one (the tests name what they hold).
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from './lib/chromium';

const OUT = new URL('../tests/fixtures/resumes/', import.meta.url);

const STYLE = `
  @page { size: A4; margin: 16mm 15mm; }
  body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10pt; line-height: 1.35; color: #222; margin: 0; }
  h1 { font-size: 22pt; margin: 0 0 2pt; }
  h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 0.5pt; border-bottom: 1px solid #999; margin: 12pt 0 5pt; }
  h3 { font-size: 10.5pt; margin: 8pt 0 1pt; }
  .date { float: right; font-weight: normal; color: #555; }
  .headline { font-size: 12pt; color: #444; }
  .contact { color: #555; }
  ul { margin: 2pt 0 0 14pt; padding: 0; }
  p { margin: 2pt 0; }
`;

/** One column: name, contact, jobs whose dates sit at the right edge of the title's line. */
const ONE_COLUMN_EN = `
<header>
  <span class="date contact">Madrid, Spain · ana.garcia@example.com</span>
  <h1>Ana García</h1>
  <div class="headline">Senior Backend Engineer</div>
</header>
<h2>Summary</h2>
<p>Backend engineer with nine years building payment systems in Go and Java, event streaming with Kafka and cloud platforms on AWS.</p>
<h2>Experience</h2>
<h3>Senior Backend Engineer, Mercado Pago<span class="date">Mar 2021 – Present</span></h3>
<ul>
  <li>Designed the card-payments ledger in Go and PostgreSQL, processing four million payments a day.</li>
  <li>Moved the settlement jobs to Kafka streams on Kubernetes, halving the nightly batch window.</li>
</ul>
<h3>Backend Engineer, Cabify<span class="date">Jan 2018 – Feb 2021</span></h3>
<ul>
  <li>Built the pricing service in Java with Spring Boot, backed by Redis and PostgreSQL.</li>
</ul>
<h3>Junior Developer, Indra<span class="date">Sep 2015 – Dec 2017</span></h3>
<ul>
  <li>Maintained Python integrations for banking clients.</li>
</ul>
<h2>Education</h2>
<h3>BSc Computer Engineering, Universidad Politécnica de Madrid<span class="date">2011 – 2015</span></h3>
<h2>Skills</h2>
<p>Go, Java, Python, Kafka, PostgreSQL, Redis, AWS, Kubernetes, Docker, Terraform</p>
`;

/**
 * Two columns in a grid: the experience comes first in the source, the sidebar (contact, skills,
 * languages) is placed on the left by `grid-template-areas`, as accessible templates do.
 */
const TWO_COLUMN_ES = `
<style>
  .page { display: grid; grid-template-columns: 55mm 1fr; grid-template-areas: 'head head' 'side main'; column-gap: 9mm; }
  header { grid-area: head; margin-bottom: 6pt; }
  main { grid-area: main; }
  aside { grid-area: side; background: #f1f4f8; padding: 0 6pt 6pt; }
  aside h2 { margin-top: 8pt; }
</style>
<div class="page">
  <header>
    <h1>Lucía Fernández</h1>
    <div class="headline">Analista de Datos Sénior</div>
  </header>
  <main>
    <h2>Experiencia</h2>
    <h3>Analista de Datos Sénior, Telefónica<span class="date">2020 – actualidad</span></h3>
    <ul>
      <li>Cuadros de mando en Tableau y Power BI para la dirección comercial.</li>
      <li>Modelos de abandono de clientes en Python con pandas y scikit-learn.</li>
      <li>Consultas SQL sobre BigQuery con más de mil millones de filas.</li>
    </ul>
    <h3>Analista de Datos, BBVA<span class="date">2017 – 2020</span></h3>
    <ul>
      <li>Informes de riesgo en SQL y Excel; automatización con Python.</li>
    </ul>
    <h3>Becaria de Business Intelligence, Mapfre<span class="date">2016 – 2017</span></h3>
    <ul>
      <li>Carga de datos con ETL y limpieza de bases de clientes.</li>
    </ul>
    <h2>Formación</h2>
    <h3>Grado en Estadística, Universidad de Sevilla<span class="date">2012 – 2016</span></h3>
  </main>
  <aside>
    <h2>Contacto</h2>
    <p>Sevilla, España</p>
    <p>lucia.fernandez@example.com</p>
    <h2>Habilidades</h2>
    <p>SQL</p>
    <p>Python</p>
    <p>Tableau</p>
    <p>Power BI</p>
    <p>BigQuery</p>
    <p>Estadística</p>
    <h2>Idiomas</h2>
    <p>Español (nativo)</p>
    <p>Inglés (C1)</p>
  </aside>
</div>
`;

/** Two columns of flowing text (CSS multi-column) under a full-width name. */
const TWO_COLUMN_EN = `
<style>
  .columns { column-count: 2; column-gap: 10mm; }
  .columns h2:first-child { margin-top: 0; }
</style>
<header>
  <h1>Tom Baker</h1>
  <div class="headline">Product Designer<span class="date">London, United Kingdom</span></div>
</header>
<div class="columns">
  <h2>Profile</h2>
  <p>Product designer who turns research into interfaces people understand the first time, working in Figma with design systems and accessibility in mind from the first sketch to the shipped screen.</p>
  <h2>Experience</h2>
  <h3>Senior Product Designer, Monzo<span class="date">2021 – 2024</span></h3>
  <p>Led the redesign of the savings app in Figma, with user research and usability testing every sprint.</p>
  <h3>Product Designer, Deliveroo<span class="date">2018 – 2021</span></h3>
  <p>Owned the design system and its accessibility audit; prototyped checkout flows.</p>
  <h2>Education</h2>
  <h3>BA Graphic Design, Central Saint Martins<span class="date">2014 – 2017</span></h3>
  <h2>Skills</h2>
  <p>Figma, prototyping, user research, usability testing, design systems, accessibility, interaction design, wireframing, HTML and CSS.</p>
  <h2>Languages</h2>
  <p>English (native), Spanish (B1)</p>
</div>
`;

export const RESUME_FIXTURES = { 'one-column-en.pdf': ONE_COLUMN_EN, 'two-column-es.pdf': TWO_COLUMN_ES, 'two-column-en.pdf': TWO_COLUMN_EN } as const;

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath(process.env), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    for (const [name, body] of Object.entries(RESUME_FIXTURES)) {
      await page.setContent(`<!doctype html><html><head><meta charset="utf-8"><style>${STYLE}</style></head><body>${body}</body></html>`);
      const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      writeFileSync(new URL(name, OUT), pdf);
      console.log(`tests/fixtures/resumes/${name}: ${pdf.length} bytes`);
    }
  } finally {
    await browser.close();
  }
}

await main();
