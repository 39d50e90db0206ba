import { byNewest, preferenceScore, type TJob, type TJobPreferences } from './lists';
import { fold, stem, tokenize } from '../matching/normalize';
import { findPlaces, regionsIn } from '../matching/places';
import { TITLE_WORDS } from '../terms/fields';
import { containsAny, containsText, normalizeText } from '../text-match';

import type { TLatestInput } from './search-schema';
export { FILTER_TEXT_PATTERN, JOB_SORTS, readFilterText, type TJobSort } from './search-filters';
import type { TJobSort } from './search-filters';
export type { TLatestInput } from './search-schema';

/** Filters of the /jobs page: any of the locations, any of the fields, remote work only, and a search. */
export type TJobFilters = { search?: string; locations?: readonly string[]; fields?: readonly string[]; remote?: boolean };

/** The filters a latest-jobs input asks for, its one-value filters among the others. */
export function filtersOf(input: TLatestInput): TJobFilters {
  const withOne = (list: string[] | undefined, one: string | undefined) => [...(list ?? []), ...(one ? [one] : [])].filter(Boolean);
  return { search: input.search, locations: withOne(input.locations, input.location), fields: withOne(input.fields, input.field), remote: input.remote };
}

/** A job done away from an office: flagged remote, or its location says so in either language. */
export function isRemoteJob(job: Pick<TJob, 'remote' | 'location'>): boolean {
  return job.remote === true || containsText(job.location, 'remote');
}

/** A title word's key: folded and stemmed (both genders, plurals), the English form read as its Spanish one. */
const TITLE_KEYS = new Map(TITLE_WORDS.map(([en, es]) => [stem(fold(en)), stem(fold(es))]));
const wordKey = (word: string): string => {
  const stemmed = stem(word);
  return TITLE_KEYS.get(stemmed) ?? stemmed;
};
const wordsOf = (text: string): string[] => text.split(/[^\p{L}\p{N}+#]+/u).filter(Boolean);

/** What a search compares: the texts folded and in their canonical spelling, and their words' keys. */
type TSearchable = { texts: string[]; keys: Set<string> };
/** The parts of a job a search reads: all of them, or its title alone (best match puts title hits first). */
type TSearchPart = 'all' | 'title';

function searchableText(job: TJob, part: TSearchPart): TSearchable {
  const named = part === 'title' ? [job.title] : [job.title, job.company, job.location, job.role_type];
  const folded = fold([...named, part === 'title' ? null : job.description].filter(Boolean).join(' \n '));
  const canonical = normalizeText(named.filter(Boolean).join(' \n '));
  return { texts: [folded, canonical], keys: new Set([...wordsOf(folded), ...wordsOf(canonical)].map(wordKey)) };
}

// Kept per job object (a window's jobs are shared by the requests of a minute), each part worked out when first asked.
const searchables = new WeakMap<object, Partial<Record<TSearchPart, TSearchable>>>();
function searchableOf(job: TJob, part: TSearchPart): TSearchable {
  let known = searchables.get(job);
  if (!known) searchables.set(job, (known = {}));
  return (known[part] ??= searchableText(job, part));
}

// The countries a job's place is in (its city's, its country, the region it names), worked out once per job object.
const placeCountries = new WeakMap<object, Set<string>>();
function countriesOf(job: TJob): Set<string> {
  let known = placeCountries.get(job);
  if (!known) {
    const places = findPlaces(tokenize(normalizeText(job.location ?? '')).words);
    placeCountries.set(job, (known = new Set([...places.countries, ...(places.region ?? [])])));
  }
  return known;
}

/**
 * A search of several words: each word must be found somewhere in the job (title, company, place,
 * field or description), in any order; case, accents and language aside ("analitica" finds
 * "Analítica", "mexico" finds "Ciudad de México", "madrid" finds "Madrid, España"), and a title
 * word in either gender or language finds the others ("ingeniero" finds "Ingeniera", "designer"
 * finds "Diseñador"). Known places of several words count as one ("Mexico City", "Ciudad de México").
 * A region ("Europe", "Europa", "UE", "LATAM", "Latinoamérica") finds the jobs whose place is in it
 * ("europa" finds "Berlin, Germany" and "Remote (EMEA)"); a title is searched for the other words.
 */
export function searchMatcher(search: string, part: TSearchPart = 'all'): (job: TJob) => boolean {
  const words = wordsOf(normalizeText(search));
  const found = regionsIn(words);
  const regions = found.map(({ countries }) => countries);
  const inRegion = new Set(found.flatMap(({ start, end }) => words.slice(start, end)));
  const needles = words.filter((word) => !inRegion.has(word)).map((word) => ({ word, key: wordKey(word) }));
  // Nothing but symbols ("(", ".*"): found as typed, literally.
  if (!words.length) {
    const literal = fold(search.trim());
    return (job) => searchableOf(job, part).texts.some((text) => text.includes(literal));
  }
  return (job) => {
    const { texts, keys } = searchableOf(job, part);
    // A region is a place: read from the job's place, never from a description that mentions it.
    const hasRegions = part === 'title' || regions.every((countries) => countries.some((code) => countriesOf(job).has(code)));
    return hasRegions && needles.every(({ word, key }) => keys.has(key) || texts.some((text) => text.includes(word)));
  };
}

/**
 * The /jobs filters, each case-, accent- and language-insensitive: any of the locations, any of
 * the fields, remote only, and a search (`searchMatcher`).
 */
export function filterJobs<T extends TJob>(jobs: T[], filters: TJobFilters): T[] {
  const search = filters.search?.trim();
  const inLocation = filters.locations?.length ? containsAny(filters.locations) : null;
  const inField = filters.fields?.length ? containsAny(filters.fields) : null;
  const hasSearch = search ? searchMatcher(search) : null;
  return jobs.filter(
    (job) => (!inLocation || inLocation(job.location)) && (!inField || inField(job.role_type)) && (!filters.remote || isRemoteJob(job)) && (!hasSearch || hasSearch(job)),
  );
}

/**
 * Orders a filtered list. Best match puts a search found in the title first, then the preferred
 * fields, then the preferred locations (`preferenceScore`); newest first among equals, and for `newest`.
 */
export function sortJobs<T extends TJob>(jobs: T[], sort: TJobSort, context: { search?: string; preferences?: TJobPreferences | null }): T[] {
  if (sort === 'newest') return [...jobs].sort(byNewest);
  const search = context.search?.trim();
  const inTitle = search ? searchMatcher(search, 'title') : null;
  const score = (job: T) => (inTitle?.(job) ? 4 : 0) + (context.preferences ? preferenceScore(job, context.preferences) : 0);
  return jobs
    .map((job) => ({ job, score: score(job) }))
    .sort((a, b) => b.score - a.score || byNewest(a.job, b.job))
    .map(({ job }) => job);
}
