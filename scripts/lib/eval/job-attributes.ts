/**
 * Job attributes of the labelled set: a background drawn from realistic distributions (fields,
 * levels, places, languages), plus for each person a handful of postings near their profile —
 * same field or a neighbour, a level or two away, their city, a remote region that may or may not
 * admit them, a language they may not speak. Those near misses are what separates a recruiter's
 * reading from word overlap; each is graded by the rule like any other job.
 */
import { FIELDS, type TCountry, type TField, type TJobAttributes, type TLang, type TLevel, type TRemoteRegion, type TResumeAttributes, type TWorkMode } from './attributes';
import { speaks } from './grade';
import type { TRandom } from './random';
import { ADJACENT_FIELDS, CITIES, DRAWN_CITIES, REMOTE_REGIONS, SPECIALTIES } from './vocabulary';

const specialtiesOf = (field: TField) => Object.keys(SPECIALTIES).filter((key) => SPECIALTIES[key]?.field === field);
const citiesIn = (countries: TCountry[]) => DRAWN_CITIES.filter((key) => countries.includes(CITIES[key]?.country as TCountry));
const LATAM: TCountry[] = ['MX', 'AR', 'CO', 'CL', 'PE', 'UY'];

/** Nurses and physiotherapists treat patients in person. */
const canBeRemote = (specialty: string) => specialty !== 'nursing' && specialty !== 'physiotherapy';

/** How likely a posting in a place is written in Spanish. */
function spanishShare(city: string | null, region: TRemoteRegion | null): number {
  if (region) return { global: 0.25, spain: 0.7, latam: 0.75, europe: 0.15, us: 0.05, uk: 0 }[region];
  if (city === 'miami') return 0.35;
  const country = city ? CITIES[city]?.country : undefined;
  if (country === 'ES') return 0.6;
  if (country && LATAM.includes(country)) return 0.78;
  if (country === 'UK') return 0.03;
  return 0.05;
}

type TPlace = { mode: TWorkMode; city: string | null; remoteRegion: TRemoteRegion | null };

const office = (rng: TRandom, city: string): TPlace => ({ mode: rng.chance(0.45) ? 'hybrid' : 'onsite', city, remoteRegion: null });
const remote = (remoteRegion: TRemoteRegion): TPlace => ({ mode: 'remote', city: null, remoteRegion });

function backgroundPlace(rng: TRandom, specialty: string): TPlace {
  const where = rng.weighted(['spain', 'latam', 'uk', 'us', 'remote'] as const, [0.34, 0.27, 0.13, 0.1, canBeRemote(specialty) ? 0.16 : 0]);
  if (where === 'remote') return remote(rng.weighted(['global', 'spain', 'latam', 'europe', 'us', 'uk'] as const, [0.3, 0.2, 0.2, 0.15, 0.1, 0.05]));
  const countries: Record<typeof where, TCountry[]> = { spain: ['ES'], latam: LATAM, uk: ['UK'], us: ['US'] };
  return office(rng, rng.pick(citiesIn(countries[where])));
}

/** A place near the person: their city, a city they would move to, a remote region that admits them, or a near miss. */
function placeNear(rng: TRandom, person: TResumeAttributes, specialty: string): TPlace {
  // Someone moving for good is near postings where they are going.
  const country = CITIES[person.movingTo ?? person.city]?.country as TCountry;
  const admitting = (Object.keys(REMOTE_REGIONS) as TRemoteRegion[]).filter((r) => REMOTE_REGIONS[r].countries.includes(country));
  const excluding = (Object.keys(REMOTE_REGIONS) as TRemoteRegion[]).filter((r) => !REMOTE_REGIONS[r].countries.includes(country));
  // Postings near a remote-only person are mostly remote ones; office jobs stay as near misses.
  const weights = person.remote === 'only' ? [0.14, 0, 0.56, 0.15, 0.15] : [0.32, 0.1, 0.3, 0.16, 0.12];
  if (!canBeRemote(specialty)) weights[2] = 0;
  const kind = rng.weighted(['home', 'relocation', 'remote', 'same-country', 'elsewhere'] as const, weights);
  if (kind === 'home') return office(rng, person.city);
  const goesTo = person.movingTo ? [...person.relocation, person.movingTo] : person.relocation;
  if (kind === 'relocation') return office(rng, goesTo.length ? rng.pick(goesTo) : person.city);
  if (kind === 'remote') return remote(rng.pick(admitting));
  if (kind === 'same-country') {
    const others = citiesIn([country]).filter((c) => c !== person.city && c !== person.movingTo);
    return office(rng, others.length ? rng.pick(others) : person.city);
  }
  if (canBeRemote(specialty) && rng.chance(0.5)) return remote(rng.pick(excluding));
  return office(rng, rng.pick(DRAWN_CITIES.filter((c) => CITIES[c]?.country !== country)));
}

function skillsFor(rng: TRandom, specialty: string): { requiredSkills: string[]; niceSkills: string[] } {
  const pool = SPECIALTIES[specialty]?.skills ?? [];
  const shuffled = rng.shuffle(pool);
  const count = Math.min(pool.length - 1, rng.int(3, 5));
  return { requiredSkills: shuffled.slice(0, count), niceSkills: shuffled.slice(count, count + rng.int(0, 1)) };
}

const clampLevel = (n: number): TLevel => Math.max(0, Math.min(4, n)) as TLevel;

function languageFor(rng: TRandom, place: TPlace): TLang {
  return rng.chance(spanishShare(place.city, place.remoteRegion)) ? 'es' : 'en';
}

/** A job from the overall market. */
export function backgroundJob(rng: TRandom, job_url: string): TJobAttributes {
  const field = rng.pick(FIELDS);
  const specialty = rng.pick(specialtiesOf(field));
  const seniority = rng.weighted([0, 1, 2, 3, 4] as const, [0.07, 0.23, 0.32, 0.26, 0.12]);
  const place = backgroundPlace(rng, specialty);
  return { job_url, field, specialty, seniority, language: languageFor(rng, place), ...skillsFor(rng, specialty), ...place, hasCompany: rng.chance(0.97) };
}

/** A job near one person's profile, hit or near miss. */
export function jobNear(rng: TRandom, job_url: string, person: TResumeAttributes): TJobAttributes {
  const neighbours = ADJACENT_FIELDS.filter(([a, b]) => a === person.field || b === person.field).map(([a, b]) => (a === person.field ? b : a));
  const fieldKind = rng.weighted(['same', 'adjacent', 'other'] as const, [0.8, neighbours.length ? 0.1 : 0, 0.1]);
  const field = fieldKind === 'same' ? person.field : fieldKind === 'adjacent' ? rng.pick(neighbours) : rng.pick(FIELDS.filter((f) => f !== person.field));
  const specialty = field === person.field && rng.chance(0.75) ? person.specialty : rng.pick(specialtiesOf(field));
  const seniority = clampLevel(person.seniority + rng.weighted([-2, -1, 0, 1, 2], [1, 3, 5, 3, 1]));
  const place = placeNear(rng, person, specialty);
  const spoken = (['en', 'es'] as const).filter((lang) => speaks(person, lang));
  // Mostly a language the person works in, sometimes the other one: a near miss for monolingual people.
  const language: TLang = rng.chance(0.72) ? rng.pick(spoken) : languageFor(rng, place);
  return { job_url, field, specialty, seniority, language, ...skillsFor(rng, specialty), ...place, hasCompany: rng.chance(0.96) };
}
