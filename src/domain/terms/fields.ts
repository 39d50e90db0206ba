/**
 * Fields (role types) and job-title words whose English and Spanish names differ, as postings
 * write them and people type them. Search treats every spelling of a term as the same words; the
 * interface shows `en` or `es`. Names spelled alike in both languages need no entry: folding
 * accents already matches "Marketing" with "marketing".
 */

/** A name in both interface languages and its other spellings (places: ./named.ts). */
export type TTerm = {
  kind: 'country' | 'region' | 'city' | 'mode' | 'field';
  en: string;
  es: string;
  /** Other spellings that mean the same (abbreviations, the other gender, older names). */
  also?: readonly string[];
  /** The canonical spelling when it is not `en` folded: abbreviations share their full name's. */
  key?: string;
};

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
