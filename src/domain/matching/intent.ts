import { tokenize } from './normalize';
import { cityCountries, findPlaces } from './places';
import { joinWrapped, type TResumeLine } from './resume-lines';
import {
  HYBRID,
  LEVEL_WORDS,
  EXPERIENCE,
  MODE_PHRASES,
  MOVE,
  NEGATIONS,
  NOT_OUTSIDE,
  ONLY,
  ONSITE,
  OPEN,
  OUTSIDE,
  PLAIN_WISH,
  REMOTE,
  TIME_ZONE,
  WISH,
  WITHIN,
  YES_AFTER_ALL,
  type TLanguageLevel,
  type TWorkMode,
} from './intent-words';
import { languageMentions } from './languages';

export type { TLanguageLevel, TWorkMode } from './intent-words';

/** Places a wish names: folded city names and ISO country codes (a region counts as its countries). */
export type TIntentPlaces = { cities: string[]; countries: string[] };

/**
 * What a resume states about where and how the person wants to work (docs/product-rules.md §4.10),
 * read from its prose in English, Spanish or both. Plain JSON.
 */
export type TResumeIntent = {
  /** Where the person is moving or would move to. */
  relocateTo: TIntentPlaces;
  /** A move that is a plan ("me traslado a Londres"), not an offer: postings at home are no longer wanted. */
  isMoving: boolean;
  /** true: would move anywhere ("disponible para mudarme"); false: will not move ("not open to relocation"); null: not said. */
  canRelocate: boolean | null;
  /** The only places the person works in ("solo Madrid"). */
  onlyPlaces: TIntentPlaces;
  /** Places the person does not want ("no busco en Madrid", "not in Spain", "fuera de España"). */
  excludedPlaces: TIntentPlaces;
  modes: { wanted: TWorkMode[]; excluded: TWorkMode[] };
  /** Working languages with the level stated (null when the resume names the language only). */
  languages: { code: string; level: TLanguageLevel | null }[];
  /** Countries whose time zones the person works in ("UK/EU time zones"). */
  timeZones: string[];
};

const MODES: readonly TWorkMode[] = ['remote', 'hybrid', 'onsite'];
// Adjectives that name a region in a time-zone wish ("horario europeo").
const REGION_ADJECTIVES = new Map([
  ['european', 'europe'],
  ['europeo', 'europe'],
  ['europea', 'europe'],
  ['british', 'uk'],
  ['britanico', 'uk'],
  ['latinoamericano', 'latam'],
]);
// Clause ends: sentence and list punctuation, and "but"/"pero", after which a wish starts afresh.
const CLAUSE_BREAK = /[;!?·•|,()]|\.(?=\s|$)|\s[-–—]\s|\s(?:but|pero|aunque|however)\s/i;
// A clause this short that names a mode is a wish on its own ("Remoto", "Híbrido o presencial en Madrid").
const SHORT_CLAUSE = 6;

/** Folded words with "don't", "isn't" joined back into one negation word. */
function wordsOf(text: string): string[] {
  const words = tokenize(text).words;
  const joined: string[] = [];
  for (const word of words) {
    const last = joined[joined.length - 1];
    if (word === 't' && last && /^(don|doesn|isn|won|can|am|aren)$/.test(last)) joined[joined.length - 1] = last === 'don' ? 'dont' : 'not';
    // "Sin embargo" is "however", not a "sin".
    else if (word === 'embargo' && last === 'sin') joined.pop();
    // "Not outside", "no fuera de": within, not a "no".
    else if (OUTSIDE.has(word) && last && NOT_OUTSIDE.has(last)) joined[joined.length - 1] = 'within';
    else joined.push(REGION_ADJECTIVES.get(word) ?? word);
  }
  return joined;
}

function modesIn(words: readonly string[]): TWorkMode[] {
  const found = new Set<TWorkMode>();
  const text = words.join(' ');
  for (const [phrase, mode] of MODE_PHRASES) if (phrase.test(text)) found.add(mode);
  const isHomeOffice = /\bhome office\b/.test(text);
  for (const word of words) {
    if (REMOTE.has(word)) found.add('remote');
    else if (HYBRID.has(word)) found.add('hybrid');
    else if (ONSITE.has(word) && !(isHomeOffice && word === 'office')) found.add('onsite');
  }
  return [...found];
}

function placesIn(words: readonly string[]): TIntentPlaces {
  const found = findPlaces(words);
  // A city names the city ("Málaga, Spain" is Málaga); a country or region alone names all of it.
  if (found.cities.length) return { cities: found.cities, countries: [] };
  return { cities: [], countries: [...new Set([...found.countries, ...(found.region ?? [])])] };
}

