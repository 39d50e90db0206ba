import { hasCompany, type TJob, type TListedJob } from '../jobs/lists';
import { familyIndex, isFamily, type TFamily } from './families';
import { detectLanguage, hasSpanishTitleWords, languageCode, requiredLanguages } from './languages';
import { fold, stem, tokenize, type TTokens } from './normalize';
import { descriptionWorkMode, findPlaces, workMode } from './places';
import type { TRoleKind } from './role-terms';
import { ROLE_TABLE, roleTerms, titleFamily } from './roles';
import { levelFromYears, statedYears, titleSeniority } from './seniority';
import { skillFitBound } from './score';
import type { TIndexedJob, TJobGroup, TJobIndex, TPostings } from './types';
import { findSkills, sectorOnlySkills, SKILLS, skillFamily } from './vocabulary';

/** What the ranker needs of one posting, computed once when the index is built. */

const TERM_WEIGHT: Record<TRoleKind, number> = { phrase: 1, mod: 1, head: 0.6, neutral: 0.3 };

/** The family of a posting: its title first, then its field (role_type), then the skills it asks for when one family clearly dominates. */
function jobFamily(title: TTokens, roleType: TTokens, skills: number[]): TFamily | null {
  const fromTitle = titleFamily(roleTerms(title)) ?? titleFamily(roleTerms(roleType));
  if (fromTitle) return fromTitle;
  const votes = new Map<TFamily, number>();
  for (const id of skills) {
    const family = skillFamily(id);
    if (isFamily(family)) votes.set(family, (votes.get(family) ?? 0) + SKILLS[id]!.weight);
  }
  const [first, second] = [...votes].sort((a, b) => b[1] - a[1]);
  return first && first[1] >= 3 && first[1] >= 2 * (second?.[1] ?? 0) ? first[0] : null;
}

/** The seniority a posting asks for: its title, else the years of experience it requires, else its opening words. */
function jobSeniority(title: TTokens, descriptionText: string): number | null {
  const fromTitle = titleSeniority(title.words);
  if (fromTitle !== null) return fromTitle;
  const years = statedYears(descriptionText);
  if (years.length) return levelFromYears(Math.min(...years));
  // Only a sentence that hires ("we are looking for a Senior Backend Engineer", "buscamos un desarrollador
  // junior"), and only a level next to a role word: "you will mentor junior engineers" says nothing of this post.
  const hiring = descriptionText.split(/[.!?\n]\s/).find((sentence) => HIRING.test(sentence));
  if (!hiring) return null;
  const words = tokenize(hiring).words;
  const levels = words.flatMap((_, i) => (isBesideRole(words, i) ? [titleSeniority(words.slice(i, i + 2))] : [])).filter((level) => level !== null);
  return levels.length ? Math.max(...levels) : null;
}

const HIRING = /\b(hiring|looking for|seeking|searching for|join us as|buscamos|busca|buscando|seleccionamos|selecciona|precisamos|necesitamos|incorporar)\b/;

/** Whether a title word stands within two words of position i. */
function isBesideRole(words: readonly string[], i: number): boolean {
  return [words[i - 2], words[i - 1], words[i + 1], words[i + 2]].some((word) => word !== undefined && ROLE_TABLE.byFirst.has(stem(word)));
}

/** The number of a title word in the index, numbering it on first sight. */
function numberOf(termIds: Map<string, number>, id: string): number {
  const known = termIds.get(id);
  if (known !== undefined) return known;
  termIds.set(id, termIds.size);
  return termIds.size - 1;
}

/** Reads one listed posting the way `rank` needs it; skill weights are filled in once the whole index is read. */
function readJob(job: TListedJob, termIds: Map<string, number>): { entry: TIndexedJob; titleSkills: Set<number> } {
  const title = tokenize(job.title ?? '');
  const roleType = tokenize(job.role_type ?? '');
  const description = tokenize(job.description ?? '');
  const location = tokenize(job.location ?? '');
  const titleSkills = new Set(findSkills(title));
  const skills = [...new Set([...titleSkills, ...findSkills(description)])];
  const language = languageCode(job.language) ?? detectLanguage([...title.words, ...description.words]).language ?? (hasSpanishTitleWords(title.words) ? 'es' : null);
  const stated = workMode(location.words) ?? workMode(title.words) ?? descriptionWorkMode(description.words);
  const places = findPlaces(location.words);
  const terms = roleTerms(title).filter((term, i, all) => all.findIndex((other) => other.id === term.id) === i);
  const family = jobFamily(title, roleType, skills);
  const entry: TIndexedJob = {
    job,
    date: job.creation_date ?? 0,
    order: 0,
    family,
    familyAt: family ? familyIndex(family) : -1,
    titleTermIds: terms.map((term) => numberOf(termIds, term.id)),
    titleTermWeights: terms.map((term) => TERM_WEIGHT[term.kind]),
    seniority: jobSeniority(title, fold(job.description ?? '')),
    language,
    requiredLanguages: requiredLanguages(description.words, language),
    skills,
    skillWeights: [],
    shown: null,
    ownNames: [...new Set([...findSkills(tokenize(job.company ?? '')), ...findSkills(roleType), ...findSkills(location), ...sectorOnlySkills(title, description)])],
    mode: job.remote === true ? 'remote' : job.remote === false && stated === 'remote' ? null : stated,
    cities: places.cities,
    countries: places.countries,
    region: places.region,
    hasLocation: location.words.length > 0,
  };
  return { entry, titleSkills };
}

