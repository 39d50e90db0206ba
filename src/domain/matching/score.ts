import { UNKNOWN_FAMILY_FIT, type TReader } from './reader';
import type { TIndexedJob, TJobGroup, TJobIndex, TPostings } from './types';

// Everything a ranking does per posting lives in this one module, in plain loops: a call into another
// module or a closure costs more here than the arithmetic itself.

// Shares of the score: what field, what skills, what level, where. Role and skills weigh most
// because a recruiter screens on them first; level and place can each sink a good match.
const WEIGHTS = { role: 0.3, skills: 0.3, seniority: 0.2, location: 0.2 } as const;
const LANGUAGE_PENALTY = 0.1;

/** How well a posting's family fits the person's; NaN when it must be left out (unrelated to families their own titles state). */
function familyFit(reader: TReader, job: TIndexedJob): number {
  return job.familyAt < 0 ? UNKNOWN_FAMILY_FIT : reader.familyFit[job.familyAt]!;
}

/** Weighted share of the posting's title words that the person's own titles use ("Backend Engineer" vs "Backend Developer" shares the qualifier). */
function titleOverlap(reader: TReader, job: TIndexedJob): number {
  const ids = job.titleTermIds;
  if (ids.length === 0) return 0;
  let shared = 0;
  let total = 0;
  for (let k = 0; k < ids.length; k += 1) {
    const weight = job.titleTermWeights[k]!;
    total += weight;
    if (reader.hasTerm[ids[k]!] === 1) shared += weight;
  }
  return shared / total;
}

/** Seniority fit; null for a recruiter's hard no: a senior or lead for a junior or intern post, a junior or intern for a senior or lead one. */
function seniorityFit(person: number | null, job: number | null): number | null {
  if (person === null) return 0.7;
  if (job === null) return person >= 1 && person <= 3 ? 0.75 : 0.55;
  if ((person >= 3 && job <= 1) || (person <= 1 && job >= 3)) return null;
  const gap = Math.abs(job - person);
  return gap === 0 ? 1 : gap === 1 ? 0.6 : 0.15;
}

/** Skill fit: the weighted share of the posting's skills the person has, and how much in all; a posting naming no skill gets a neutral 0.3. */
function skillFit(reader: TReader, job: TIndexedJob): number {
  const has = job.familyAt >= 0 && reader.isInField[job.familyAt] ? reader.has : reader.family ? reader.hasOutside : reader.has;
  let asked = 0;
  let matched = 0;
  for (let k = 0; k < job.skills.length; k += 1) {
    const weight = job.skillWeights[k]!;
    asked += weight;
    matched += weight * has[job.skills[k]!]!;
  }
  return skillShare(matched, asked);
}

/** Skill fit from the weight the posting asks for and the weight of it the person has; a posting naming no skill gets a neutral 0.3. */
function skillShare(matched: number, asked: number): number {
  if (asked === 0) return 0.3;
  return 0.65 * (matched / (asked + 1)) + 0.35 * Math.min(1, matched / 4);
}

/**
 * The highest skill fit a posting can reach, from its skills' weights: for a person with every skill it
 * asks for, or (`isMatched` false) for one with none of them (0, or the neutral 0.3 when it names none).
 */
export function skillFitBound(skillWeights: readonly number[], isMatched = true): number {
  let asked = 0;
  for (let k = 0; k < skillWeights.length; k += 1) asked += skillWeights[k]!;
  return skillShare(isMatched ? asked : 0, asked);
}

/** Whether the posting is in a language the person works in: false leaves it out. */
function speaksPostingLanguage(reader: TReader, job: TIndexedJob): boolean {
  return job.language === null || reader.languages.size === 0 || reader.languages.has(job.language);
}

/** How many languages the posting requires that the person does not list. */
function missingLanguages(reader: TReader, job: TIndexedJob): number {
  if (reader.languages.size === 0) return 0;
  let missing = 0;
  for (const code of job.requiredLanguages) if (!reader.languages.has(code)) missing += 1;
  return missing;
}

