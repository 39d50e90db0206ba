import type { TJobRecord } from '../server/db/jobs-repo';
import { DAY_MS } from '../domain/time';
import { COMPANIES_BY_FIELD } from './demo-companies';
import { writePosting } from './demo-postings';
import { DEMO_ROLES } from './demo-roles';

export const DEMO_SEED = 20_261_122;
export const DEMO_JOB_COUNT = 2_400;

/** mulberry32: a tiny deterministic PRNG; the same seed always yields the same jobs. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * How a place advertises pay: in its own currency, yearly in thousands where that is the custom
 * (English-speaking places, Spain), monthly in Latin America. `base` is the job's seniority draw
 * (25–114); each scale turns it into a plausible local range.
 */
type TPay = (base: number) => string;

/** 1234567 → "1.234.567" (or "1,234,567" where that is the local way); no Intl, so every machine writes the same. */
const grouped = (amount: number, separator = '.') => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
const yearlyK =
  (symbol: string, offset: number): TPay =>
  (base) =>
    `${symbol}${base + offset}k–${symbol}${base + offset + 20}k / year`;
const yearlyEuros: TPay = (base) => `${grouped(base * 1_000)}–${grouped((base + 15) * 1_000)} € / año`;
const monthly =
  (code: string, unit: number, separator = '.'): TPay =>
  (base) =>
    `${grouped(base * unit, separator)}–${grouped((base + 15) * unit, separator)} ${code} / mes`;

const PAY = {
  usd: yearlyK('$', 20),
  gbp: yearlyK('£', 10),
  eurEn: yearlyK('€', 15),
  cad: yearlyK('CA$', 25),
  aud: yearlyK('A$', 30),
  eurEs: yearlyEuros,
  mxn: monthly('MXN', 1_000, ','),
  cop: monthly('COP', 150_000),
  ars: monthly('ARS', 40_000),
  clp: monthly('CLP', 45_000),
  pen: monthly('PEN', 200, ','),
  uyu: monthly('UYU', 3_000),
  // Ecuador's currency is the dollar, and remote work across Latin America is usually paid in it.
  usdMonthly: monthly('USD', 80),
} satisfies Record<string, TPay>;

type TPlace = { location: string; pay: TPay };

const LOCATIONS_EN: TPlace[] = [
  { location: 'New York, NY', pay: PAY.usd },
  { location: 'Austin, TX', pay: PAY.usd },
  { location: 'San Francisco, CA', pay: PAY.usd },
  { location: 'Chicago, IL', pay: PAY.usd },
  { location: 'Miami, FL', pay: PAY.usd },
  { location: 'London, UK', pay: PAY.gbp },
  { location: 'Manchester, UK', pay: PAY.gbp },
  { location: 'Dublin, Ireland', pay: PAY.eurEn },
  { location: 'Toronto, Canada', pay: PAY.cad },
  { location: 'Sydney, Australia', pay: PAY.aud },
  { location: 'Remote (US)', pay: PAY.usd },
  { location: 'Remote (UK)', pay: PAY.gbp },
];
const LOCATIONS_ES: TPlace[] = [
  { location: 'Madrid, España', pay: PAY.eurEs },
  { location: 'Barcelona, España', pay: PAY.eurEs },
  { location: 'Valencia, España', pay: PAY.eurEs },
  { location: 'Sevilla, España', pay: PAY.eurEs },
  { location: 'Ciudad de México, México', pay: PAY.mxn },
  { location: 'Guadalajara, México', pay: PAY.mxn },
  { location: 'Monterrey, México', pay: PAY.mxn },
  { location: 'Bogotá, Colombia', pay: PAY.cop },
  { location: 'Medellín, Colombia', pay: PAY.cop },
  { location: 'Buenos Aires, Argentina', pay: PAY.ars },
  { location: 'Santiago, Chile', pay: PAY.clp },
  { location: 'Lima, Perú', pay: PAY.pen },
  { location: 'Montevideo, Uruguay', pay: PAY.uyu },
  { location: 'Quito, Ecuador', pay: PAY.usdMonthly },
  { location: 'Remoto (España)', pay: PAY.eurEs },
  { location: 'Remoto (LatAm)', pay: PAY.usdMonthly },
];

