import { preferenceFilter as jobPreferenceFilter } from '../jobs/lists';
import { shownOrder } from './asked';
import { areNeighbours } from './families';
import type { TIndexedJob } from './types';
import { tokenize } from './normalize';
import { mentionsRemote } from './places';
import { prepare, type TReader } from './reader';
import { isInPersonsCity, scoreAll } from './score';
import type { TJobIndex, TMatchReason, TRankedJob, TRankOptions, TResumeProfile, TWhereCode } from './types';
import { SKILLS } from './vocabulary';

const MATCHED_SHOWN = 8;
const MISSING_SHOWN = 5;

type TPreferenceFilter = ((entry: TIndexedJob) => boolean) | null;

/**
 * docs/product-rules.md §5 preference rule, the same one the job lists apply (case, accents and the English or
 * Spanish name of a place or field aside): an empty list filters nothing; excluded companies and
 * titles never match.
 */
function preferenceFilter(options: TRankOptions): TPreferenceFilter {
  const preferences = options.preferences;
  const lists = {
    locations: preferences?.locations ?? [],
    fields: preferences?.fields ?? [],
    excluded_companies: preferences?.excluded_companies ?? [],
    excluded_titles: preferences?.excluded_titles ?? [],
  };
  if (!lists.locations.length && !lists.fields.length && !lists.excluded_companies.length && !lists.excluded_titles.length) return null;
  const matches = jobPreferenceFilter(lists);
  return (entry) => matches(entry.job);
}

/**
 * Ranks indexed postings for a resume profile: preferences filter first, then the recruiter's hard
 * noes (language, unrelated field, seniority), then a 0–100 score. Best first; equal scores newest
 * first (a missing date counts as 0), then by URL, so the order never depends on the input's.
 */
export function rank(profile: TResumeProfile, index: TJobIndex, options: TRankOptions = {}): TRankedJob[] {
  const locations = options.preferences?.locations ?? [];
  // Places set in /job-preferences win over those the resume states; a remote entry there sets the mode too.
  const reader = prepare(profile, index, { hasPlaces: locations.length > 0, hasModes: locations.some((place) => mentionsRemote(tokenize(place).words)) });
  const limit = options.limit !== undefined ? Math.max(0, options.limit) : Number.POSITIVE_INFINITY;
  // Only the postings that can be among the best `limit` are scored (score.ts): the same first `limit` as scoring all.
  const sorted = scoreAll(reader, index, preferenceFilter(options), limit).keys;
  const n = index.ordered.length;
  const count = Math.min(sorted.length, limit);
  const results: TRankedJob[] = new Array(count);
  for (let k = 0; k < count; k += 1) {
    const key = sorted[k]!;
    results[k] = explain(reader, index.ordered[key % n]!, 100 - Math.floor(key / n));
  }
  return results;
}

function explain(reader: TReader, entry: TIndexedJob, score: number): TRankedJob {
  // Skills as the posting asks for them, most first (title, requirements, nice-to-haves); its own
  // company, field and place are no skill (docs/product-rules.md §4.10). Canonical names: the
  // interface names them in its language when it shows them (labelMatch).
  const matched: string[] = [];
  const missing: string[] = [];
  const shown = (entry.shown ??= shownOrder(entry));
  for (let k = 0; k < shown.length; k += 1) {
    const id = shown[k]!;
    if (entry.ownNames.includes(id)) continue;
    if (reader.has[id]! > 0) matched.push(SKILLS[id]!.name);
    else if (missing.length < MISSING_SHOWN && SKILLS[id]!.weight >= 1) missing.push(SKILLS[id]!.name);
  }
  return { job: entry.job, score, matched_skills: matched.slice(0, MATCHED_SHOWN), missing_skills: missing, reason: reasonFor(reader, entry, matched) };
}

/**
 * One line on why, as ids a message renders: what fits (the posting's own first-asked skills that the
 * person has, the field) and where it is against where and how the person wants to work.
 */
function reasonFor(reader: TReader, entry: TIndexedJob, matched: string[]): TMatchReason {
  const family = entry.family;
  const isOwnField = family !== null && reader.families.has(family);
  const where = { code: whereCode(reader, entry), place: entry.job.location ?? '' };
  const skills = matched.slice(0, 3);
  const count = matched.length;
  if (count >= 2 && isOwnField) return { code: 'skillsAndRole', values: { count, role: family }, skills, where };
  if (count >= 2) return { code: 'skills', values: { count }, skills, where };
  if (isOwnField && count === 1) return { code: 'roleOneSkill', values: { role: family }, skills, where };
  if (isOwnField) return { code: 'role', values: { role: family }, where };
  if (count === 1) return { code: 'oneSkill', skills, where };
  if (family && reader.family && areNeighbours(reader.family, family)) return { code: 'relatedRole', values: { role: family }, where };
  return { code: 'recent', where };
}

/** How the posting's place and mode fit what the person wants (docs/product-rules.md §4.10), as a `matching.where` key. */
function whereCode(reader: TReader, entry: TIndexedJob): TWhereCode {
  if (entry.mode === 'remote') {
    const openTo = entry.region ?? entry.countries;
    const isAbroad = reader.countries.size > 0 && openTo.length > 0 && !openTo.some((code) => reader.countries.has(code) || reader.relocationCountries.has(code));
    return isAbroad ? 'remoteAbroad' : reader.isRemoteWanted ? 'remoteWanted' : 'remote';
  }
  const isHybrid = entry.mode === 'hybrid';
  if (entry.cities.some((city) => reader.rules.relocationCities.has(city)) || entry.countries.some((code) => reader.relocationCountries.has(code))) return 'movingTo';
  if (isInPersonsCity(reader, entry)) return isHybrid ? 'homeHybrid' : 'home';
  if (!reader.isPlaced || entry.countries.length === 0) return isHybrid ? 'hybrid' : 'onsite';
  if (entry.countries.some((code) => reader.countries.has(code))) return 'country';
  return reader.canRelocate ? 'relocate' : 'away';
}
