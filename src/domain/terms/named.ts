import { fold } from '../fold';
import type { TTerm } from './fields';
import { MODE_NAMES } from './modes';
import { PLACE_GROUPS, PLACE_NAMES } from './places';

/**
 * The places and modes search reads and the interface names (../text-match.ts): the ways of
 * working, then each named group of ./places.ts with its spellings (or its name's own `also`).
 * The named groups of a country's or region's line read as the line's first one ("EE. UU." as
 * "united states"), so abbreviations keep their own short names but match their full ones; each
 * group of a city line is a city of its own.
 */
export const PLACE_TERMS: readonly TTerm[] = (() => {
  const terms: TTerm[] = Object.values(MODE_NAMES).map((mode) => ({ kind: 'mode', en: mode.en, es: mode.es, also: mode.also }));
  const lineCanonical = new Map<string, string>();
  for (const group of PLACE_GROUPS) {
    const name = PLACE_NAMES[group.spellings[0]!];
    if (!name) continue;
    const line = group.kind === 'city' ? null : `${group.kind}:${group.key}`;
    const canonical = (line && lineCanonical.get(line)) ?? fold(name.en);
    if (line) lineCanonical.set(line, canonical);
    terms.push({ kind: group.kind, en: name.en, es: name.es, also: name.also ?? group.spellings.slice(1), key: canonical });
  }
  return terms;
})();
