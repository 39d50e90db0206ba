import { broadPlacesIn, normalizeText } from '../text-match';

/** An option of a location or field list; broad ones (a country, a region, remote work) cover many places. */
export type TChoice = { value: string; isBroad: boolean };

/** Adds values not yet offered under another spelling ("Remoto" after "Remote"). */
function addNew(into: TChoice[], seen: Set<string>, values: Iterable<string>, isBroad: boolean) {
  for (const value of values) {
    const key = normalizeText(value);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    into.push({ value, isBroad });
  }
}

/**
 * Location choices: the broad places the offered locations name ("Spain" from "Madrid, España",
 * "Remote" from "Remoto (LatAm)"), then the locations themselves, one per normalised form.
 */
export function locationChoices(locations: readonly string[]): TChoice[] {
  const choices: TChoice[] = [];
  const seen = new Set<string>();
  addNew(choices, seen, locations.flatMap(broadPlacesIn), true);
  addNew(choices, seen, locations, false);
  return choices;
}

/** Field choices: the offered fields, one per normalised form ("Design" and "Diseño" are one). */
export function fieldChoices(fields: readonly string[]): TChoice[] {
  const choices: TChoice[] = [];
  addNew(choices, new Set(), fields, false);
  return choices;
}

/**
 * Stored values split into the offered choices they name (as the choice's own value, whatever
 * the spelling stored) and the rest, which the person typed.
 */
export function splitByChoices(values: readonly string[], choices: readonly TChoice[]): { chosen: string[]; typed: string[] } {
  const byKey = new Map(choices.map((choice) => [normalizeText(choice.value), choice.value]));
  const chosen: string[] = [];
  const typed: string[] = [];
  for (const value of values) {
    const choice = byKey.get(normalizeText(value));
    if (choice === undefined) typed.push(value);
    else if (!chosen.includes(choice)) chosen.push(choice);
  }
  return { chosen, typed };
}
