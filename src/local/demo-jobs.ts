import type { TJobRecord } from '../server/db/jobs-repo';
import { DAY_MS } from '../domain/time';

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

const LOCATIONS_EN = [
  'New York, NY',
  'Austin, TX',
  'San Francisco, CA',
  'Chicago, IL',
  'Miami, FL',
  'London, UK',
  'Manchester, UK',
  'Dublin, Ireland',
  'Toronto, Canada',
  'Sydney, Australia',
  'Remote (US)',
  'Remote (UK)',
];
const LOCATIONS_ES = [
  'Madrid, España',
  'Barcelona, España',
  'Valencia, España',
  'Sevilla, España',
  'Ciudad de México, México',
  'Guadalajara, México',
  'Monterrey, México',
  'Bogotá, Colombia',
  'Medellín, Colombia',
  'Buenos Aires, Argentina',
  'Santiago, Chile',
  'Lima, Perú',
  'Montevideo, Uruguay',
  'Quito, Ecuador',
  'Remoto (España)',
  'Remoto (LatAm)',
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

const COMPANIES = [
  'Acme Analytics',
  'Globant',
  'Mercado Libre',
  'Cabify',
  'Glovo',
  'Typeform',
  'Factorial',
  'Rappi',
  'Nubank',
  'Kavak',
  'Clip',
  'BBVA',
  'Telefónica',
  'Iberdrola',
  'Shopify',
  'Stripe',
  'Atlassian',
  'Canva',
  'Northwind Health',
  'Contoso Logistics',
  'Fabrikam Energy',
  'Tailspin Travel',
  'Lumen Learning',
  'Blue Harbor Bank',
  'Andes Robotics',
  'Pampa Foods',
  'Sierra Legal',
  'Quetzal Pay',
  'Cóndor Cloud',
  'Solaris Retail',
];

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * `count` realistic jobs spread over the 30 days before `anchor`, identical for the same seed.
 * About 3% have an empty company, which every job list must drop (SPEC §5).
 */
export function generateDemoJobs(anchor: number, count = DEMO_JOB_COUNT, seed = DEMO_SEED): TJobRecord[] {
  const random = prng(seed);
  const fields = Object.keys(FIELDS);
  return Array.from({ length: count }, (_, index) => {
    const isSpanish = random() < 0.55;
    const field = pick(random, fields);
    const title = pick(random, FIELDS[field]![isSpanish ? 'es' : 'en']);
    const location = pick(random, isSpanish ? LOCATIONS_ES : LOCATIONS_EN);
    const company = random() < 0.03 ? '' : pick(random, COMPANIES);
    const ageMs = Math.floor(random() * 30 * DAY_MS);
    const salaryBase = 25 + Math.floor(random() * 90);
    return {
      job_url: `https://jobs.rumbo.app/${slug(company || 'confidential')}/${slug(title)}-${index + 1}`,
      company,
      title,
      location,
      role_type: field,
      creation_date: anchor - ageMs,
      remote: /remot/i.test(location),
      language: isSpanish ? 'es' : 'en',
      salary: isSpanish ? `${salaryBase}.000–${salaryBase + 15}.000 € / año` : `$${salaryBase + 20}k–$${salaryBase + 40}k / year`,
      description: isSpanish
        ? `${company || 'Una empresa confidencial'} busca ${title} en ${location}.`
        : `${company || 'A confidential company'} is hiring a ${title} in ${location}.`,
    };
  });
}
