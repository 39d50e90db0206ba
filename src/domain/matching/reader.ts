import { areNeighbours, FAMILIES, familyIndex, isFamily, type TFamily } from './families';
import { cityCountries } from './places';
import type { TJobIndex, TResumeProfile } from './types';
import { SKILLS, skillId } from './vocabulary';

/** A profile made ready for ranking, built once per `rank` call: per-family and per-skill arrays so scoring a posting only reads arrays. */
export type TReader = {
  family: TFamily | null;
  families: Set<TFamily>;
  /** Family fit by family position: 1 own, 0.8 another own, 0.45 neighbour, 0.1 unrelated, NaN to leave out. */
  familyFit: Float64Array;
  /** Whether a posting of that family is in the person's field (own or neighbour). */
  isInField: Uint8Array;
  /** 1 at the position (in the index's `termIds`) of each title word of the person's own titles. */
  hasTerm: Uint8Array;
  seniority: number | null;
  languages: Set<string>;
  languagesStated: boolean;
  /** Cities the person lives in or would move to, each with the countries it can be in for them (namesakes apart). */
  cities: Map<string, Set<string>>;
  countries: Set<string>;
  relocationCountries: Set<string>;
  isPlaced: boolean;
  isRemoteWanted: boolean;
  /**
   * The office modes the person names among those they want beside remote ("híbrido, presencial o
   * remoto"): an office of that mode in their city fits as well as remote does.
   */
  isOnsiteWanted: boolean;
  isHybridWanted: boolean;
  isRemoteOnly: boolean;
  canRelocate: boolean;
  /** 1 for each skill the resume names; for postings outside the person's field, skills of another field count 0.3. */
  has: Float64Array;
  hasOutside: Float64Array;
  /** The stated intent as hard rules and boosts (docs/product-rules.md §4.10). */
  rules: TIntentRules;
};

/**
 * The resume's stated intent, ready to apply: places and modes the person rules out, the only places
 * they work in, where they are moving. Empty sets rule out nothing.
 */
export type TIntentRules = {
  excludedCities: Set<string>;
  excludedCountries: Set<string>;
  onlyCities: Set<string>;
  onlyCountries: Set<string>;
  relocationCities: Set<string>;
  /** Moving for good: the cities, and when the move is abroad the countries, the person leaves; postings there are not wanted. */
  leavesCities: Set<string>;
  leavesCountries: Set<string>;
  /** Moving abroad for good: the countries the person moves to, where they live from then on. */
  movesToCountries: Set<string>;
  /** Will not move: postings in another country are not wanted. */
  isStaying: boolean;
  isRemoteExcluded: boolean;
  isHybridExcluded: boolean;
  isOnsiteExcluded: boolean;
  /** Countries whose time zones the person works in; a remote posting for none of them is not wanted. */
  timeZones: Set<string>;
};

/** What the person set in /job-preferences, which wins over what the resume says (docs/product-rules.md §4.10). */
export type TStatedPreferences = { hasPlaces: boolean; hasModes: boolean };

function intentRules(profile: TResumeProfile, stated: TStatedPreferences, cities: Map<string, Set<string>>, countries: Set<string>): TIntentRules {
  const intent = profile.intent;
  const places = intent && !stated.hasPlaces ? intent : null;
  const modes = intent && !stated.hasModes ? intent.modes.excluded : [];
  const goesTo = new Set(intent?.relocateTo.cities);
  const isMoving = places?.isMoving ?? false;
  const targetCountries = [...goesTo].flatMap((city) => [...(cities.get(city) ?? [])]).concat(intent?.relocateTo.countries ?? []);
  const isAbroad = isMoving && targetCountries.length > 0 && !targetCountries.some((code) => countries.has(code));
  return {
    excludedCities: new Set(places?.excludedPlaces.cities),
    excludedCountries: new Set(places?.excludedPlaces.countries),
    onlyCities: new Set(places?.onlyPlaces.cities),
    onlyCountries: new Set(places?.onlyPlaces.countries),
    relocationCities: goesTo,
    leavesCities: new Set(isMoving ? [...cities.keys()].filter((city) => !goesTo.has(city)) : []),
    leavesCountries: new Set(isAbroad ? countries : []),
    movesToCountries: new Set(isAbroad ? targetCountries : []),
    isStaying: places?.canRelocate === false,
    isRemoteExcluded: modes.includes('remote'),
    isHybridExcluded: modes.includes('hybrid'),
    isOnsiteExcluded: modes.includes('onsite'),
    timeZones: new Set(places?.timeZones),
  };
}