/** Indexes postings once: jobs without a company are dropped (docs/product-rules.md §5); each skill's weight is its specificity times its rarity here. */
export function indexJobs(jobs: TJob[]): TJobIndex {
  const steps = indexingSteps(jobs, Number.POSITIVE_INFINITY);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * `indexJobs` in steps: it pauses after reading each `perStep` postings, so a thread that builds an
 * index can answer other work between steps (server/platform/job-indexes). The same index, whatever the steps.
 */
export function* indexingSteps(jobs: readonly TJob[], perStep: number): Generator<void, TJobIndex, void> {
  const termIds = new Map<string, number>();
  const listed = jobs.filter(hasCompany);
  const read: Array<ReturnType<typeof readJob>> = [];
  for (const job of listed) {
    read.push(readJob(job, termIds));
    if (read.length % perStep === 0 && read.length < listed.length) yield;
  }
  const counts = new Float64Array(SKILLS.length);
  for (const { entry } of read) for (const id of entry.skills) counts[id]! += 1;
  const n = read.length;
  // A skill every posting names tells little; one few name tells a lot (bounded: 1× to 2× its base weight).
  const rarity = SKILLS.map((skill, id) => skill.weight * (1 + Math.log((n + 1) / (counts[id]! + 1)) / Math.log(n + 2)));
  // Filled in place: every entry keeps the one object shape the scoring loop is compiled for.
  const entries = read.map(({ entry, titleSkills }) => {
    // A skill the title names weighs 1.5×. (Halving a nice-to-have's weight moved the labelled set's figures by noise, up in English, down in Spanish: not done.)
    const weightOf = (id: number) => rarity[id]! * (titleSkills.has(id) ? 1.5 : 1);
    const weighted = entry.skills.map((id, k) => ({ id, k, weight: weightOf(id) })).sort((a, b) => b.weight - a.weight || a.k - b.k);
    entry.skills = weighted.map((skill) => skill.id);
    entry.skillWeights = weighted.map((skill) => skill.weight);
    return entry;
  });
  const ordered = [...entries].sort((a, b) => b.date - a.date || (a.job.job_url < b.job.job_url ? -1 : a.job.job_url > b.job.job_url ? 1 : 0));
  ordered.forEach((entry, order) => {
    entry.order = order;
  });
  const groups = groupEntries(entries);
  const groupOf = new Uint32Array(n);
  groups.forEach((group, g) => group.members.forEach((at) => (groupOf[at] = g)));
  const bySkill = postingsOf(entries, SKILLS.length, (entry) => entry.skills);
  const byTerm = postingsOf(entries, termIds.size, (entry) => entry.titleTermIds);
  return { size: n, jobs: entries.map((entry) => entry.job), entries, ordered, termIds, groups, groupOf, bySkill, byTerm };
}

/** For each skill (or title word) id, the positions in `entries` of the postings that name it. */
function postingsOf(entries: readonly TIndexedJob[], ids: number, idsOf: (entry: TIndexedJob) => readonly number[]): TPostings {
  const offsets = new Uint32Array(ids + 1);
  for (const entry of entries) for (const id of idsOf(entry)) offsets[id + 1]! += 1;
  for (let id = 0; id < ids; id += 1) offsets[id + 1]! += offsets[id]!;
  const at = new Uint32Array(offsets[ids]!);
  const next = offsets.slice(0, ids);
  entries.forEach((entry, position) => {
    for (const id of idsOf(entry)) at[next[id]!++] = position;
  });
  return { offsets, at };
}

/** Sorts entries into the groups a ranking bounds once each (score.ts): same family, level, language and mode. */
function groupEntries(entries: readonly TIndexedJob[]): TJobGroup[] {
  const byKey = new Map<string, { group: TJobGroup; members: number[] }>();
  entries.forEach((entry, at) => {
    const isRemote = entry.mode === 'remote';
    const key = `${entry.familyAt}|${entry.seniority}|${entry.language}|${isRemote}`;
    let found = byKey.get(key);
    if (!found) {
      found = {
        group: { familyAt: entry.familyAt, seniority: entry.seniority, language: entry.language, isRemote, skillBound: 0, unmatchedSkillBound: 0, members: new Uint32Array(0) },
        members: [],
      };
      byKey.set(key, found);
    }
    found.members.push(at);
    found.group.skillBound = Math.max(found.group.skillBound, skillFitBound(entry.skillWeights));
    found.group.unmatchedSkillBound = Math.max(found.group.unmatchedSkillBound, skillFitBound(entry.skillWeights, false));
  });
  return [...byKey.values()].map(({ group, members }) => ({ ...group, members: Uint32Array.from(members) }));
}
