import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import es from '../../../messages/es.json';
import { LANGUAGE_LEVELS } from '~/domain/matching/intent-words';
import { STATED_RULE_CODES, statedRules } from '~/domain/matching/stated-rules';

describe('the rules a resume states, as the result screen shows them', () => {
  it('lists where, how, when and in which languages, in a mixed-language resume', () => {
    const text = [
      'Ana Pérez',
      'Frontend Engineer',
      'Madrid, España',
      'Summary',
      'Frontend engineer. Me traslado a Londres en marzo; remote only, UK/EU time zones.',
      'Idiomas: inglés C1, español nativo',
    ].join('\n');
    expect(statedRules(text)).toEqual([
      // Named in both languages, as the dictionary names it.
      { code: 'movingTo', places: [{ kind: 'city', name: 'London', es: 'Londres' }] },
      { code: 'modeOnly', modes: ['remote'] },
      // The UK is in Europe's time zones: the region names both.
      { code: 'timeZones', places: [{ kind: 'region', code: 'europe' }] },
      { code: 'language', language: 'en', level: 'C1' },
      { code: 'language', language: 'es', level: 'native' },
    ]);
  });
  it('shows a negation as a rule out: "no busco trabajo remoto", "sin traslado", "not in Spain"', () => {
    const text = 'Luis Gil\nContable\nSevilla\nPerfil\nNo busco trabajo remoto. Sin posibilidad de traslado. Not in Madrid.';
    expect(statedRules(text)).toEqual([{ code: 'noRelocation' }, { code: 'notIn', places: [{ kind: 'city', name: 'Madrid' }] }, { code: 'modesExcluded', modes: ['remote'] }]);
  });
  it('names a city as the dictionary does in each language, accents included', () => {
    expect(statedRules('Ana Pérez\nFrontend Engineer\nPerfil\nMe traslado a CDMX el año que viene.')).toEqual([
      { code: 'movingTo', places: [{ kind: 'city', name: 'Mexico City', es: 'Ciudad de México' }] },
    ]);
  });
  it('states nothing for a resume that says nothing of where or how', () => {
    expect(statedRules('Ana Pérez\nFrontend Engineer\nExperience\nRemote Engineer at Acme, 2020 – 2024')).toEqual([]);
  });
  it('has every rule, mode, level and region named in both interface languages', () => {
    for (const catalogue of [en, es]) {
      const rules = catalogue.resume.results.rules as Record<string, unknown> & { modes: object; levels: object; regions: object };
      for (const code of STATED_RULE_CODES.filter((code) => code !== 'language')) expect(typeof rules[code], code).toBe('string');
      expect(Object.keys(rules.modes).sort()).toEqual(['hybrid', 'onsite', 'remote']);
      expect(Object.keys(rules.levels).sort()).toEqual([...LANGUAGE_LEVELS].sort());
      expect(Object.keys(rules.regions).sort()).toEqual(['europe', 'latam']);
    }
  });
});
