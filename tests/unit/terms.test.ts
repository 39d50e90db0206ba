import { describe, expect, it } from 'vitest';
import { findPlaces, workMode } from '~/domain/matching/places';
import { tokenize } from '~/domain/matching/normalize';
import { HYBRID_WORDS, REMOTE_WORDS } from '~/domain/terms/modes';
import { PLACE_TERMS } from '~/domain/terms/named';
import { PLACE_GROUPS, PLACE_NAMES } from '~/domain/terms/places';
import { broadPlacesIn, normalizeText, placeLabel, sameText } from '~/domain/text-match';

const places = (text: string) => findPlaces(tokenize(text).words);

describe('one dictionary of places and ways of working, read by search, labels and the matching engine', () => {
  it('names only groups the tables hold, and each named group is one search term', () => {
    const firsts = new Set(PLACE_GROUPS.map((group) => group.spellings[0]));
    expect(Object.keys(PLACE_NAMES).filter((first) => !firsts.has(first))).toEqual([]);
    expect(PLACE_TERMS.filter((term) => term.kind !== 'mode')).toHaveLength(Object.keys(PLACE_NAMES).length);
  });

  it('gives search and the matching engine the same place for every spelling of a named group', () => {
    for (const group of PLACE_GROUPS.filter((each) => PLACE_NAMES[each.spellings[0]!])) {
      const name = PLACE_NAMES[group.spellings[0]!]!;
      for (const spelling of [name.en, name.es, ...(name.also ?? group.spellings)]) {
        // Search reads the English and the Spanish name and every spelling as one text ...
        expect(sameText(spelling, name.en), `${spelling} reads as ${name.en}`).toBe(true);
        // ... and the matching engine finds the same country, region or city in it.
        const found = places(spelling);
        if (group.kind === 'country') expect(found.countries, spelling).toContain(group.key);
        if (group.kind === 'city') expect(found.cities, spelling).toContain(tokenize(group.spellings[0]!).words.join(' '));
        if (group.kind === 'region') expect(found.region, spelling).not.toBeNull();
      }
    }
  });

  it('keeps the cities of one country apart, and abbreviations with their full names', () => {
    expect(sameText('Edinburgh', 'London')).toBe(false);
    expect(placeLabel('Edinburgh, UK', 'es')).toBe('Edimburgo, Reino Unido');
    expect(placeLabel('Londres, Reino Unido', 'en')).toBe('London, United Kingdom');
    expect(placeLabel('Austin, US', 'es')).toBe('Austin, EE. UU.');
    expect(normalizeText('EE. UU.')).toBe(normalizeText('United States'));
    // Brooklyn is in New York for the matching engine, but is not a name of it for search and labels.
    expect(places('Brooklyn').cities).toEqual(['new york']);
    expect(placeLabel('Brooklyn, NY', 'es')).toBe('Brooklyn, NY');
  });

  it('reads the same words as remote or hybrid work in search and in matching', () => {
    for (const word of REMOTE_WORDS) {
      expect(workMode(tokenize(word).words), word).toBe('remote');
      expect(sameText(word, 'Remoto'), word).toBe(true);
    }
    for (const word of HYBRID_WORDS) {
      expect(workMode(tokenize(word).words), word).toBe('hybrid');
      expect(sameText(word, 'Hybrid'), word).toBe(true);
    }
    expect(broadPlacesIn('Teletrabajo (España)')).toEqual(['Remote', 'Spain']);
  });
});