const isEmpty = (places: TIntentPlaces) => places.cities.length === 0 && places.countries.length === 0;
type TPlaceRole = 'relocate' | 'only' | 'excluded';
/** The role the places of the clause before took, and its cities: "Madrid, España" is Madrid, not all of Spain. */
type TInherited = { role: TPlaceRole; cities: string[] } | null;

function emptyIntent(): TResumeIntent {
  const none = () => ({ cities: [], countries: [] });
  return { relocateTo: none(), isMoving: false, canRelocate: null, onlyPlaces: none(), excludedPlaces: none(), modes: { wanted: [], excluded: [] }, languages: [], timeZones: [] };
}

function add(target: TIntentPlaces, places: TIntentPlaces) {
  target.cities = [...new Set([...target.cities, ...places.cities])];
  target.countries = [...new Set([...target.countries, ...places.countries])];
}

/** Reads one clause into the intent; answers the role its places took, which a following list of places carries on. */
function readClause(intent: TResumeIntent, words: string[], inherited: TInherited, isPreferenceLine: boolean): TInherited {
  const text = words.join(' ');
  const negAt = YES_AFTER_ALL.test(text) ? -1 : words.findIndex((word) => NEGATIONS.has(word));
  const positive = negAt < 0 ? words : words.slice(0, negAt);
  const negative = negAt < 0 ? [] : words.slice(negAt);
  const moveAt = words.findIndex((word) => MOVE.test(word));
  const isOnly = ONLY.test(text);
  const isWish = isPreferenceLine || WISH.test(text) || words.length <= SHORT_CLAUSE;
  if (EXPERIENCE.test(text) && !isPreferenceLine && !WISH.test(text)) return null;
  // In a time-zone wish "América" alone is the Americas' hours ("husos horarios de América"), not a place to work in.
  const zones = TIME_ZONE.test(text) ? placesIn(words.map((word) => (word === 'america' ? 'americas' : word))) : null;
  if (zones && zones.countries.length) {
    // The places of a time-zone wish are hours, not where the person works ("remote only in UK/EU time zones").
    intent.timeZones = [...new Set([...intent.timeZones, ...zones.countries])];
    readModes(intent, isWish ? positive : [], negative, isOnly);
    return null;
  }
  let role: TPlaceRole | null = null;
  let named: string[] = [];
  // Where the person goes, where only, where not.
  if (moveAt >= 0 && (negAt < 0 || moveAt < negAt)) {
    const there = placesIn(positive.slice(moveAt));
    if (!isEmpty(there)) {
      add(intent.relocateTo, there);
      named = there.cities;
      if (!OPEN.test(text) && !YES_AFTER_ALL.test(text)) intent.isMoving = true;
      role = 'relocate';
    } else if (negAt < 0) intent.canRelocate = true;
    else if (isEmpty(placesIn(negative))) intent.canRelocate = false;
  } else if (moveAt >= 0) {
    const there = placesIn(words.slice(moveAt));
    if (isEmpty(there)) intent.canRelocate = false;
    else add(intent.excludedPlaces, there);
  } else {
    const here = placesIn(positive);
    const isItsCountry = here.cities.length === 0 && inherited !== null && here.countries.every((code) => inherited.cities.some((city) => cityCountries(city).includes(code)));
    if (!isEmpty(here) && isItsCountry) {
      // The country of the city before ("Lisbon, Portugal"): the city's role goes on; a "no" after it still counts.
      role = inherited.role;
      named = inherited.cities;
    } else if (!isEmpty(here) && (isOnly || WITHIN.test(text) || inherited?.role === 'only')) {
      add(intent.onlyPlaces, here);
      role = 'only';
      named = here.cities;
    } else if (!isEmpty(here) && inherited && negAt < 0 && modesIn(words).length === 0) {
      add(inherited.role === 'relocate' ? intent.relocateTo : inherited.role === 'excluded' ? intent.excludedPlaces : intent.onlyPlaces, here);
      role = inherited.role;
      named = here.cities;
    }
  }
  const notThere = moveAt >= 0 && moveAt >= negAt ? { cities: [], countries: [] } : placesIn(negative);
  // "Relocating to Lisbon and no longer looking in Valencia": after the move, a "no" rules its places out.
  if (negAt >= 0 && !isEmpty(notThere) && moveAt < negAt) {
    add(intent.excludedPlaces, notThere);
    role = 'excluded';
    named = notThere.cities;
  }
  readModes(intent, isWish ? positive : [], negative, isOnly);
  return role ? { role, cities: named } : null;
}