/** Field (role_type) → titles in English and Spanish. */
const FIELDS: Record<string, { en: string[]; es: string[] }> = {
  'Software Engineering': {
    en: ['Frontend Engineer', 'Backend Engineer', 'Full-Stack Developer', 'Senior Software Engineer', 'Mobile Developer'],
    es: ['Desarrollador Frontend', 'Ingeniera Backend', 'Desarrollador Full-Stack', 'Ingeniero de Software Sénior', 'Desarrolladora Móvil'],
  },
  'Data Science': {
    en: ['Data Scientist', 'Data Analyst', 'Machine Learning Engineer', 'Analytics Engineer'],
    es: ['Científica de Datos', 'Analista de Datos', 'Ingeniero de Machine Learning', 'Ingeniera de Analítica'],
  },
  'Product Management': {
    en: ['Product Manager', 'Senior Product Owner', 'Technical Product Manager'],
    es: ['Product Manager', 'Product Owner Sénior', 'Responsable de Producto'],
  },
  Design: { en: ['Product Designer', 'UX Researcher', 'UI Designer'], es: ['Diseñadora de Producto', 'Investigador UX', 'Diseñador UI'] },
  Marketing: {
    en: ['Growth Marketer', 'Content Marketing Manager', 'SEO Specialist', 'Brand Manager'],
    es: ['Especialista en Growth', 'Responsable de Marketing de Contenidos', 'Especialista SEO', 'Brand Manager'],
  },
  Sales: {
    en: ['Account Executive', 'Sales Development Representative', 'Key Account Manager'],
    es: ['Ejecutivo de Cuentas', 'Representante de Desarrollo de Ventas', 'Key Account Manager'],
  },
  'Customer Support': {
    en: ['Customer Success Manager', 'Support Specialist', 'Technical Support Engineer'],
    es: ['Customer Success Manager', 'Especialista de Soporte', 'Ingeniero de Soporte Técnico'],
  },
  Finance: { en: ['Financial Analyst', 'Accountant', 'FP&A Manager'], es: ['Analista Financiero', 'Contable', 'Responsable de FP&A'] },
  'Human Resources': {
    en: ['HR Business Partner', 'Talent Acquisition Specialist', 'People Operations Manager'],
    es: ['HR Business Partner', 'Técnica de Selección', 'Responsable de Personas'],
  },
  Operations: { en: ['Operations Manager', 'Supply Chain Analyst', 'Project Manager'], es: ['Responsable de Operaciones', 'Analista de Cadena de Suministro', 'Jefa de Proyecto'] },
  Healthcare: { en: ['Registered Nurse', 'Clinical Research Associate', 'Pharmacist'], es: ['Enfermera', 'Monitor de Ensayos Clínicos', 'Farmacéutico'] },
  Education: { en: ['English Teacher', 'Instructional Designer', 'Academic Coordinator'], es: ['Profesor de Inglés', 'Diseñadora Instruccional', 'Coordinador Académico'] },
  Legal: { en: ['Corporate Lawyer', 'Paralegal', 'Compliance Officer'], es: ['Abogada Mercantil', 'Asistente Legal', 'Responsable de Cumplimiento'] },
  Engineering: { en: ['Mechanical Engineer', 'Civil Engineer', 'Electrical Engineer'], es: ['Ingeniero Mecánico', 'Ingeniera Civil', 'Ingeniero Eléctrico'] },
};

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Fields whose work is done where the patients, pupils or plant are: rarely hybrid. */
const ON_SITE_FIELDS = new Set(['Healthcare', 'Education', 'Engineering']);

/**
 * `count` realistic jobs spread over the 30 days before `anchor`, identical for the same seed,
 * each paid in the currency of its place and posted by a company that hires in its field, with a
 * description of a few paragraphs (docs/product-rules.md §9.2). About 3% have an empty company,
 * which every job list must drop (docs/product-rules.md §5). A posting's text draws from a
 * generator of its own (seeded by the job's number), so the fields drawn before it never shift.
 */
export function generateDemoJobs(anchor: number, count = DEMO_JOB_COUNT, seed = DEMO_SEED): TJobRecord[] {
  const random = prng(seed);
  const fields = Object.keys(FIELDS);
  return Array.from({ length: count }, (_, index) => {
    const isSpanish = random() < 0.55;
    const field = pick(random, fields);
    const titles = FIELDS[field]![isSpanish ? 'es' : 'en'];
    const title = pick(random, titles);
    const { location, pay } = pick(random, isSpanish ? LOCATIONS_ES : LOCATIONS_EN);
    const employer = random() < 0.03 ? null : pick(random, COMPANIES_BY_FIELD.get(field)!);
    const company = employer?.name ?? '';
    const ageMs = Math.floor(random() * 30 * DAY_MS);
    const salaryBase = 25 + Math.floor(random() * 90);
    const remote = /remot/i.test(location);
    const description = writePosting({
      isSpanish,
      title,
      role: DEMO_ROLES[field]![titles.indexOf(title)]!,
      company: employer,
      location,
      isRemote: remote,
      isOnSiteField: ON_SITE_FIELDS.has(field),
      random: prng((seed + Math.imul(index + 1, 0x9e3779b1)) >>> 0),
    });
    return {
      job_url: `https://jobs.rumbo.app/${slug(company || 'confidential')}/${slug(title)}-${index + 1}`,
      company,
      title,
      location,
      role_type: field,
      creation_date: anchor - ageMs,
      remote,
      language: isSpanish ? 'es' : 'en',
      salary: pay(salaryBase),
      description,
    };
  });
}
