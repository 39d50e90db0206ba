import { describe, expect, it } from 'vitest';
import { readIntent } from '~/domain/matching/intent';
import { tokenize } from '~/domain/matching/normalize';
import { findPlaces } from '~/domain/matching/places';
import { joinWrapped, readLines } from '~/domain/matching/resume-lines';

/** The intent of a resume made of a name, a headline and the given lines (a summary when `section` says so). */
const intentOf = (...lines: string[]) => readIntent(readLines(['Ana Pérez', 'Product Designer', ...lines].join('\n')));

describe('reading stated intent from a resume', () => {
  describe('relocation targets', () => {
    it('reads a planned move in Spanish and English, with the home left behind', () => {
      for (const line of ['Me traslado a Londres en marzo.', 'Relocating to London in March.', 'Moving to London, UK this spring.']) {
        const intent = intentOf('Madrid, España', line);
        expect(intent.relocateTo, line).toEqual({ cities: ['london'], countries: [] });
        expect(intent.isMoving, line).toBe(true);
      }
    });
    it('reads an offer to move as an offer: the current city stays wanted', () => {
      for (const line of [
        'Open to relocating to London, Berlin or Dublin.',
        'Dispuesta a trasladarme a Londres, Berlín o Dublín.',
        'No problem relocating to London, Berlin or Dublin.',
      ]) {
        const intent = intentOf(line);
        expect(intent.relocateTo.cities.sort(), line).toEqual(['berlin', 'dublin', 'london']);
        expect(intent.isMoving, line).toBe(false);
      }
    });
    it('reads a sentence wrapped over two lines as one, and a city’s own country as the city', () => {
      const intent = intentOf('Perfil', 'Ingeniera de datos con 6 años de experiencia. Disponibilidad para', 'trasladarme a Madrid, España.');
      expect(intent.relocateTo).toEqual({ cities: ['madrid'], countries: [] });
      expect(intent.isMoving).toBe(false);
    });
    it('reads a place wrapped onto the next line after a preposition', () => {
      expect(intentOf('Summary', 'Analyst. Not looking for remote roles. Only roles in', 'Manchester, UK; no relocation.').onlyPlaces.cities).toEqual(['manchester']);
    });
    it('reads prose cut by the page’s margin before a capital as one sentence, but not a short title under it', () => {
      const wrapped = [
        'Summary',
        'Product designer with 7 years of experience in B2B SaaS and fintech. I want to keep working remotely from',
        'Spain or in a hybrid role in Barcelona. Not open to relocation.',
        'Skills',
        'Figma, Sketch, Prototyping, User research, Design systems',
      ];
      expect(intentOf(...wrapped)).toMatchObject({ onlyPlaces: { cities: ['barcelona'] }, modes: { wanted: ['remote', 'hybrid'] }, canRelocate: false });
      const texts = (...lines: string[]) => joinWrapped(readLines(lines.join('\n'))).map((line) => line.text);
      // A short title under a full line, and the header's contact lines, stay lines of their own.
      const long = 'Designer working remotely with teams across Europe and the Americas for ten years';
      expect(texts('Ana Pérez', 'Summary', long, 'Key Projects', 'Checkout redesign.')).toEqual(['Ana Pérez', long, 'Key Projects', 'Checkout redesign.']);
      expect(texts('Ana Pérez', `${long} · ana@example.com`, 'Madrid, Spain · +34 600 000 000')).toHaveLength(3);
    });
    it('reads a "no" after a moving city’s own country: the places after it are ruled out, not moved to', () => {
      const intent = intentOf('What I’m looking for', 'I’m relocating to Lisbon, Portugal in March and no longer looking in London, United Kingdom.');
      expect(intent).toMatchObject({ relocateTo: { cities: ['lisbon'], countries: [] }, excludedPlaces: { cities: ['london'], countries: [] }, isMoving: true });
    });
    it('reads a wish wrapped over two lines at the end of the studies as a whole', () => {
      const intent = intentOf('Education', 'BSc Mathematics, 2020', 'Not looking for remote roles. Only roles in', 'Manchester, UK; no relocation.');
      expect(intent).toMatchObject({ onlyPlaces: { cities: ['manchester'] }, canRelocate: false, modes: { excluded: ['remote'] } });
    });
    it('reads a move to a whole country', () => {
      expect(intentOf('Moving to the UK next year.').relocateTo).toEqual({ cities: [], countries: ['gb'] });
    });
    it('reads a willingness to move anywhere, and its negation, in both languages', () => {
      expect(intentOf('Disponible para mudarme.').canRelocate).toBe(true);
      expect(intentOf('Open to relocation.').canRelocate).toBe(true);
      expect(intentOf('Not open to relocation.').canRelocate).toBe(false);
      expect(intentOf('Sin posibilidad de traslado.').canRelocate).toBe(false);
      expect(intentOf('Madrid, España').canRelocate).toBeNull();
    });
  });

  describe('places excluded or the only ones', () => {
    it('reads "no busco", "not in" and "fuera de" as places ruled out, never as wishes', () => {
      expect(intentOf('No busco puestos en Madrid.').excludedPlaces).toEqual({ cities: ['madrid'], countries: [] });
      expect(intentOf('Looking for roles in Europe, not in Spain.').excludedPlaces).toEqual({ cities: [], countries: ['es'] });
      expect(intentOf('Busco trabajo fuera de España.').excludedPlaces).toEqual({ cities: [], countries: ['es'] });
      expect(intentOf('No busco puestos en Madrid.').relocateTo).toEqual({ cities: [], countries: [] });
    });
    it('reads "solo", "únicamente" and "only" as the only places, and a list after them as more of the same', () => {
      expect(intentOf('Solo Madrid, sin remoto ni reubicación.').onlyPlaces).toEqual({ cities: ['madrid'], countries: [] });
      expect(intentOf('Únicamente en Bogotá o Medellín.').onlyPlaces.cities.sort()).toEqual(['bogota', 'medellin']);
      expect(intentOf('On-site roles in Manchester only, Leeds.').onlyPlaces.cities.sort()).toEqual(['leeds', 'manchester']);
    });
    it('keeps a negation inside its clause: what follows a comma or "but" is wanted again', () => {
      const intent = intentOf('No busco en Madrid, pero sí en Barcelona solamente.');
      expect(intent.excludedPlaces.cities).toEqual(['madrid']);
      expect(intent.onlyPlaces.cities).toEqual(['barcelona']);
    });
  });

  describe('work modes', () => {
    it('reads remote-only in both languages as remote wanted and the office ruled out', () => {
      for (const line of ['Remote only.', 'Open to remote positions only.', '100% remoto.', 'Solo teletrabajo.', 'Disponibilidad únicamente para trabajo en remoto.']) {
        expect(intentOf(line).modes, line).toEqual({ wanted: ['remote'], excluded: ['hybrid', 'onsite'] });
      }
    });
    it('reads "no busco trabajo remoto", "sin remoto" and "not remote" as remote ruled out, not wanted', () => {
      for (const line of ['No busco trabajo remoto.', 'Presencial en Sevilla, sin remoto.', 'Not looking for remote roles.', "I don't want to work remotely."]) {
        const { modes } = intentOf(line);
        expect(modes.excluded, line).toContain('remote');
        expect(modes.wanted, line).not.toContain('remote');
      }
    });
    it('reads hybrid and on-site wishes, and an on-site "nunca"', () => {
      expect(intentOf('Híbrido o presencial en Madrid').modes).toEqual({ wanted: ['hybrid', 'onsite'], excluded: [] });
      expect(intentOf('Prefer hybrid work; never fully on-site.').modes).toEqual({ wanted: ['hybrid'], excluded: ['onsite'] });
      expect(intentOf('Looking for office-based roles in Leeds.').modes.wanted).toEqual(['onsite']);
    });
    it('does not read what the person has or lacks experience in as a wish', () => {
      expect(intentOf('Sin experiencia en remoto, pero con muchas ganas.').modes).toEqual({ wanted: [], excluded: [] });
      expect(intentOf('Experience with remote teams.').modes).toEqual({ wanted: [], excluded: [] });
    });
    it('does not read a past remote team or a work-history line as a wish', () => {
      expect(intentOf('Summary', 'Designer who led distributed remote teams across three countries for a decade.').modes).toEqual({ wanted: [], excluded: [] });
      expect(intentOf('Experience', 'Remote Designer at Acme (2019 – 2023), fully remote.').modes).toEqual({ wanted: [], excluded: [] });
    });
  });

  it('reads a mode and time zones stated in one clause, and hours that name no zone as no zone', () => {
    const intent = intentOf('Remote only in UK/EU time zones.');
    expect(intent.modes).toEqual({ wanted: ['remote'], excluded: ['hybrid', 'onsite'] });
    expect(intent.timeZones).toContain('gb');
    expect(intentOf('Busco trabajo remoto con horario flexible.')).toMatchObject({ modes: { wanted: ['remote'], excluded: [] }, timeZones: [] });
  });
  it('does not read "sin embargo" as a negation', () => {
    expect(intentOf('Sin embargo busco trabajo remoto.').modes).toEqual({ wanted: ['remote'], excluded: [] });
  });
  it('reads time zones in both languages as the countries they cover', () => {
    expect(intentOf('Remote only, UK/EU time zones.').timeZones).toEqual(expect.arrayContaining(['gb', 'es', 'de']));
    expect(intentOf('Remote only, UK/EU time zones.').timeZones).not.toContain('us');
    expect(intentOf('Remoto en horario europeo.').timeZones).toEqual(expect.arrayContaining(['es', 'fr']));
  });

  it('reads working languages and their levels wherever they appear, in both languages and mixed', () => {
    expect(intentOf('Idiomas: inglés C1, español nativo.').languages).toEqual([
      { code: 'en', level: 'C1' },
      { code: 'es', level: 'native' },
    ]);
    expect(intentOf('Summary', 'Designer, English (native), Spanish B2, based in Leeds.').languages).toEqual([
      { code: 'en', level: 'native' },
      { code: 'es', level: 'B2' },
    ]);
    expect(intentOf('Languages', 'English', 'Español — intermedio alto').languages).toEqual([
      { code: 'en', level: null },
      { code: 'es', level: 'B2' },
    ]);
  });

  it('reads a mixed-language preference line as a whole', () => {
    const intent = intentOf('Preferencias: remote only · UK/EU time zones · me traslado a Londres · inglés C1');
    expect(intent.modes.wanted).toEqual(['remote']);
    expect(intent.relocateTo.cities).toEqual(['london']);
    expect(intent.timeZones).toContain('gb');
    expect(intent.languages).toEqual([{ code: 'en', level: 'C1' }]);
  });

  describe('wishes told in prose', () => {
    it('ends a "no" at a colon after a statement, so what follows is wanted', () => {
      for (const line of [
        'No busco presencial: híbrido o remoto.',
        'Not looking for a full-time office job: hybrid or remote.',
        'Sin teletrabajo: presencial o híbrido en Madrid.',
      ]) {
        const intent = intentOf(line);
        const wanted = line.startsWith('Sin') ? ['hybrid', 'onsite'] : ['hybrid', 'remote'];
        expect([...intent.modes.wanted].sort(), line).toEqual(wanted);
        expect(intent.modes.excluded, line).toEqual(line.startsWith('Sin') ? ['remote'] : ['onsite']);
      }
    });
    it('keeps a short label before a colon with what follows', () => {
      expect(intentOf('Relocation: Madrid').relocateTo.cities).toEqual(['madrid']);
      expect(intentOf('Open to relocation: Berlin').relocateTo.cities).toEqual(['berlin']);
    });
    it('rules out the place a move leaves, said in the same sentence', () => {
      for (const line of ["I'm relocating to Lisbon in March and no longer looking in Valencia.", 'Me traslado a Lisboa en marzo y ya no busco en Valencia.']) {
        const intent = intentOf(line);
        expect(intent.relocateTo.cities, line).toEqual(['lisbon']);
        expect(intent.excludedPlaces.cities, line).toEqual(['valencia']);
      }
    });
    it('reads "husos horarios de América" as the Americas’ hours', () => {
      expect(intentOf('Solo husos horarios de América.').timeZones).toEqual(expect.arrayContaining(['us', 'mx', 'co']));
      expect(intentOf('Solo husos horarios de América.').timeZones).not.toContain('es');
    });
  });

  describe('the European Union', () => {
    const europe = { cities: [], countries: expect.arrayContaining(['es', 'de', 'fr', 'it', 'pl']) };
    it('reads "UE", "U.E." and "Unión Europea" as Europe in Spanish, whole words only', () => {
      for (const line of ['Remoto, solo UE.', 'Solo U.E.', 'Únicamente en la Unión Europea.', 'Busco trabajo en remoto desde la UE.', 'Busco remoto dentro de la UE.']) {
        const intent = intentOf(line);
        expect(intent.onlyPlaces, line).toEqual(europe);
        expect(intent.onlyPlaces.countries, line).not.toContain('us');
      }
      // "que", "fue" hold the letters, not the word.
      expect(intentOf('Busco solo equipos en los que fue clave la calidad.').onlyPlaces).toEqual({ cities: [], countries: [] });
      expect(findPlaces(tokenize('Un puesto que fue remoto, en el que aprendí').words).region).toBeNull();
      expect(findPlaces(tokenize('Remoto - UE').words).region).toEqual(expect.arrayContaining(['es', 'de']));
    });
    it('reads "EU" and "European Union" as Europe in English', () => {
      for (const line of ['EU only.', 'Looking for remote roles within the EU.', 'Remote from the European Union only.']) expect(intentOf(line).onlyPlaces, line).toEqual(europe);
    });
    it('reads "within" and "remote from" as the places, not as the only mode', () => {
      expect(intentOf('Looking for remote roles within the EU.').modes).toEqual({ wanted: ['remote'], excluded: [] });
      expect(intentOf('Busco trabajo en remoto desde la UE.').modes).toEqual({ wanted: ['remote'], excluded: [] });
    });
    it('reads "not outside" and "no fuera de" as the only places, and a plain "no" as a place ruled out', () => {
      for (const line of ['Remoto, no fuera de la UE.', 'Remote, not outside the EU.']) {
        const intent = intentOf(line);
        expect(intent.onlyPlaces, line).toEqual(europe);
        expect(intent.excludedPlaces, line).toEqual({ cities: [], countries: [] });
      }
      expect(intentOf('No busco puestos en la UE.').excludedPlaces).toEqual(europe);
      expect(intentOf('Not looking for roles in the EU.').excludedPlaces).toEqual(europe);
      expect(intentOf('Busco trabajo fuera de la UE.').excludedPlaces).toEqual(europe);
    });
  });
});
