/**
 * Places and fields whose English and Spanish names differ, as job postings write them. Matching
 * treats every spelling of a term as the same words; the interface shows `en` or `es`. Places
 * and fields spelled alike in both languages (Madrid, Marketing) need no entry: folding accents
 * already matches "Bogota" with "Bogotá".
 */
export type TTerm = {
  kind: 'country' | 'region' | 'city' | 'mode' | 'field';
  en: string;
  es: string;
  /** Other spellings that mean the same (abbreviations, the other gender, older names). */
  also?: readonly string[];
  /** The canonical spelling when it is not `en` folded: abbreviations share their full name's. */
  key?: string;
};

const country = (en: string, es: string, also?: string[]): TTerm => ({ kind: 'country', en, es, also });
const city = (en: string, es: string, also?: string[]): TTerm => ({ kind: 'city', en, es, also });

/** Full names come before abbreviations, which keep their own short labels ("US" → "EE. UU."). */
export const PLACE_TERMS: readonly TTerm[] = [
  { kind: 'mode', en: 'Remote', es: 'Remoto', also: ['remota', 'teletrabajo'] },
  { kind: 'mode', en: 'Hybrid', es: 'Híbrido', also: ['híbrida'] },
  { kind: 'region', en: 'Latin America', es: 'Latinoamérica', also: ['América Latina'] },
  { kind: 'region', key: 'latin america', en: 'LatAm', es: 'LatAm' },
  { kind: 'region', en: 'Europe', es: 'Europa' },
  { kind: 'region', en: 'Worldwide', es: 'Todo el mundo', also: ['cualquier lugar'] },
  country('Spain', 'España'),
  country('Mexico', 'México'),
  country('United States', 'Estados Unidos', ['United States of America']),
  { kind: 'country', key: 'united states', en: 'US', es: 'EE. UU.', also: ['USA', 'EE.UU.', 'EEUU', 'EE UU'] },
  country('United Kingdom', 'Reino Unido'),
  { kind: 'country', key: 'united kingdom', en: 'UK', es: 'Reino Unido' },
  country('Ireland', 'Irlanda'),
  country('Canada', 'Canadá'),
  country('Australia', 'Australia'),
  country('Colombia', 'Colombia'),
  country('Argentina', 'Argentina'),
  country('Chile', 'Chile'),
  country('Peru', 'Perú'),
  country('Uruguay', 'Uruguay'),
  country('Ecuador', 'Ecuador'),
  country('Brazil', 'Brasil'),
  country('Portugal', 'Portugal'),
  country('France', 'Francia'),
  country('Germany', 'Alemania'),
  country('Italy', 'Italia'),
  country('Netherlands', 'Países Bajos', ['Holland', 'Holanda']),
  city('Mexico City', 'Ciudad de México', ['CDMX', 'México D.F.']),
  city('New York', 'Nueva York'),
  city('London', 'Londres'),
  city('Seville', 'Sevilla'),
  city('Dublin', 'Dublín'),
  city('Sydney', 'Sídney'),
  city('Lisbon', 'Lisboa'),
  city('Berlin', 'Berlín'),
  city('Munich', 'Múnich'),
  city('Paris', 'París'),
  city('Amsterdam', 'Ámsterdam'),
  city('Edinburgh', 'Edimburgo'),
];

const field = (en: string, es: string, also?: string[]): TTerm => ({ kind: 'field', en, es, also });

/** Fields (role types) of the postings. */
export const FIELD_TERMS: readonly TTerm[] = [
  field('Software Engineering', 'Ingeniería de software', ['Ingeniería del software', 'Desarrollo de software', 'Software Development']),
  field('Data Science', 'Ciencia de datos'),
  field('Product Management', 'Gestión de producto', ['Gestión de productos']),
  field('Design', 'Diseño'),
  field('Marketing', 'Marketing'),
  field('Sales', 'Ventas'),
  field('Customer Support', 'Atención al cliente', ['Soporte al cliente', 'Customer Service']),
  field('Finance', 'Finanzas'),
  field('Human Resources', 'Recursos humanos', ['RR. HH.', 'RRHH']),
  field('Operations', 'Operaciones'),
  field('Healthcare', 'Sanidad', ['Salud']),
  field('Education', 'Educación'),
  field('Legal', 'Legal', ['Jurídico', 'Asesoría jurídica']),
  field('Engineering', 'Ingeniería'),
];

/**
 * Job-title words whose English and Spanish forms differ, as people type them in a search: each
 * Spanish word stands for both genders ("ingeniero", "ingeniera") and its plural.
 */
export const TITLE_WORDS: ReadonlyArray<readonly [en: string, es: string]> = [
  ['engineer', 'ingeniero'],
  ['developer', 'desarrollador'],
  ['designer', 'diseñador'],
  ['analyst', 'analista'],
  ['manager', 'gerente'],
  ['scientist', 'científico'],
  ['architect', 'arquitecto'],
  ['consultant', 'consultor'],
  ['programmer', 'programador'],
  ['specialist', 'especialista'],
  ['technician', 'técnico'],
  ['writer', 'redactor'],
  ['teacher', 'profesor'],
  ['nurse', 'enfermero'],
  ['accountant', 'contador'],
  ['lawyer', 'abogado'],
  ['recruiter', 'reclutador'],
  ['administrator', 'administrador'],
  ['coordinator', 'coordinador'],
  ['assistant', 'asistente'],
];
