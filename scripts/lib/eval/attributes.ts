/**
 * The structured attributes the labelled set is generated from. Grades are computed from these
 * alone (grade.ts); the texts are rendered from them afterwards, so no label ever depends on how a
 * text reads or on any ranker.
 */
export const FIELDS = ['software', 'data', 'design', 'marketing', 'sales', 'finance', 'hr', 'legal', 'healthcare', 'operations', 'support'] as const;
export type TField = (typeof FIELDS)[number];
export type TLang = 'en' | 'es';
/** 0 intern/trainee, 1 junior, 2 mid, 3 senior, 4 lead/principal/head (the ranker contract's scale). */
export type TLevel = 0 | 1 | 2 | 3 | 4;
export const LEVELS: readonly TLevel[] = [0, 1, 2, 3, 4];
export type TCountry = 'ES' | 'MX' | 'AR' | 'CO' | 'CL' | 'PE' | 'UY' | 'UK' | 'US' | 'PT' | 'DE';
export type TRemoteRegion = 'global' | 'spain' | 'latam' | 'europe' | 'us' | 'uk';
/** CEFR levels as resumes state them; B2 and above count as a working language. */
export type TLanguageLevel = 'native' | 'C2' | 'C1' | 'B2' | 'B1' | 'A2';
/**
 * only: fully remote roles; open: remote or on-site/hybrid in the stated places; onsite: prefers the office;
 * none: no remote work at all; hybrid: hybrid or remote, never a full-time office job.
 */
export type TRemoteWish = 'only' | 'open' | 'onsite' | 'none' | 'hybrid';
/** The time zones a person works in: a remote posting for another part of the world does not fit. */
export type TTimeZone = 'europe' | 'americas';
export type TWorkMode = 'onsite' | 'hybrid' | 'remote';
/** The language the resume is written in: the group metrics are reported by. */
export type TTextLanguage = 'en' | 'es' | 'mixed';

export type TResumeAttributes = {
  id: string;
  name: string;
  gender: 'f' | 'm';
  textLanguage: TTextLanguage;
  field: TField;
  specialty: string;
  seniority: TLevel;
  /** Canonical skill ids the person really has (counted by the grading rule). */
  skills: string[];
  /** Other fields' buzzwords the resume mentions in passing; never counted as the person's skills. */
  noiseSkills: string[];
  languages: { code: TLang; level: TLanguageLevel }[];
  /** City id where the person lives. */
  city: string;
  /** City ids the person says they would move to. */
  relocation: string[];
  remote: TRemoteWish;
  /** City id the person is moving to for good: from then on they live there, and the city they leave is just another place. */
  movingTo?: string;
  /** Works in their own city only: no relocation, and another city of their country does not fit. */
  onlyCity?: boolean;
  /** Countries the person says they do not want to work in. */
  excludedCountries?: TCountry[];
  timeZone?: TTimeZone;
};

export type TJobAttributes = {
  job_url: string;
  field: TField;
  specialty: string;
  seniority: TLevel;
  /** The posting's language, which the person must work in. */
  language: TLang;
  requiredSkills: string[];
  /** Mentioned as "nice to have": not counted by the grading rule. */
  niceSkills: string[];
  mode: TWorkMode;
  /** City id of an on-site or hybrid job; null when remote. */
  city: string | null;
  /** Where a remote job may be done from; null when on-site or hybrid. */
  remoteRegion: TRemoteRegion | null;
  hasCompany: boolean;
};

export type TGrade = 0 | 1 | 2 | 3;
