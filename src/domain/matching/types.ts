import type { TExclusions, TJob, TListedJob, TSearchPreferences } from '../jobs/lists';
import type { TFamily } from './families';
import type { TResumeIntent } from './intent';

/** How a posting's place and mode fit where and how the person wants to work: a message key under `matching.where`. */
export const WHERE_CODES = ['remoteWanted', 'remote', 'remoteAbroad', 'movingTo', 'home', 'homeHybrid', 'country', 'relocate', 'away', 'onsite', 'hybrid'] as const;
export type TWhereCode = (typeof WHERE_CODES)[number];

/**
 * Why a job was ranked where it was, as ids rendered when shown, in the interface language: a message
 * key under `matching.reasons` with its values (`role` a family id), the skills it names (canonical
 * names) and where the job is (`place` the posting's location, `code` a key under `matching.where`).
 */
export type TMatchReason = { code: string; values?: Record<string, string | number>; skills?: string[]; where?: { code: string; place: string } };

/** One ranked job: a score from 0 to 100, the resume's skills the posting asks for and those it asks for that the resume lacks (canonical skill names, most asked first), and why. */
export type TMatchExplanation = { score: number; matched_skills: string[]; missing_skills: string[]; reason: TMatchReason; labels?: TMatchLabels };

/** The names a match's explanation shows, in one interface language: its skills, and the field and place its reason names. */
export type TMatchNames = { matched: string[]; missing: string[]; reasonSkills: string[]; role?: string; place?: string };
/** A match's names in both interface languages, added as it leaves the server (domain/matching/labels.ts). */
export type TMatchLabels = { en: TMatchNames; es: TMatchNames };
export type TRankedJob = TMatchExplanation & { job: TListedJob };

/** What the ranker reads in a resume (a recruiter's reading): built once per resume, plain JSON. */
export type TResumeProfile = {
  /** Canonical skill names (e.g. 'JavaScript', 'Kubernetes', 'Machine learning'). */
  skills: string[];
  /** The role family the person works in, e.g. 'software', 'data', 'design', 'sales'; null when unclear. */
  roleFamily: string | null;
  /**
   * Families the person's own job titles put them in, `roleFamily` first. When not empty, postings
   * of unrelated families are left out; a family guessed from skills alone never excludes anything.
   */
  families?: string[];
  /** Title words of the headline and latest title ('frontend', 'developer'…), to prefer the same role within a family. */
  titleTerms?: string[];
  /** 0 intern/junior … 4 lead/principal; null when the resume does not say. */
  seniority: number | null;
  yearsOfExperience?: number | null;
  /** The language the resume is written in, 'en' or 'es'; labels default to it. */
  language?: string | null;
  /** Working languages, ISO 639-1 ('en', 'es', ...). */
  languages: string[];
  /** Whether the resume lists its languages (then a posting requiring another one is left out, else only ranked lower). */
  languagesStated?: boolean;
  /** Cities the resume states as where the person is or would move to (folded names, e.g. 'madrid'). */
  locations: string[];
  /** Countries the person lives in (ISO 3166-1 alpha-2, lower case): a job elsewhere there is near. */
  countries?: string[];
  /** Countries the person would move to as a whole ("open to relocating to Spain"). */
  relocationCountries?: string[];
  isRemoteWanted: boolean;
  isRemoteOnly?: boolean;
  canRelocate?: boolean;
  /** Where and how the person says they want to work (docs/product-rules.md §4.10); preferences set in /job-preferences win over it. */
  intent?: TResumeIntent;
};

/**
 * Options of one ranking: the signed-in user's preferences filter first (exclusions too, when
 * given); `limit` caps the answer. Skills and reasons are ids, named in the reader's language when shown
 * (labels.ts), so one ranking serves both languages.
 */
export type TRankOptions = { preferences?: TSearchPreferences & Partial<TExclusions>; limit?: number };

/** The matching engine's surface: pure, deterministic, no network. */
export type TMatcher = {
  /** `now` (epoch ms) tells what "present" means in date ranges; without it, the latest year the resume names. */
  readResume(text: string, options?: { now?: number }): TResumeProfile;
  /** Indexes jobs once (skills, role family, seniority, language per job) so each ranking takes a few ms. */
  indexJobs(jobs: TJob[]): TJobIndex;
  rank(profile: TResumeProfile, index: TJobIndex, options?: TRankOptions): TRankedJob[];
};

/** A posting as the index holds it: what ranking and explaining it read, worked out once. */
export type TIndexedJob = {
  job: TListedJob;
  date: number;
  /** Position in the tie-break order (newest first, then by URL), so ranking sorts plain numbers. */
  order: number;
  family: TFamily | null;
  /** The family's position in FAMILIES, -1 when unknown. */
  familyAt: number;
  /** Title words as positions in the index's `termIds`, and how much each says about the role: qualifiers and whole roles 1, nouns less. */
  titleTermIds: number[];
  titleTermWeights: number[];
  seniority: number | null;
  language: string | null;
  requiredLanguages: string[];
  /** Skill ids, heaviest first, with their weights in this index (1.5× for a skill the title names). */
  skills: number[];
  skillWeights: number[];
  /**
   * The same skills as the posting asks for them, most first (asked.ts): the order they are shown in.
   * Worked out when the posting is first explained (a ranking explains 50 at most), not for every posting indexed.
   */
  shown: number[] | null;
  /**
   * Skills named by the posting's company, field or place ("Shopify" at Shopify, "Logistics" as the
   * field), or only by a sector's name ("a retail company"): they score as written, but are never
   * shown as a skill matched or missing (docs/product-rules.md §4.10).
   */
  ownNames: number[];
  mode: 'remote' | 'hybrid' | null;
  cities: string[];
  countries: string[];
  /** Countries a remote posting is open to; null when it does not say, [] for anywhere. */
  region: string[] | null;
  hasLocation: boolean;
};

/** Opaque to callers: whatever `indexJobs` prepares (listed jobs only: a job without a company is never indexed). */
export type TJobIndex = {
  readonly size: number;
  readonly jobs: readonly TListedJob[];
  readonly entries: readonly TIndexedJob[];
  /** The entries in tie-break order (newest first, then by URL): `ordered[entry.order] === entry`. */
  readonly ordered: readonly TIndexedJob[];
  /** Title words of the indexed postings, numbered. */
  readonly termIds: ReadonlyMap<string, number>;
  /**
   * The entries sorted into groups that share what bounds a posting's score from above (family, level,
   * language, remote or not), so a ranking that wants the top few skips the groups that cannot reach them.
   */
  readonly groups: readonly TJobGroup[];
  /** The group of each entry, by its position in `entries`. */
  readonly groupOf: Uint32Array;
  /** The postings that name each skill, and each title word (by their ids): a ranking finds those that share one with the person. */
  readonly bySkill: TPostings;
  readonly byTerm: TPostings;
};

/** Positions in `entries` by id: those of id k are `at[offsets[k]]` up to `at[offsets[k + 1]]`. */
export type TPostings = { offsets: Uint32Array; at: Uint32Array };

/** Postings of one family, level, language and mode (remote or not): a ranking bounds their score once for the whole group. */
export type TJobGroup = {
  familyAt: number;
  seniority: number | null;
  language: string | null;
  isRemote: boolean;
  /** The highest skill fit any member could reach, were the person to have every skill it asks for. */
  skillBound: number;
  /** The highest skill fit a member reaches when the person has none of its skills (0.3 for one naming none). */
  unmatchedSkillBound: number;
  /** Positions of the members in the index's `entries`. */
  members: Uint32Array;
};
