/** Role families a recruiter sorts people and postings into; 'general' holds skills every family uses. */
export const FAMILIES = [
  'software',
  'data',
  'security',
  'design',
  'product',
  'marketing',
  'sales',
  'support',
  'finance',
  'hr',
  'legal',
  'operations',
  'healthcare',
  'education',
  'engineering',
  'admin',
  'hospitality',
  'retail',
  'trades',
] as const;
export type TFamily = (typeof FAMILIES)[number];
export type TSkillFamily = TFamily | 'general';

export type TLocale = 'en' | 'es';

/** How a family is named inside a reason ("your {{role}} experience"). */
const LABELS: Record<TFamily, [en: string, es: string]> = {
  software: ['software development', 'desarrollo de software'],
  data: ['data and analytics', 'datos y analítica'],
  security: ['cybersecurity', 'ciberseguridad'],
  design: ['design', 'diseño'],
  product: ['product management', 'gestión de producto'],
  marketing: ['marketing', 'marketing'],
  sales: ['sales', 'ventas'],
  support: ['customer support', 'atención al cliente'],
  finance: ['finance and accounting', 'finanzas y contabilidad'],
  hr: ['human resources', 'recursos humanos'],
  legal: ['legal', 'asesoría jurídica'],
  operations: ['operations and logistics', 'operaciones y logística'],
  healthcare: ['healthcare', 'sanidad'],
  education: ['education', 'educación'],
  engineering: ['engineering', 'ingeniería'],
  admin: ['administration', 'administración'],
  hospitality: ['hospitality', 'hostelería'],
  retail: ['retail', 'comercio minorista'],
  trades: ['skilled trades', 'oficios cualificados'],
};

/** The family's name in the interface language. */
export function familyLabel(family: TFamily, locale: TLocale): string {
  return LABELS[family][locale === 'es' ? 1 : 0];
}

// Neighbouring fields: a move between them is plausible, so a posting there is ranked lower but not dropped.
const NEIGHBOURS: [TFamily, TFamily][] = [
  ['software', 'data'],
  ['software', 'security'],
  ['software', 'product'],
  ['data', 'product'],
  ['design', 'product'],
  ['design', 'marketing'],
  ['product', 'marketing'],
  ['marketing', 'sales'],
  ['sales', 'support'],
  ['sales', 'retail'],
  ['support', 'admin'],
  ['finance', 'operations'],
  ['finance', 'legal'],
  ['finance', 'admin'],
  ['hr', 'admin'],
  ['operations', 'admin'],
  ['operations', 'engineering'],
  ['operations', 'trades'],
  ['engineering', 'trades'],
  ['hospitality', 'retail'],
];
const NEIGHBOUR_KEYS = new Set(NEIGHBOURS.flatMap(([a, b]) => [`${a}:${b}`, `${b}:${a}`]));

/** Whether two different families are neighbours (symmetric). */
export function areNeighbours(a: TFamily, b: TFamily): boolean {
  return NEIGHBOUR_KEYS.has(`${a}:${b}`);
}

export function isFamily(value: string): value is TFamily {
  return (FAMILIES as readonly string[]).includes(value);
}

/** A family's position in FAMILIES, so rankings look families up in arrays rather than by name. */
export function familyIndex(family: TFamily): number {
  return FAMILIES.indexOf(family);
}