// Plain loops: these run for every posting of every ranking, and closures there cost more than the work.
function someIn(codes: readonly string[], set: ReadonlySet<string>): boolean {
  for (let k = 0; k < codes.length; k += 1) if (set.has(codes[k]!)) return true;
  return false;
}

function allIn(codes: readonly string[], set: ReadonlySet<string>): boolean {
  for (let k = 0; k < codes.length; k += 1) if (!set.has(codes[k]!)) return false;
  return codes.length > 0;
}

/**
 * docs/product-rules.md §4.10: whether what the person says about where and how they work rules the
 * posting out, however well the skills fit: an excluded mode or place, a place outside the only ones
 * they name, the home they are leaving, another country when they will not move, a remote posting
 * for other time zones.
 */
function isRuledOut(reader: TReader, job: TIndexedJob): boolean {
  const rules = reader.rules;
  if (job.mode === 'remote') {
    if (rules.isRemoteExcluded) return true;
    const openTo = job.region ?? job.countries;
    if (rules.timeZones.size && openTo.length && !someIn(openTo, rules.timeZones)) return true;
    // A remote contract for residents of the country the person is leaving, or one they rule out, is not for them.
    return allIn(openTo, rules.excludedCountries) || allIn(openTo, rules.leavesCountries);
  }
  if (job.mode === 'hybrid' ? rules.isHybridExcluded : rules.isOnsiteExcluded && job.hasLocation) return true;
  if (someIn(job.cities, rules.excludedCities) || allIn(job.countries, rules.excludedCountries)) return true;
  if (job.countries.length === 0) return false;
  const isTarget = someIn(job.cities, rules.relocationCities) || someIn(job.countries, reader.relocationCountries);
  if (isTarget) return false;
  if ((rules.onlyCities.size || rules.onlyCountries.size) && !someIn(job.cities, rules.onlyCities) && !someIn(job.countries, rules.onlyCountries)) return true;
  if (someIn(job.cities, rules.leavesCities) || someIn(job.countries, rules.leavesCountries)) return true;
  return rules.isStaying && reader.countries.size > 0 && !someIn(job.countries, reader.countries);
}

/** Whether the posting is in a city the person named, and not a namesake in another country. */
export function isInPersonsCity(reader: TReader, job: TIndexedJob): boolean {
  for (let k = 0; k < job.cities.length; k += 1) {
    const countries = reader.cities.get(job.cities[k]!);
    if (countries !== undefined && (countries.size === 0 || job.countries.length === 0 || someIn(job.countries, countries))) return true;
  }
  return false;
}

/** How well where the work happens fits where the person is and how they want to work. */
function locationFit(reader: TReader, job: TIndexedJob): number {
  if (job.mode === 'remote') {
    const openTo = job.region ?? job.countries;
    if (reader.countries.size && openTo.length && !someIn(openTo, reader.countries) && !someIn(openTo, reader.relocationCountries)) return 0.25;
    return reader.isRemoteWanted ? 1 : 0.8;
  }
  // Someone who works remotely only does not take an office job, even round the corner; a hybrid one, barely.
  // Where the person is going outranks where they are (docs/product-rules.md §4.10).
  if (reader.rules.relocationCities.size && isInPersonsCity(reader, job) && !someIn(job.cities, reader.rules.relocationCities)) return reader.isRemoteOnly ? 0.1 : 0.95;
  if (isInPersonsCity(reader, job)) {
    if (reader.isRemoteOnly) return job.mode === 'hybrid' ? 0.3 : 0.1;
    // Remote preferred costs an office a little, unless the person names its mode among those they want.
    if (!reader.isRemoteWanted || (job.mode === 'hybrid' ? reader.isHybridWanted : reader.isOnsiteWanted)) return 1;
    return job.mode === 'hybrid' ? 0.9 : 0.8;
  }
  if (!reader.isPlaced) return reader.isRemoteWanted ? 0.4 : 0.55;
  if (job.countries.length === 0) return job.hasLocation ? 0.4 : 0.5;
  if (someIn(job.countries, reader.relocationCountries)) return reader.isRemoteOnly ? 0.1 : 0.9;
  // Another city of their country is a move: less than half a fit for someone who has not offered it, less
  // still for someone who says they will not relocate. An office abroad, for someone who has not offered
  // to move at all, is no fit.
  if (someIn(job.countries, reader.countries)) return reader.isRemoteOnly ? 0.1 : reader.canRelocate ? 0.7 : reader.rules.isStaying ? 0.3 : 0.4;
  return reader.canRelocate ? 0.45 : reader.isRemoteOnly ? 0.05 : 0;
}

