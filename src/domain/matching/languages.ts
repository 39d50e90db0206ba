import { stem } from './normalize';
import { ENGLISH_MARKERS, SPANISH_MARKERS } from './stop-words';

/** Names of languages in English and Spanish (folded) and their ISO 639-1 codes. */
const NAME_LIST: Record<string, string> = {
  english: 'en',
  ingles: 'en',
  spanish: 'es',
  espanol: 'es',
  castellano: 'es',
  french: 'fr',
  frances: 'fr',
  german: 'de',
  aleman: 'de',
  portuguese: 'pt',
  portugues: 'pt',
  italian: 'it',
  italiano: 'it',
  catalan: 'ca',
  basque: 'eu',
  euskera: 'eu',
  galician: 'gl',
  gallego: 'gl',
  chinese: 'zh',
  mandarin: 'zh',
  chino: 'zh',
  japanese: 'ja',
  japones: 'ja',
  arabic: 'ar',
  arabe: 'ar',
  russian: 'ru',
  ruso: 'ru',
  dutch: 'nl',
  holandes: 'nl',
  korean: 'ko',
  coreano: 'ko',
  polish: 'pl',
  polaco: 'pl',
};
// A Map, not the object: a word such as "constructor" must not find Object.prototype's.
const NAMES = new Map(Object.entries(NAME_LIST));

/** The ISO code of a job's `language` field ('es', 'ES', 'es-MX', 'Spanish', 'Español'); null when unknown. */
export function languageCode(value: string | null | undefined): string | null {
  if (!value) return null;
  const folded = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
  const named = NAMES.get(folded);
  if (named) return named;
  const code = folded.slice(0, 2);
  return /^[a-z]{2}$/.test(code) && (folded.length === 2 || /^[a-z]{2}[-_]/.test(folded)) ? code : null;
}

/** English or Spanish, whichever a text is written in, by counting words only one of them uses; `share` is the weaker language's share. */
export function detectLanguage(words: readonly string[]): { language: string | null; share: number } {
  let en = 0;
  let es = 0;
  for (const word of words) {
    if (ENGLISH_MARKERS.has(word)) en += 1;
    else if (SPANISH_MARKERS.has(word)) es += 1;
  }
  if (en + es < 2) return { language: null, share: 0 };
  return { language: en >= es ? 'en' : 'es', share: Math.min(en, es) / (en + es) };
}

// Spanish words that only a Spanish title uses: a posting titled "Desarrolladora Móvil" is in Spanish
// even when it has no description. English titles are common in Spanish postings, so there is no mirror list.
const SPANISH_TITLE_STEMS = new Set(
  'desarrollador ingenier analist disenador especialist ejecutiv tecnic enfermer profesor abogad contable coordinador asistente venta dato jefe cientific investigador representante soporte operacion caden suministr farmaceutic mecanic electric academic instruccional mercantil cumplimient persona seleccion responsable gerente cuenta contenid auxiliar camarer cocinero dependiente administrativ'.split(
    ' ',
  ),
);

/** Whether a title uses Spanish-only job words. */
export function hasSpanishTitleWords(words: readonly string[]): boolean {
  return words.some((word) => SPANISH_TITLE_STEMS.has(stem(word)));
}

// A clear "no" first ("limited working proficiency"), then a "yes", then the weaker "no" of a plain
// "intermediate" (which "upper intermediate" and "intermedio alto" override).
const NOT_SPOKEN = /\b(basic|basico|basica|elementary|elemental|beginner|principiante|a1|a2|notions|nociones|learning|aprendiendo|limited|bajo|low)\b/;
const SPOKEN =
  /\b(native|nativo|nativa|mother tongue|lengua materna|bilingual|bilingue|fluent|fluido|fluida|fluency|fluidez|advanced|avanzado|avanzada|proficient|proficiency|professional|profesional|c1|c2|b2|upper intermediate|alto|excellent|excelente|high|toefl|ielts|cambridge|first certificate|fce|cae|cpe|dele|full|working)\b/;
const INTERMEDIATE = /\b(b1|intermediate|intermedio|intermedia)\b/;

/** Whether words beside a language name say it is spoken well enough to work in (true), not (false), or nothing (null). */
export function judgeLevel(words: readonly string[]): boolean | null {
  const text = words.join(' ');
  if (NOT_SPOKEN.test(text)) return false;
  if (SPOKEN.test(text)) return true;
  if (INTERMEDIATE.test(text)) return false;
  return null;
}

/** Mentions of languages in a line of folded words, each with the words around it up to the next mention. */
export function languageMentions(words: readonly string[]): { code: string; after: string[]; before: string[] }[] {
  const at: number[] = [];
  for (let i = 0; i < words.length; i += 1) if (NAMES.has(words[i]!)) at.push(i);
  return at.map((index, k) => ({
    code: NAMES.get(words[index]!)!,
    after: words.slice(index + 1, Math.min(at[k + 1] ?? Infinity, index + 7)),
    before: words.slice(Math.max(k > 0 ? at[k - 1]! + 1 : 0, index - 4), index),
  }));
}

const OPTIONAL = /\b(plus|valorable|valorar|valora|valorara|deseable|nice|bonus|asset|preferred|preferable|preferably|ideally|idealmente|advantage|ventaja)\b/;
const REQUIRED =
  /\b(required|requerido|requerida|requisito|imprescindible|must|mandatory|obligatorio|necesario|necesaria|fluent|fluido|fluida|native|nativo|nativa|nivel|level|advanced|avanzado|c1|c2|b2|bilingual|bilingue|alto|proficiency|proficient|excellent|excelente|strong)\b/;

/** Languages a posting requires besides its own ("inglés avanzado imprescindible"); those it only values are left out. */
export function requiredLanguages(words: readonly string[], own: string | null): string[] {
  const required = new Set<string>();
  for (const mention of languageMentions(words)) {
    if (mention.code === own) continue;
    const around = [...mention.before, ...mention.after].join(' ');
    if (!OPTIONAL.test(around) && REQUIRED.test(around)) required.add(mention.code);
  }
  return [...required];
}
