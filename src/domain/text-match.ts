import { createBoundedCache } from './bounded-cache';
import type { TLocale } from './locale';
import { fold } from './fold';
import { FIELD_TERMS, type TTerm } from './terms/fields';
import { PLACE_TERMS } from './terms/named';

/**
 * Text matching for two languages. Both sides of every comparison are normalised the same way:
 * folded (lower case, no accents, single spaces), then each known place or field named in English
 * or Spanish is replaced by one canonical spelling, so "Remoto (España)" and "Remote (Spain)" both
 * read "remote (spain)". A needle matches when it is a substring of the haystack in either form:
 * the folded form keeps partial words ("remot", "analit") matching, the canonical one bridges the
 * languages. Matching stays literal text, never a pattern.
 */

type TSpelling = { term: TTerm; canonical: string };

const spellingsOf = (term: TTerm) => [term.en, term.es, ...(term.also ?? [])];

function spellingTable(terms: readonly TTerm[]): Map<string, TSpelling> {
  const table = new Map<string, TSpelling>();
  for (const term of terms) {
    const canonical = term.key ?? foldText(term.en);
    // The first term to claim a spelling keeps it: full names come before their abbreviations.
    for (const spelling of spellingsOf(term)) if (!table.has(foldText(spelling))) table.set(foldText(spelling), { term, canonical });
  }
  return table;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One alternation, longest spelling first, so "ciudad de mexico" wins over "mexico" at the same place. */
function spellingPattern(table: Map<string, TSpelling>): RegExp {
  const spellings = [...table.keys()].sort((a, b) => b.length - a.length || a.localeCompare(b));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${spellings.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
}

/** Lower case without accents and with single spaces: "  Analítica  de Datos" → "analitica de datos". */
export function foldText(text: string): string {
  return fold(text).replace(/\s+/g, ' ').trim();
}

const ALL_TERMS = [...PLACE_TERMS, ...FIELD_TERMS];
const SPELLINGS = spellingTable(ALL_TERMS);
const PATTERN = spellingPattern(SPELLINGS);

type TForms = { folded: string; canonical: string };
// Locations, fields, companies and titles repeat across thousands of jobs: each is normalised once.
// Bounded, as the input is open-ended.
const FORMS = createBoundedCache<string, TForms>({ maxEntries: 50_000, isReadAUse: false });

function formsOf(text: string): TForms {
  const known = FORMS.get(text);
  if (known) return known;
  const folded = foldText(text);
  const forms = { folded, canonical: folded.replace(PATTERN, (spelling) => SPELLINGS.get(spelling)?.canonical ?? spelling) };
  FORMS.set(text, forms);
  return forms;
}

/** The normalised form every comparison uses: folded, with known places and fields in one canonical spelling. */
export function normalizeText(text: string): string {
  return formsOf(text).canonical;
}

/**
 * A predicate true for a text that contains any of `needles` (case-, accent- and language-
 * insensitive substrings). The needles are normalised once, for filtering long lists.
 */
export function containsAny(needles: readonly string[]): (text: string | null | undefined) => boolean {
  const prepared = needles.map(formsOf);
  return (text) => {
    const forms = formsOf(text ?? '');
    return prepared.some((needle) => forms.folded.includes(needle.folded) || forms.canonical.includes(needle.canonical));
  };
}

/** Whether `text` contains `needle` as `containsAny` reads it. */
export function containsText(text: string | null | undefined, needle: string): boolean {
  return containsAny([needle])(text);
}

/** Whether two texts name the same thing once normalised ("Remoto" and "remote"). */
export function sameText(a: string, b: string): boolean {
  return normalizeText(a) === normalizeText(b);
}

const labelOf = (term: TTerm, locale: TLocale) => (locale === 'es' ? term.es : term.en);
const FIELD_SPELLINGS = spellingTable(FIELD_TERMS);

/** A field (role type) in the interface language when it is a known one, else as it is. */
export function fieldLabel(field: string, locale: TLocale): string {
  const known = FIELD_SPELLINGS.get(foldText(field));
  return known ? labelOf(known.term, locale) : field;
}

const PLACE_SPELLINGS = spellingTable(PLACE_TERMS);
const PLACE_PATTERN = spellingPattern(PLACE_SPELLINGS);

/** Folds `text` character by character, remembering where each folded character came from. */
function foldWithOrigins(text: string): { folded: string; origins: number[] } {
  let folded = '';
  const origins: number[] = [];
  for (let i = 0; i < text.length;) {
    const char = String.fromCodePoint(text.codePointAt(i)!);
    for (const piece of fold(char)) {
      folded += piece;
      origins.push(i);
    }
    i += char.length;
  }
  origins.push(text.length);
  return { folded, origins };
}

/**
 * A location in the interface language: each known place in it is named the interface's way
 * ("Ciudad de México, México" → "Mexico City, Mexico"), the rest kept as written ("Austin, TX").
 */
export function placeLabel(location: string, locale: TLocale): string {
  const { folded, origins } = foldWithOrigins(location);
  let out = '';
  let from = 0;
  for (const match of folded.matchAll(PLACE_PATTERN)) {
    const start = origins[match.index]!;
    const end = origins[match.index + match[0].length]!;
    const term = PLACE_SPELLINGS.get(match[0])?.term;
    // Already the interface's way (accents included, whatever the case): kept as written.
    if (!term || location.slice(start, end).toLocaleLowerCase() === labelOf(term, locale).toLocaleLowerCase()) continue;
    out += location.slice(from, start) + labelOf(term, locale);
    from = end;
  }
  return out + location.slice(from);
}

/** The broad places (countries, regions, remote work) a location names, as their English labels. */
export function broadPlacesIn(location: string): string[] {
  const found = foldText(location).match(PLACE_PATTERN) ?? [];
  return found.flatMap((spelling) => {
    const term = PLACE_SPELLINGS.get(spelling)?.term;
    return term && term.kind !== 'city' ? [term.en] : [];
  });
}