/** Scores one posting from 0 to 100, or -1 when a recruiter would not send it at all. */
function scoreJob(reader: TReader, entry: TIndexedJob): number {
  if (!speaksPostingLanguage(reader, entry)) return -1;
  const missing = missingLanguages(reader, entry);
  if (missing > 0 && reader.languagesStated) return -1;
  const family = familyFit(reader, entry);
  if (Number.isNaN(family) || isRuledOut(reader, entry)) return -1;
  const seniority = seniorityFit(reader.seniority, entry.seniority);
  if (seniority === null) return -1;
  const raw =
    WEIGHTS.role * (0.75 * family + 0.25 * titleOverlap(reader, entry)) +
    WEIGHTS.skills * skillFit(reader, entry) +
    WEIGHTS.seniority * seniority +
    WEIGHTS.location * locationFit(reader, entry) -
    (missing > 0 ? LANGUAGE_PENALTY : 0);
  return Math.round(Math.min(1, Math.max(0, raw)) * 100);
}

/**
 * The highest score any posting of the group could get from this reader (title words and skills all
 * shared, the best place its mode allows), or -1 when every posting of it is a hard no (an unrelated
 * field, a level apart, a language the person does not work in). With `isShared` false, the highest
 * for a posting that shares no title word and no skill with the person. A hair above the exact bound,
 * so that rounding never puts a posting above its group's bound.
 */
function groupBound(reader: TReader, group: TJobGroup, isShared: boolean): number {
  const family = group.familyAt < 0 ? UNKNOWN_FAMILY_FIT : reader.familyFit[group.familyAt]!;
  if (Number.isNaN(family)) return -1;
  if (group.language !== null && reader.languages.size > 0 && !reader.languages.has(group.language)) return -1;
  const seniority = seniorityFit(reader.seniority, group.seniority);
  if (seniority === null) return -1;
  const location = group.isRemote && !reader.isRemoteWanted ? 0.8 : 1;
  const role = 0.75 * family + (isShared ? 0.25 : 0);
  const skills = isShared ? group.skillBound : group.unmatchedSkillBound;
  const raw = WEIGHTS.role * role + WEIGHTS.skills * skills + WEIGHTS.seniority * seniority + WEIGHTS.location * location;
  return Math.round(Math.min(1, raw + 1e-9) * 100);
}

/** 1 at the position of each posting that shares a skill or a title word with the person (the index's postings lists). */
function sharedPostings(reader: TReader, index: TJobIndex): Uint8Array {
  const isShared = new Uint8Array(index.entries.length);
  const mark = (postings: TPostings, id: number) => {
    for (let p = postings.offsets[id]!; p < postings.offsets[id + 1]!; p += 1) isShared[postings.at[p]!] = 1;
  };
  for (let id = 0; id < reader.has.length; id += 1) if (reader.has[id]! > 0) mark(index.bySkill, id);
  for (let id = 0; id < reader.hasTerm.length; id += 1) if (reader.hasTerm[id] === 1) mark(index.byTerm, id);
  return isShared;
}

/** The lowest score among the best `limit` kept so far (`counts[s]` postings kept at score s); -1 while fewer are kept. */
function lowestOfBest(counts: Uint32Array, limit: number): number {
  let seen = 0;
  for (let score = 100; score >= 0; score -= 1) {
    seen += counts[score]!;
    if (seen >= limit) return score;
  }
  return -1;
}

/** What a ranking has scored so far: the keys kept, how many at each score, and the lowest score among the best `limit`. */
type TTally = { keys: Float64Array; counts: Uint32Array; kept: number; scored: number; lowest: number; limit: number; n: number };

