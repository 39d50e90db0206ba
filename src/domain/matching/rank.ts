import { preferenceFilter as jobPreferenceFilter } from '../jobs';
import { areNeighbours, familyLabel, type TLocale } from './families';
import type { TIndexedJob } from './index-jobs';
import { tokenize } from './normalize';
import { mentionsRemote } from './places';
import { prepare, type TReader } from './reader';
import { isInPersonsCity, scoreAll } from './score';
import type { TJobIndex, TMatchReason, TRankedJob, TRankOptions, TResumeProfile } from './types';
import { SKILLS, skillLabel } from './vocabulary';

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
  const sorted = scoreAll(reader, index, preferenceFilter(options));
  const n = index.ordered.length;
  const kept = sorted.length;
  const count = options.limit !== undefined ? Math.min(kept, Math.max(0, options.limit)) : kept;
  const locale: TLocale = options.locale ?? (profile.language === 'es' ? 'es' : 'en');
  const results: TRankedJob[] = new Array(count);
  for (let k = 0; k < count; k += 1) {
    const key = sorted[k]!;
    results[k] = explain(reader, index.ordered[key % n]!, 100 - Math.floor(key / n), locale);
  }
  return results;
}

function explain(reader: TReader, entry: TIndexedJob, score: number, locale: TLocale): TRankedJob {
  // Skills are stored heaviest first (rarer, and named in the title), so the first ones are what
  // this posting asks for most; its own company, field and place are no skill (docs/product-rules.md §4.10).
  const matched: string[] = [];
  const missing: string[] = [];
  for (let k = 0; k < entry.skills.length; k += 1) {
    const id = entry.skills[k]!;
    if (entry.ownNames.includes(id)) continue;
    if (reader.has[id]! > 0) matched.push(skillLabel(id, locale));
    else if (missing.length < MISSING_SHOWN && SKILLS[id]!.weight >= 1) missing.push(skillLabel(id, locale));
  }
  return { job: entry.job, score, matched_skills: matched.slice(0, MATCHED_SHOWN), missing_skills: missing, reason: reasonFor(reader, entry, matched, locale) };
}

/** One line on why: a message key under `matching.reasons` and its values, never prose. */
function reasonFor(reader: TReader, entry: TIndexedJob, matched: string[], locale: TLocale): TMatchReason {
  const role = entry.family ? familyLabel(entry.family, locale) : null;
  const isOwnField = entry.family !== null && reader.families.has(entry.family);
  const skills = matched.slice(0, 3).join(', ');
  const isWantedRemote = entry.mode === 'remote' && reader.isRemoteWanted;
  const isNear = isInPersonsCity(reader, entry);
  const place = entry.job.location ?? '';
  if (matched.length >= 2 && isOwnField && role) return { code: 'skillsAndRole', values: { count: matched.length, role, skills } };
  if (matched.length >= 2) return { code: 'skills', values: { count: matched.length, skills } };
  if (isOwnField && role && isWantedRemote) return { code: 'roleRemote', values: { role } };
  if (isOwnField && role && isNear) return { code: 'roleAndPlace', values: { role, place } };
  if (isOwnField && role) return { code: 'role', values: { role } };
  if (matched.length === 1) return { code: 'oneSkill', values: { skill: matched[0]! } };
  if (role && reader.family && entry.family && areNeighbours(reader.family, entry.family)) return { code: 'relatedRole', values: { role } };
  if (isNear) return { code: 'place', values: { place } };
  if (isWantedRemote) return { code: 'remote' };
  return { code: 'recent' };
}
