import { buildPhraseTable, findPhrases, tokenize } from './normalize';
import { HYBRID_WORDS, REMOTE_WORDS } from '../terms/modes';
import { PLACE_GROUPS } from '../terms/places';

type TPlace = { kind: 'city'; name: string; countries: string[] } | { kind: 'country'; code: string } | { kind: 'region'; countries: string[] | null };

/**
 * Places a text names: city names (folded), countries (ISO codes, including those of the cities), a
 * region's countries (`null` for none, `[]` for anywhere), and how many of the text's words name places.
 */
export type TPlaces = { cities: string[]; countries: string[]; region: string[] | null; placeWords: number };

const wordsOf = (text: string) => tokenize(text).words;

function placeEntries(): [string[], TPlace][] {
  const entries = new Map<string, TPlace>();
  for (const { kind, key, spellings } of PLACE_GROUPS) {
    if (kind === 'city') continue;
    const place: TPlace = kind === 'country' ? { kind, code: key } : { kind, countries: key === 'world' ? [] : key.split(' ') };
    for (const spelling of spellings) entries.set(wordsOf(spelling).join(' '), place);
  }
  for (const { kind, key, spellings } of PLACE_GROUPS) {
    if (kind !== 'city') continue;
    const name = wordsOf(spellings[0] ?? '').join(' ');
    for (const spelling of spellings) {
      const phrase = wordsOf(spelling).join(' ');
      const known = entries.get(phrase);
      // The same city name in two countries is one entry with both: the text's country decides later.
      if (known?.kind === 'city') known.countries.push(key);
      else entries.set(phrase, { kind: 'city', name, countries: [key] });
    }
  }
  return [...entries].map(([phrase, place]) => [phrase.split(' '), place]);
}

const PLACE_ENTRIES = placeEntries();
const PLACE_TABLE = buildPhraseTable(PLACE_ENTRIES);
const CITY_COUNTRIES = new Map(PLACE_ENTRIES.flatMap(([, place]) => (place.kind === 'city' ? [[place.name, place.countries] as const] : [])));

/** The countries a city name may be in ("valencia" → Spain, Venezuela); [] for a name the gazetteer does not know. */
export function cityCountries(name: string): readonly string[] {
  return CITY_COUNTRIES.get(name) ?? [];
}

/** Cities, countries and regions named in a text ("Córdoba, Argentina" is the Argentine Córdoba). */
export function findPlaces(words: readonly string[]): TPlaces {
  const found = findPhrases(PLACE_TABLE, words);
  const hits = found.map((hit) => hit.value);
  const stated = new Set(hits.flatMap((place) => (place.kind === 'country' ? [place.code] : [])));
  const regions = hits.flatMap((place) => (place.kind === 'region' ? [place.countries ?? []] : []));
  const cities: string[] = [];
  const countries = new Set(stated);
  for (const place of hits) {
    if (place.kind !== 'city') continue;
    cities.push(place.name);
    const inStated = place.countries.filter((code) => stated.has(code));
    for (const code of inStated.length ? inStated : place.countries) countries.add(code);
  }
  const isWorld = regions.some((region) => region.length === 0);
  const placeWords = found.reduce((sum, hit) => sum + hit.end - hit.start, 0);
  return { cities: [...new Set(cities)], countries: [...countries], region: regions.length ? (isWorld ? [] : [...new Set(regions.flat())]) : null, placeWords };
}

/**
 * The regions a sequence of folded words names ("europe", "latin america", "union europea"), each
 * with its countries and the words it spans; "anywhere" is not among them.
 */
export function regionsIn(words: readonly string[]): { countries: string[]; start: number; end: number }[] {
  return findPhrases(PLACE_TABLE, words).flatMap(({ value, start, end }) =>
    value.kind === 'region' && value.countries?.length ? [{ countries: value.countries, start, end }] : [],
  );
}

const REMOTE = new Set(REMOTE_WORDS);
const REMOTE_PHRASES = /\b(work(ing)? from home|desde casa|home office|a distancia)\b/;
const HYBRID = new Set(HYBRID_WORDS);

/** Whether a text mentions remote work at all ("remoto o híbrido" does). */
export function mentionsRemote(words: readonly string[]): boolean {
  return words.some((word) => REMOTE.has(word)) || REMOTE_PHRASES.test(words.join(' '));
}

/** How a short text (a location, a title) says the work is done: hybrid wins over remote ("Remote / Hybrid" is hybrid), or it does not say. */
export function workMode(words: readonly string[]): 'remote' | 'hybrid' | null {
  if (words.some((word) => HYBRID.has(word))) return 'hybrid';
  if (mentionsRemote(words)) return 'remote';
  return null;
}

// In a description "remote" is often a detail ("2 days remote"); only these phrases make a whole posting remote.
const FULLY_REMOTE =
  /\b(fully remote|100 remote|100 remoto|remote first|totalmente remoto|completamente remoto|trabajo remoto|en remoto|remote position|remote role|remote job|work from anywhere|teletrabajo 100|100 teletrabajo)\b/;
const HYBRID_TEXT = /\b(hybrid|hibrido|hibrida|semipresencial)\b/;

/** How a posting's description says the work is done, read conservatively. */
export function descriptionWorkMode(words: readonly string[]): 'remote' | 'hybrid' | null {
  const text = words.join(' ');
  if (HYBRID_TEXT.test(text)) return 'hybrid';
  return FULLY_REMOTE.test(text) ? 'remote' : null;
}