function tally(reader: TReader, entry: TIndexedJob, isPreferred: ((entry: TIndexedJob) => boolean) | null, into: TTally): void {
  if (isPreferred && !isPreferred(entry)) return;
  into.scored += 1;
  const score = scoreJob(reader, entry);
  if (score < 0) return;
  into.keys[into.kept++] = (100 - score) * into.n + entry.order;
  into.counts[score]! += 1;
  // Only a posting above the lowest of the best can raise it.
  if (into.kept >= into.limit && (into.kept === into.limit || score > into.lowest)) into.lowest = lowestOfBest(into.counts, into.limit);
}

/**
 * Scores the indexed postings that pass `isPreferred` and the hard noes, as one number each,
 * (100 - score) * n + tie-break position, so that a plain numeric sort ranks them. With a `limit`, only
 * the postings that can be among the best `limit`: groups are scored from the highest bound down, and
 * once `limit` postings score at least a group's bound, that group and every group after it are left
 * unscored (a posting there could at best tie the last kept, and ties are broken by position, so a
 * group whose bound equals the last kept score is still scored). Within a group, the postings that
 * share no title word and no skill with the person (found from the index's postings lists) have a
 * lower bound of their own, and are left out the same way. When the groups still to score hold
 * more than a quarter of the postings, the rest are scored in the index's order instead, skipping
 * those whose group can no longer reach the best: reading postings in the order they were built is
 * about twice as fast as jumping from group to group. The first `limit` keys are those a full scoring
 * would give; `scored` counts the postings scored.
 */
export function scoreAll(
  reader: TReader,
  index: TJobIndex,
  isPreferred: ((entry: TIndexedJob) => boolean) | null,
  limit = Number.POSITIVE_INFINITY,
): { keys: Float64Array; scored: number } {
  const n = index.ordered.length;
  const into: TTally = { keys: new Float64Array(n), counts: new Uint32Array(101), kept: 0, scored: 0, lowest: -1, limit, n };
  const groups = index.groups;
  const bounds = new Int16Array(groups.length);
  // The bound of a group's postings that share no title word and no skill with the person: most of them, in a big index.
  const unshared = new Int16Array(groups.length);
  const order: number[] = [];
  for (let g = 0; g < groups.length; g += 1) {
    bounds[g] = groupBound(reader, groups[g]!, true);
    unshared[g] = groupBound(reader, groups[g]!, false);
    if (bounds[g]! >= 0) order.push(g);
  }
  const isShared = sharedPostings(reader, index);
  order.sort((a, b) => bounds[b]! - bounds[a]!);
  // after[j]: the postings of the groups order[j…].
  const after = new Float64Array(order.length + 1);
  for (let j = order.length - 1; j >= 0; j -= 1) after[j] = after[j + 1]! + groups[order[j]!]!.members.length;
  let end = order.length;
  for (let at = 0; at < order.length; at += 1) {
    const first = order[at]!;
    if (bounds[first]! < into.lowest) break;
    while (end > at && bounds[order[end - 1]!]! < into.lowest) end -= 1;
    if (after[at]! - after[end]! > n / 4) {
      const isLeft = new Uint8Array(groups.length);
      for (let j = at; j < end; j += 1) isLeft[order[j]!] = 1;
      const groupOf = index.groupOf;
      for (let k = 0; k < index.entries.length; k += 1) {
        const g = groupOf[k]!;
        if (isLeft[g] === 1 && bounds[g]! >= into.lowest && (isShared[k] === 1 || unshared[g]! >= into.lowest)) tally(reader, index.entries[k]!, isPreferred, into);
      }
      break;
    }
    const members = groups[first]!.members;
    for (let k = 0; k < members.length; k += 1) {
      const at = members[k]!;
      if (isShared[at] === 1 || unshared[first]! >= into.lowest) tally(reader, index.entries[at]!, isPreferred, into);
    }
  }
  return { keys: into.keys.subarray(0, into.kept).sort(), scored: into.scored };
}
