import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldChoices, locationChoices, splitByChoices } from '~/domain/jobs/choices';
import { generateDemoJobs } from '~/local/demo-jobs';
import { containsAny, containsText, fieldLabel, foldText, normalizeText, placeLabel, sameText } from '~/domain/text-match';

describe('text normalisation', () => {
  it('folds case, accents and spaces', () => {
    expect(foldText('  Ingeniera de   ANALÍTICA ')).toBe('ingeniera de analitica');
    expect(containsText('Ingeniera de Analítica', 'analitica')).toBe(true);
    expect(containsText('Ingeniera de Analitica', 'ANALÍTICA')).toBe(true);
    // Decomposed input (e + combining acute) reads like the composed one.
    expect(containsText('Bogote\u0301', 'bogoté')).toBe(true);
  });

  it('names places and fields alike in English and Spanish', () => {
    for (const [text, needle] of [
      ['Remoto (España)', 'Remote'],
      ['Remoto (LatAm)', 'remote'],
      ['Remote (US)', 'Remoto'],
      ['Remote (US)', 'Estados Unidos'],
      ['Ciudad de México, México', 'Mexico City'],
      ['Mexico City, Mexico', 'Ciudad de Mexico'],
      ['Madrid, España', 'Spain'],
      ['Sevilla, España', 'Seville'],
      ['London, UK', 'Reino Unido'],
      ['Remote (LatAm)', 'Latinoamérica'],
      ['Software Engineering', 'Ingeniería de software'],
      ['Ingeniería de software', 'Software Engineering'],
      ['Human Resources', 'rrhh'],
      ['Design', 'diseño'],
    ]) {
      expect(containsText(text, needle!), `${needle} in ${text}`).toBe(true);
    }
    expect(sameText('Remoto', 'REMOTE')).toBe(true);
    expect(normalizeText('Remoto (España)')).toBe(normalizeText('Remote (Spain)'));
  });

  it('stays a literal substring match: no patterns, no loose words', () => {
    expect(containsText('Remote (US)', 'Madrid')).toBe(false);
    expect(containsText('Ciudad de México, México', 'Mexico City, Spain')).toBe(false);
    expect(containsText('C++ (Senior)', 'c++ (')).toBe(true);
    expect(containsText('Senior', '.*')).toBe(false);
    expect(containsText('Engineering', 'Software Engineering')).toBe(false);
    // "Diseñadora" is not the field "Diseño": terms match whole words only.
    expect(normalizeText('Diseñadora UX')).toBe('disenadora ux');
  });

  it('keeps every plain substring a match (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.nat(), fc.nat(), (text, a, b) => {
        const [from, to] = [Math.min(a, b) % (text.length + 1), Math.max(a, b) % (text.length + 1)];
        const needle = text.slice(Math.min(from, to), Math.max(from, to));
        // Only whole characters: a cut surrogate pair is no text anyone types.
        fc.pre(!/[\ud800-\udfff]/.test(needle));
        return containsText(text, needle) && containsText(text.toUpperCase(), needle.toLowerCase());
      }),
    );
  });

  it('normalises idempotently (property)', () => {
    const words = fc.constantFrom('Remoto', 'remote', 'España', 'Ciudad de México', 'software', 'Ingeniería', 'de', 'Lima', '(', ',', ' ');
    fc.assert(fc.property(fc.array(words, { maxLength: 8 }), (parts) => normalizeText(normalizeText(parts.join(' '))) === normalizeText(parts.join(' '))));
  });

  it('prepares many needles once', () => {
    const inSpain = containsAny(['Spain', 'Lima']);
    expect(['Madrid, España', 'Lima, Perú', 'Quito, Ecuador'].map(inSpain)).toEqual([true, true, false]);
    expect(containsAny([])('anything')).toBe(false);
  });
});

describe('labels in the interface language', () => {
  it('translates known fields, whole, and keeps unknown ones', () => {
    expect(fieldLabel('Software Engineering', 'es')).toBe('Ingeniería de software');
    expect(fieldLabel('Ingeniería de software', 'en')).toBe('Software Engineering');
    expect(fieldLabel('Customer Support', 'es')).toBe('Atención al cliente');
    expect(fieldLabel('Sales Engineering', 'es')).toBe('Sales Engineering');
    expect(fieldLabel('Underwater Basket Weaving', 'es')).toBe('Underwater Basket Weaving');
  });

  it('translates each known place in a location and keeps the rest as written', () => {
    expect(placeLabel('Ciudad de México, México', 'en')).toBe('Mexico City, Mexico');
    expect(placeLabel('Remoto (España)', 'en')).toBe('Remote (Spain)');
    expect(placeLabel('Remote (US)', 'es')).toBe('Remoto (EE. UU.)');
    expect(placeLabel('London, UK', 'es')).toBe('Londres, Reino Unido');
    expect(placeLabel('New York, NY', 'es')).toBe('Nueva York, NY');
    expect(placeLabel('Austin, TX', 'es')).toBe('Austin, TX');
    expect(placeLabel('Bogotá, Colombia', 'en')).toBe('Bogotá, Colombia');
    expect(placeLabel('REMOTE (UK)', 'en')).toBe('REMOTE (UK)');
  });

  it('knows every field of the demo jobs in both languages', () => {
    const fields = new Set(generateDemoJobs(Date.UTC(2026, 10, 22)).map((job) => job.role_type));
    for (const field of fields) expect(sameText(fieldLabel(field, 'es'), field), field).toBe(true);
    expect([...fields].filter((field) => fieldLabel(field, 'es') === field).sort()).toEqual(['Legal', 'Marketing']);
  });
});

describe('choices for locations and fields', () => {
  it('offers the broad places first, one per spelling, then each location', () => {
    const choices = locationChoices(['Madrid, España', 'Remoto (España)', 'Remote (US)', 'Remote (Spain)', 'Lima, Perú']);
    expect(choices).toEqual([
      { value: 'Spain', isBroad: true },
      { value: 'Remote', isBroad: true },
      { value: 'US', isBroad: true },
      { value: 'Peru', isBroad: true },
      { value: 'Madrid, España', isBroad: false },
      { value: 'Remoto (España)', isBroad: false },
      { value: 'Remote (US)', isBroad: false },
      { value: 'Lima, Perú', isBroad: false },
    ]);
    expect(fieldChoices(['Design', 'Diseño', 'Legal'])).toEqual([
      { value: 'Design', isBroad: false },
      { value: 'Legal', isBroad: false },
    ]);
  });

  it('reads stored values as the choices they name, the rest as typed', () => {
    const choices = locationChoices(['Remoto (España)', 'Madrid, España']);
    expect(splitByChoices(['remoto', 'España', 'Madrid', 'madrid, espana'], choices)).toEqual({ chosen: ['Remote', 'Spain', 'Madrid, España'], typed: ['Madrid'] });
  });
});