/** How: the modes a clause wants (the only one, with "only"), and those it rules out. */
function readModes(intent: TResumeIntent, positive: readonly string[], negative: readonly string[], isOnly: boolean) {
  const wanted = modesIn(positive);
  if (isOnly && wanted.length) intent.modes.excluded.push(...MODES.filter((mode) => !wanted.includes(mode)));
  intent.modes.wanted.push(...wanted);
  intent.modes.excluded.push(...modesIn(negative));
}

type TSentence = { text: string; isPreferenceLine: boolean; section: TResumeLine['section'] };

/** The resume's sentences, wrapped lines joined back, each marked when it opens with a preferences label. */
function sentencesOf(lines: TResumeLine[]): TSentence[] {
  return joinWrapped(lines).map((line) => ({ text: line.text, isPreferenceLine: PREFERENCE_LABEL.test(line.tokens.words.join(' ')), section: line.section }));
}

// A colon after a statement of its own (more than a few words, or a "no") starts another clause ("Not
// looking for an office job: hybrid or remote", "No busco presencial: híbrido"); after a label it does
// not ("Relocation: Madrid", "Open to relocation: Berlin").
const LABEL_WORDS = 3;

/** The clauses of a line: sentences and list items, cut at "but" and at a colon that follows a statement. */
export function clausesOf(text: string): string[] {
  return text
    .split(CLAUSE_BREAK)
    .flatMap((clause) => {
      const colon = clause.indexOf(':');
      const before = colon > 0 ? wordsOf(clause.slice(0, colon)) : [];
      const isStatement = before.length > LABEL_WORDS || before.some((word) => NEGATIONS.has(word));
      return isStatement ? [clause.slice(0, colon), ...clausesOf(clause.slice(colon + 1))] : [clause];
    })
    .map((clause) => clause.trim())
    .filter(Boolean);
}

const PREFERENCE_LABEL =
  /^(preferences|preferencias|job preferences|work preferences|preferencias laborales|availability|disponibilidad|modalidad|work mode|relocation|reubicacion|traslado|objetivo|objective)\b/;

function readLanguageLevels(lines: TResumeLine[]): TResumeIntent['languages'] {
  const found = new Map<string, TLanguageLevel | null>();
  for (const line of lines) {
    for (const mention of languageMentions(line.tokens.words)) {
      const level = levelOf(mention.after.slice(0, 4)) ?? levelOf(mention.before.slice(-2));
      if (level === null && line.section !== 'languages') continue;
      if (!found.has(mention.code) || found.get(mention.code) === null) found.set(mention.code, level);
    }
  }
  return [...found].map(([code, level]) => ({ code, level }));
}

function levelOf(words: readonly string[]): TLanguageLevel | null {
  const text = words.join(' ');
  return LEVEL_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/**
 * Reads where and how the person wants to work from a resume's lines, outside the work history and
 * studies (a past employer's city or remote team is no wish) unless a line there states a wish plainly. Each clause is read apart, so a
 * negation reaches only the rest of its clause ("no busco remoto, solo Madrid").
 */
export function readIntent(lines: TResumeLine[]): TResumeIntent {
  const intent = emptyIntent();
  const isHistory = (line: { section: TResumeLine['section'] }) => line.section === 'experience' || line.section === 'education';
  const wishLines = lines.filter((line) => !isHistory(line) || PLAIN_WISH.test(line.tokens.words.join(' ')));
  // Sentences are joined back before the history's are left out, so a wish wrapped over two lines stays whole.
  const wishes = sentencesOf(lines).filter((sentence) => !isHistory(sentence) || PLAIN_WISH.test(wordsOf(sentence.text).join(' ')));
  for (const { text, isPreferenceLine } of wishes) {
    let inherited: TInherited = null;
    for (const clause of clausesOf(text)) inherited = readClause(intent, wordsOf(clause), inherited, isPreferenceLine);
  }
  intent.languages = readLanguageLevels(wishLines);
  const excluded = new Set(intent.modes.excluded);
  // A mode said both ways ("remoto no; híbrido o remoto…") stays excluded: a "no" is the firmer word.
  intent.modes = { wanted: [...new Set(intent.modes.wanted)].filter((mode) => !excluded.has(mode)), excluded: [...excluded] };
  return intent;
}