/** Family fit of a posting or person whose family is unknown: as good as a neighbour's. */
export const UNKNOWN_FAMILY_FIT = 0.45;
const OUTSIDE_SKILL = 0.3;

/** Prepares a profile for ranking against an index. */
export function prepare(profile: TResumeProfile, index: TJobIndex, stated: TStatedPreferences = { hasPlaces: false, hasModes: false }): TReader {
  const family = profile.roleFamily && isFamily(profile.roleFamily) ? profile.roleFamily : null;
  const families = new Set((profile.families ?? []).filter(isFamily));
  if (family) families.add(family);
  const isFamilySure = (profile.families ?? []).length > 0;
  const familyFit = new Float64Array(FAMILIES.length).fill(UNKNOWN_FAMILY_FIT);
  const isInField = new Uint8Array(FAMILIES.length).fill(family ? 0 : 1);
  if (family) {
    FAMILIES.forEach((other, at) => {
      const isNeighbour = areNeighbours(family, other);
      familyFit[at] = other === family ? 1 : families.has(other) ? 0.8 : isNeighbour ? 0.45 : isFamilySure ? NaN : 0.1;
      isInField[at] = families.has(other) || isNeighbour ? 1 : 0;
    });
  }
  const has = new Float64Array(SKILLS.length);
  const hasOutside = new Float64Array(SKILLS.length);
  for (const name of profile.skills) {
    const id = skillId(name);
    if (id === undefined) continue;
    const skillFamily = SKILLS[id]!.family;
    has[id] = 1;
    hasOutside[id] = skillFamily === 'general' || !family || isInField[familyIndex(skillFamily)] ? 1 : OUTSIDE_SKILL;
  }
  const hasTerm = new Uint8Array(index.termIds.size);
  for (const term of profile.titleTerms ?? []) {
    const at = index.termIds.get(term);
    if (at !== undefined) hasTerm[at] = 1;
  }
  const countries = new Set(profile.countries ?? []);
  const relocationCountries = new Set(profile.relocationCountries ?? []);
  const cities = new Map(
    profile.locations.map((city) => {
      const candidates = cityCountries(city);
      const known = candidates.filter((code) => countries.has(code) || relocationCountries.has(code));
      return [city, new Set(known.length ? known : candidates)];
    }),
  );
  const rules = intentRules(profile, stated, cities, countries);
  // Modes set in /job-preferences win over those the resume states.
  const officeWanted = profile.intent && !stated.hasModes ? profile.intent.modes.wanted : [];
  return {
    family,
    families,
    familyFit,
    isInField,
    hasTerm,
    seniority: profile.seniority,
    languages: new Set(profile.languages),
    languagesStated: profile.languagesStated ?? false,
    cities,
    // Someone moving abroad for good lives where they go: a remote contract is judged by that country.
    countries: rules.movesToCountries.size ? rules.movesToCountries : countries,
    relocationCountries,
    isPlaced: cities.size > 0 || countries.size > 0,
    isRemoteWanted: profile.isRemoteWanted,
    isOnsiteWanted: officeWanted.includes('onsite'),
    // Someone who takes an office job takes a hybrid one.
    isHybridWanted: officeWanted.includes('hybrid') || officeWanted.includes('onsite'),
    isRemoteOnly: profile.isRemoteOnly ?? false,
    canRelocate: profile.canRelocate ?? false,
    has,
    hasOutside,
    rules,
  };
}
