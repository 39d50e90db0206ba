/** Small text helpers of the dataset generator. */
import type { TLang, TLevel } from './attributes';
import type { TRandom } from './random';
import { SENIORITY_WORDS, SKILLS, SPECIALTIES } from './vocabulary';

/** "Desarrollador/a" → "Desarrolladora" (f) or "Desarrollador" (m); "Jefe/a" → "Jefa"; "Ingeniero/a" → "Ingeniera". */
export function inflect(text: string, gender: 'f' | 'm'): string {
  return text.replace(/(\p{L}+)\/a\b/gu, (_, word: string) => {
    if (gender === 'm') return word;
    return /[oe]$/.test(word) ? `${word.slice(0, -1)}a` : `${word}a`;
  });
}

/** Lowercase ASCII slug for e-mails and URLs. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** One surface form of a skill in a language (a synonym, an abbreviation or a product name). */
export function skillForm(rng: TRandom, skill: string, lang: TLang): string {
  const forms = SKILLS[skill];
  if (!forms) throw new Error(`Unknown skill ${skill}`);
  return rng.pick(forms[lang]);
}

/** "a, b and c" / "a, b y c". */
export function joinList(items: string[], lang: TLang): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'en' ? 'and' : 'y'} ${items[items.length - 1]}`;
}

/** A job title at a level, as postings or resumes in that language write it. */
export function composeTitle(rng: TRandom, specialty: string, level: TLevel, lang: TLang): string {
  const spec = SPECIALTIES[specialty];
  if (!spec) throw new Error(`Unknown specialty ${specialty}`);
  const own = spec.levelTitles?.[level]?.[lang];
  if (own?.length) return rng.pick(own);
  return rng.pick(SENIORITY_WORDS[level][lang]).replace('{t}', rng.pick(spec.titles[lang]));
}

/**
 * What PDF text extraction does to a resume: lines wrapped at the page width, now and then a word
 * split by a hyphen, a page footer in the middle. Texts are not tidy in real life.
 */
export function pdfNoise(rng: TRandom, text: string, lang: TLang, name: string): string {
  const width = rng.int(78, 104);
  const out: string[] = [];
  for (const line of text.split('\n')) {
    let rest = line;
    while (rest.length > width) {
      let cut = rest.lastIndexOf(' ', width);
      if (cut <= 0) cut = width;
      const nextWord = rest.slice(cut + 1).split(' ')[0] ?? '';
      // A long word at the break is sometimes hyphenated across lines.
      if (nextWord.length > 9 && /^\p{L}+$/u.test(nextWord) && rng.chance(0.12)) {
        const split = rng.int(4, nextWord.length - 4);
        out.push(`${rest.slice(0, cut)} ${nextWord.slice(0, split)}-`);
        rest = nextWord.slice(split) + rest.slice(cut + 1 + nextWord.length);
      } else {
        out.push(rest.slice(0, cut));
        rest = rest.slice(cut + 1);
      }
    }
    out.push(rest);
  }
  const page = lang === 'en' ? (n: number) => `Page ${n} of 2` : (n: number) => `Página ${n} de 2`;
  const isTwoPages = out.length > 30 && rng.chance(0.6);
  if (isTwoPages) {
    const at = rng.int(Math.floor(out.length * 0.45), Math.floor(out.length * 0.65));
    out.splice(at, 0, '', page(1), '\f', `${name} – CV`, '');
    out.push(page(2));
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}
