import { readIntent, type TIntentPlaces, type TLanguageLevel, type TResumeIntent, type TWorkMode } from './intent';
import { EUROPE, LATAM } from '../terms/places';
import { placeLabel } from '../text-match';
import { readLines } from './resume-lines';

/**
 * A place as the result screen names it: a city by its name in English (`name`) and in Spanish
 * (`es`, when it differs), a country or a region by code, named in the interface language.
 */
export type TRulePlace = { kind: 'city'; name: string; es?: string } | { kind: 'country'; code: string } | { kind: 'region'; code: 'europe' | 'latam' };

/**
 * One rule read from the resume, as the result screen shows it (docs/product-rules.md §4.10): a
 * message key under `resume.results.rules.*` and the values it names, never prose.
 */
export type TStatedRule =
  | { code: 'movingTo' | 'relocateTo' | 'onlyIn' | 'notIn' | 'timeZones'; places: TRulePlace[] }
  | { code: 'relocateAnywhere' | 'noRelocation' }
  | { code: 'modeOnly' | 'modesWanted' | 'modesExcluded'; modes: TWorkMode[] }
  | { code: 'language'; language: string; level: TLanguageLevel | null };

export const STATED_RULE_CODES = [
  'movingTo',
  'relocateTo',
  'relocateAnywhere',
  'noRelocation',
  'onlyIn',
  'notIn',
  'modeOnly',
  'modesWanted',
  'modesExcluded',
  'timeZones',
  'language',
] as const;

const REGIONS: ['europe' | 'latam', string[]][] = [
  ['europe', EUROPE.split(' ')],
  ['latam', LATAM.split(' ')],
];
const SMALL_WORDS = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'of', 'the', 'do', 'da']);

/** "ciudad de mexico" → "Ciudad de Mexico": the dictionary's folded name, capitalised as a place name. */
function cityName(folded: string): string {
  return folded
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** A city in both languages: the dictionary's own names where it has them ("Londres", "Ciudad de México"), else its folded name capitalised. */
function cityOf(folded: string): TRulePlace {
  const named = (locale: 'en' | 'es') => {
    const label = placeLabel(folded, locale);
    return label === folded ? cityName(folded) : label;
  };
  const [en, es] = [named('en'), named('es')];
  return { kind: 'city', name: en, ...(es !== en ? { es } : {}) };
}

/** Cities, then countries, a whole region's countries named as the region ("UK/EU" is the UK and Europe, not twenty countries). */
function placesOf(places: TIntentPlaces): TRulePlace[] {
  let countries = [...places.countries];
  const regions: TRulePlace[] = [];
  for (const [code, members] of REGIONS) {
    if (!members.every((member) => countries.includes(member))) continue;
    regions.push({ kind: 'region', code });
    countries = countries.filter((country) => !members.includes(country));
  }
  return [...places.cities.map((name): TRulePlace => cityOf(name)), ...countries.map((code): TRulePlace => ({ kind: 'country', code: code.toUpperCase() })), ...regions];
}

/** The rules an intent states, in the order a person reads them: where, how, when, in which languages. */
export function rulesOf(intent: TResumeIntent): TStatedRule[] {
  const rules: TStatedRule[] = [];
  const hasPlaces = (places: TIntentPlaces) => places.cities.length > 0 || places.countries.length > 0;
  if (hasPlaces(intent.relocateTo)) rules.push({ code: intent.isMoving ? 'movingTo' : 'relocateTo', places: placesOf(intent.relocateTo) });
  if (intent.canRelocate === true && !hasPlaces(intent.relocateTo)) rules.push({ code: 'relocateAnywhere' });
  if (intent.canRelocate === false) rules.push({ code: 'noRelocation' });
  if (hasPlaces(intent.onlyPlaces)) rules.push({ code: 'onlyIn', places: placesOf(intent.onlyPlaces) });
  if (hasPlaces(intent.excludedPlaces)) rules.push({ code: 'notIn', places: placesOf(intent.excludedPlaces) });
  const { wanted, excluded } = intent.modes;
  const isOnly = wanted.length === 1 && excluded.length === 2;
  if (isOnly) rules.push({ code: 'modeOnly', modes: wanted });
  else {
    if (wanted.length) rules.push({ code: 'modesWanted', modes: wanted });
    if (excluded.length) rules.push({ code: 'modesExcluded', modes: excluded });
  }
  if (intent.timeZones.length) rules.push({ code: 'timeZones', places: placesOf({ cities: [], countries: intent.timeZones }) });
  for (const { code, level } of intent.languages) rules.push({ code: 'language', language: code, level });
  return rules;
}

/** The rules a resume's text states about where and how the person wants to work. */
export function statedRules(text: string): TStatedRule[] {
  // PDF text breaks words at line ends ("trasla-\ndarme"): joined back, as the resume reader does.
  return rulesOf(readIntent(readLines(text.replace(/(\p{L})-\r?\n(\p{Ll})/gu, '$1$2'))));
}
