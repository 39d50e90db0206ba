/**
 * The grading rule of the labelled set (eval/match/README.md): a grade from 0 to 3 for one
 * (resume, job) pair, computed from the structured attributes only — never from the texts, never
 * from any ranker's output.
 */
import type { TGrade, TJobAttributes, TLang, TLanguageLevel, TRemoteRegion, TResumeAttributes, TTimeZone } from './attributes';
import { ADJACENT_FIELDS, CITIES, REMOTE_REGIONS } from './vocabulary';

/** B2 and above: the level at which a recruiter accepts a language as a working language. */
const WORKING_LEVELS: readonly TLanguageLevel[] = ['native', 'C2', 'C1', 'B2'];

export function speaks(resume: Pick<TResumeAttributes, 'languages'>, language: TLang): boolean {
  return resume.languages.some((l) => l.code === language && WORKING_LEVELS.includes(l.level));
}

export type TLocationFit = 'fit' | 'near' | 'no';

/** Remote regions whose working hours suit each time zone. */
const TIME_ZONE_REGIONS: Record<TTimeZone, TRemoteRegion[]> = { europe: ['global', 'spain', 'europe', 'uk'], americas: ['global', 'latam', 'us'] };

/**
 * Someone moving for good lives where they go; the city they leave is just another place.
 * fit: on-site/hybrid in a city the person lives in or would move to, or remote from a region
 * that admits their country (for anyone but those who said they prefer the office);
 * near: on-site/hybrid elsewhere in their country, or remote for someone who prefers the office;
 * no: another country, a remote region that excludes them or works in other time zones, an office
 * job for a remote-only person, a full-time office job for someone who wants hybrid or remote
 * work, a remote one for someone who wants none, a country they rule out,
 * another city for someone who works in their own city only.
 */
export function locationFit(resume: TResumeAttributes, job: TJobAttributes): TLocationFit {
  const lives = resume.movingTo ?? resume.city;
  const home = CITIES[lives];
  if (!home) throw new Error(`Unknown city ${lives}`);
  const excluded = resume.excludedCountries ?? [];
  if (job.mode === 'remote') {
    const region = job.remoteRegion ? REMOTE_REGIONS[job.remoteRegion] : null;
    if (!region?.countries.includes(home.country) || resume.remote === 'none') return 'no';
    if (resume.timeZone && job.remoteRegion && !TIME_ZONE_REGIONS[resume.timeZone].includes(job.remoteRegion)) return 'no';
    if (region.countries.every((country) => excluded.includes(country))) return 'no';
    return resume.remote === 'onsite' ? 'near' : 'fit';
  }
  if (resume.remote === 'only' || !job.city) return 'no';
  if (resume.remote === 'hybrid' && job.mode === 'onsite') return 'no';
  const country = CITIES[job.city]?.country;
  if (country && excluded.includes(country)) return 'no';
  if (job.city === lives || resume.relocation.includes(job.city)) return 'fit';
  if (resume.onlyCity) return 'no';
  return country === home.country ? 'near' : 'no';
}

/** Share of the job's required skills the person has. */
export function skillCoverage(resume: TResumeAttributes, job: TJobAttributes): number {
  if (!job.requiredSkills.length) return 1;
  return job.requiredSkills.filter((skill) => resume.skills.includes(skill)).length / job.requiredSkills.length;
}

const isAdjacent = (a: string, b: string) => ADJACENT_FIELDS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

/**
 * 3: same field, seniority within one level, location fits, at least half the required skills;
 * 2: same field, seniority within one level, location fits or is near, at least a quarter of them;
 * 1: same field otherwise (seniority at most two levels apart), or an adjacent field at a fitting
 *    level and place;
 * 0: anything else — another field, seniority three or more levels apart, a posting language the
 *    person does not work in, or a job without a company (it is never shown).
 */
export function grade(resume: TResumeAttributes, job: TJobAttributes): TGrade {
  if (!job.hasCompany || !speaks(resume, job.language)) return 0;
  const distance = Math.abs(resume.seniority - job.seniority);
  const location = locationFit(resume, job);
  if (job.field === resume.field) {
    if (distance >= 3) return 0;
    const coverage = skillCoverage(resume, job);
    if (distance <= 1 && location === 'fit' && coverage >= 0.5) return 3;
    if (distance <= 1 && location !== 'no' && coverage >= 0.25) return 2;
    return 1;
  }
  return isAdjacent(resume.field, job.field) && distance <= 1 && location !== 'no' ? 1 : 0;
}
