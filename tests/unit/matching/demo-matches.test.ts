import { describe, expect, it } from 'vitest';
import { indexJobs, rank, readResume, type TRankedJob } from '~/domain/matching';
import { fold } from '~/domain/matching/normalize';
import { labelMatch } from '~/domain/matching/labels';
import type { TLocale } from '~/domain/locale';
import { DEMO_COMPANIES } from '~/local/demo-companies';
import { generateDemoJobs } from '~/local/demo-jobs';
import { reasonSentence } from '../../helpers/reason-sentence';

// Issue-level promises of docs/product-rules.md §4.10 on the demo jobs a newcomer matches against.

const NOW = Date.UTC(2026, 10, 22);
const INDEX = indexJobs(generateDemoJobs(NOW));

const RESUMES: Record<string, { locale: TLocale; text: string }> = {
  'senior backend engineer (English)': {
    locale: 'en',
    text: `Ana García
Senior Backend Engineer
Madrid, Spain · open to remote work
Summary: Backend engineer with nine years building payment systems in Go and Java, event streaming with Kafka and cloud platforms on AWS.
Experience
Senior Backend Engineer, Mercado Pago (Mar 2021 – Present): card ledger in Go and PostgreSQL; settlement jobs on Kafka and Kubernetes.
Backend Engineer, Cabify (Jan 2018 – Feb 2021): pricing service in Java, Redis and PostgreSQL.
Skills: Go, Java, Python, Kafka, PostgreSQL, Redis, AWS, Kubernetes, Docker, Terraform
Languages: English (C1), Spanish (native)`,
  },
  'analista de datos (español)': {
    locale: 'es',
    text: `Lucía Fernández
Analista de Datos Sénior
Sevilla, España
Experiencia: Analista de Datos Sénior en Telefónica (2020 – actualidad): cuadros de mando en Tableau y Power BI; modelos en Python con pandas; consultas SQL sobre BigQuery.
Analista de Datos en BBVA (2017 – 2020): informes en SQL y Excel.
Habilidades: SQL, Python, Tableau, Power BI, BigQuery, Estadística, Excel
Idiomas: español (nativo), inglés (C1)`,
  },
  'product designer (English)': {
    locale: 'en',
    text: `Maya Collins
Product Designer
London, United Kingdom
Experience: Senior Product Designer, Monzo (2021 – 2024): redesign in Figma with user research and prototyping. Product Designer, Deliveroo (2018 – 2021): design system and accessibility.
Skills: Figma, prototyping, user research, design systems, accessibility, interaction design, wireframing
Languages: English (native), Spanish (B1)`,
  },
};

const line = (match: TRankedJob, locale: TLocale) => reasonSentence(match.reason, labelMatch(match).labels[locale], locale);

/** Words no skill may be: every demo company's name, the posting's field, and the places in its location. */
function notSkills(match: TRankedJob): Set<string> {
  const names = [...DEMO_COMPANIES.map((company) => company.name), match.job.role_type ?? '', ...(match.job.location ?? '').split(/[,()]/)];
  return new Set(names.map((name) => fold(name).trim()).filter(Boolean));
}

describe.each(Object.entries(RESUMES))('the demo jobs for a %s', (_, { locale, text }) => {
  const ranked = rank(readResume(text, { now: NOW }), INDEX, { limit: 50 });
  const top = ranked.slice(0, 10);

  it('show at least one matched skill on each of the top 10', () => {
    expect(top).toHaveLength(10);
    expect(top.filter((match) => match.matched_skills.length === 0).map((match) => match.job.job_url)).toEqual([]);
  });

  it('never show a company, field or place as a skill, in either language', () => {
    const wrong = ranked.flatMap((match) => {
      const { en: inEnglish, es: inSpanish } = labelMatch(match).labels;
      const shown = [...inEnglish.matched, ...inEnglish.missing, ...inSpanish.matched, ...inSpanish.missing];
      return shown.filter((skill) => notSkills(match).has(fold(skill))).map((skill) => `${match.job.job_url}: ${skill}`);
    });
    expect(wrong).toEqual([]);
  });

  it('give each of the top 5 a reason line of its own, naming where it is against where the person wants to work', () => {
    const lines = ranked.slice(0, 5).map((match) => line(match, locale));
    expect(new Set(lines).size).toBe(5);
    for (const [k, match] of ranked.slice(0, 5).entries()) expect(lines[k]).toContain(labelMatch(match).labels[locale].place);
  });
});

describe('scores that separate', () => {
  it('rank a backend engineer’s own role clearly above frontend, mobile, data and product roles', () => {
    const ranked = rank(readResume(RESUMES['senior backend engineer (English)']!.text, { now: NOW }), INDEX);
    const best = (pattern: RegExp) => Math.max(0, ...ranked.filter((match) => pattern.test(match.job.title ?? '')).map((match) => match.score));
    const backend = best(/backend/i);
    expect(backend).toBeGreaterThanOrEqual(85);
    for (const other of [/frontend/i, /m[oó]vil|mobile/i, /product manager|product owner|responsable de producto/i, /datos|data/i])
      expect(backend - best(other)).toBeGreaterThanOrEqual(20);
  });

  it('render the reason in the interface language from the same ids: a Spanish place and field in Spanish', () => {
    const [first] = rank(readResume(RESUMES['senior backend engineer (English)']!.text, { now: NOW }), INDEX);
    expect(line(first!, 'en')).toMatch(/software development\. .+ — (where you live|hybrid, where you live|you asked for remote)\.$/);
    expect(line(first!, 'es')).toMatch(/desarrollo de software\. .+ — (donde vives|híbrido, donde vives|pediste remoto)\.$/);
  });
});
