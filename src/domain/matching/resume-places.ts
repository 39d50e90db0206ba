import { clausesOf } from './intent';
import { MOVE, NEGATIONS, TIME_ZONE, YES_AFTER_ALL } from './intent-words';
import { tokenize } from './normalize';
import { findPlaces, mentionsRemote } from './places';
import { isNameLine, joinWrapped, type TResumeLine } from './resume-lines';

const PLACE_LINE = /\b(location|ubicacion|localizacion|based in|residencia|reside|resido|vivo en|living in|lives in|address|direccion|domicilio|city|ciudad)\b/;
const PREFERENCE_LINE =
  /\b(relocat\w*|reubic\w*|traslad\w*|open to|abiert[oa] a|dispuest[oa]|disponibilidad|prefer\w*|busco|looking for|seeking|objetivo|objective|modalidad|work mode)\b/;
// "Remote only", "open to remote positions only", "solo teletrabajo", "únicamente para trabajo en remoto", "100% remotas".
const REMOTE = '(?:remote|remotely|remot[oa]s?|teletrabajo)';
const REMOTE_ONLY = new RegExp(`\\b(?:only|solo|unicamente|exclusivamente|100|fully|totalmente)(?: \\w+){0,4} ${REMOTE}\\b|\\b${REMOTE}(?: \\w+){0,3} only\\b`);
const RELOCATE = /\b(relocat\w*|reubic\w*|traslad\w*|cambio de residencia|cambiar de residencia|movilidad geografica|willing to move)\b/;

/**
 * A line that is nothing but a place, outside the work history and studies, says where the person lives
 * (LinkedIn's export puts "Dublin, County Dublin, Ireland" under the headline, after the sidebar).
 */
function isHomeLine(line: TResumeLine): boolean {
  if (line.section === 'experience' || line.section === 'education' || line.tokens.words.length > 6) return false;
  return findPlaces(line.tokens.words).placeWords >= Math.max(1, line.tokens.words.length * 0.6);
}

/**
 * The words of a line that can say where the person is or goes: each clause up to its "no", since a
 * place after a "no" ("busco allí, no en València") is neither where they live nor where they go, and
 * no time-zone clause.
 */
function affirmedWords(line: TResumeLine): string[] {
  // A time-zone sentence or list item names hours, not places ("Horario europeo (UK/UE).", "Madrid | Remote (CET)"), brackets and all.
  const sentences = line.text.split(/[.;!?](?=\s|$)|[|·•]|\s[-–—]\s/).filter((sentence) => !TIME_ZONE.test(tokenize(sentence).words.join(' ')));
  return sentences.flatMap(clausesOf).flatMap((clause) => {
    const words = tokenize(clause).words;
    if (YES_AFTER_ALL.test(words.join(' '))) return words;
    const negAt = words.findIndex((word) => NEGATIONS.has(word));
    return negAt < 0 ? words : words.slice(0, negAt);
  });
}

/**
 * Where the person lives (cities and countries) and where they would move, read from the header and from
 * lines about place or preferences only: past employers' cities do not count. "Willing to relocate to
 * Málaga" adds Málaga, not all of Spain; "open to relocation" alone means anywhere.
 */
export function readPlaces(lines: TResumeLine[]) {
  // A wish wrapped over two lines is read whole: "Dispuesto a trasladarme a / Guadalajara." names where, not anywhere.
  const chosen = joinWrapped(lines).filter((line, index) => {
    const text = line.tokens.words.join(' ');
    if (index === 0 && isNameLine(line)) return false;
    return line.section === 'header' || PLACE_LINE.test(text) || (PREFERENCE_LINE.test(text) && line.section !== 'experience') || isHomeLine(line);
  });
  const cities = new Set<string>();
  const countries = new Set<string>();
  const moveTo = new Set<string>();
  let isRemoteWanted = false;
  let isRemoteOnly = false;
  let canRelocate = false;
  for (const line of chosen) {
    const text = line.tokens.words.join(' ');
    // Places are read from what the line affirms; remote and relocation words from all of it, as before.
    const words = affirmedWords(line);
    // Words that start a move (the stated intent's): places after them are where the person goes, not where they live.
    const moveAt = words.findIndex((word) => MOVE.test(word));
    const here = findPlaces(moveAt < 0 ? words : words.slice(0, moveAt));
    const there = moveAt < 0 ? null : findPlaces(words.slice(moveAt));
    here.cities.forEach((city) => cities.add(city));
    here.countries.forEach((code) => countries.add(code));
    there?.cities.forEach((city) => cities.add(city));
    if (there && there.cities.length === 0) [...there.countries, ...(there.region ?? [])].forEach((code) => moveTo.add(code));
    if (mentionsRemote(line.tokens.words)) isRemoteWanted = true;
    if (REMOTE_ONLY.test(text)) isRemoteOnly = true;
    if (RELOCATE.test(text) && (!there || (there.cities.length === 0 && there.countries.length === 0 && there.region === null))) canRelocate = true;
  }
  return {
    locations: [...cities],
    countries: [...countries],
    relocationCountries: [...moveTo],
    isRemoteWanted: isRemoteWanted || isRemoteOnly,
    isRemoteOnly,
    canRelocate,
  };
}
