import { describe, expect, it } from 'vitest';
import { readResume } from '~/domain/matching';
import { ENGLISH_ANALYST, NOW, SPANISH_DEVELOPER } from './helpers';

const read = (text: string) => readResume(text, { now: NOW });

describe('reading a resume like a recruiter', () => {
  it('reads a Spanish developer: canonical skills, family from titles, seniority, languages, place', () => {
    const profile = read(SPANISH_DEVELOPER);
    expect(profile.skills).toEqual(expect.arrayContaining(['Java', 'Spring', 'Kafka', 'Kubernetes', 'AWS']));
    expect(profile).toMatchObject({ roleFamily: 'software', families: ['software'], seniority: 3, language: 'es', locations: ['madrid'], countries: ['es'] });
    expect(profile.languages.sort()).toEqual(['en', 'es']);
  });
  it('reads "desarrollador" and "developer" as the same role', () => {
    const es = read('Ana Gil\nDesarrolladora Frontend\nValencia');
    const en = read('Ann Hill\nFrontend Developer\nLeeds');
    expect(es.roleFamily).toBe('software');
    expect([...(es.titleTerms ?? [])].sort()).toEqual([...(en.titleTerms ?? [])].sort());
  });
  it('takes the family from job titles, so buzzwords from a course do not change it', () => {
    const nurse = read(`Laura Gómez
Enfermera
Sevilla, España
Perfil
Enfermera con 4 años de experiencia en UCI. Curso de machine learning, Python, SQL y Power BI.
Experiencia
Enfermera — Hospital Virgen del Rocío (2020 – 2024)`);
    expect(nurse.skills).toEqual(expect.arrayContaining(['Machine learning', 'Python']));
    expect(nurse.roleFamily).toBe('healthcare');
    expect(nurse.families).toEqual(['healthcare']);
  });
  it('guesses a family from skills when no title says it, but does not trust it to exclude postings', () => {
    const profile = read('Skills: React, TypeScript, Node.js, Docker, PostgreSQL');
    expect(profile.roleFamily).toBe('software');
    expect(profile.families).toEqual([]);
  });

  describe('seniority', () => {
    it('reads title markers in both languages', () => {
      expect(read('Sr. Data Engineer').seniority).toBe(3);
      expect(read('Ingeniera de Datos Sénior').seniority).toBe(3);
      expect(read('Jr. Accountant').seniority).toBe(1);
      expect(read('Becario de Marketing').seniority).toBe(0);
      expect(read('Lead Product Designer').seniority).toBe(4);
      expect(read('Jefe de Ventas').seniority).toBe(4);
    });
    it('reads graduate and associate titles as entry level, a general counsel or "contador general" as lead', () => {
      expect(read('Graduate Data Analyst').seniority).toBe(0);
      expect(read('Associate Software Engineer').seniority).toBe(1);
      expect(read('Senior Associate, Corporate').seniority).toBe(3);
      expect(read('General Counsel').seniority).toBe(4);
      expect(read('Contadora General').seniority).toBe(4);
    });
    it('counts "3 años como…" and "6 years as a…" as years of experience', () => {
      expect(read('Ana Gil\nPerfil\nProfesional con 3 años como Especialista en Paid Media.').yearsOfExperience).toBe(3);
      expect(read('Ann Hill\nSummary\nSix years? No: 6 years as a nurse in ICU.').yearsOfExperience).toBe(6);
    });
    it('does not read "jefa de proyecto" or "lead generation" as lead', () => {
      expect(read('Jefa de Proyecto\nExperiencia\nJefa de Proyecto — Indra (2022 – 2024)').seniority).toBe(2);
      expect(read('Lead Generation Specialist').seniority).toBeNull();
    });
    it('counts years from experience date ranges up to "present", leaving out education', () => {
      const profile = read(`Pat Doe
Accountant
Experience
Accountant, KPMG (2017 - Present)
Education
BA Accounting (2010 - 2014)`);
      expect(profile.yearsOfExperience).toBe(9);
      expect(profile.seniority).toBe(3);
    });
    it('reads stated years in Spanish and English', () => {
      expect(read('Analista financiero con 3 años de experiencia').yearsOfExperience).toBe(3);
      expect(read('Recruiter with 10+ years of experience').yearsOfExperience).toBe(10);
    });
  });

  describe('working languages', () => {
    it('a resume in Spanish works in Spanish; "inglés avanzado" adds English, "francés básico" does not add French', () => {
      const profile = read('Contable\nMadrid\nPerfil\nContable con experiencia en cierres y conciliaciones para una empresa de la zona.\nIdiomas: inglés avanzado, francés básico');
      expect(profile.language).toBe('es');
      expect(profile.languages.sort()).toEqual(['en', 'es']);
      expect(profile.languagesStated).toBe(true);
    });
    it('a resume in English with "Spanish (B1)" works in English only', () => {
      const profile = read('Nurse\nBoston\nSummary\nRegistered nurse with experience in the ICU and in the emergency room.\nLanguages: English (native), Spanish (B1)');
      expect(profile.languages).toEqual(['en']);
    });
    it('reads a languages list written inside another line ("… Languages: English, Spanish.")', () => {
      const profile = read('Backend Engineer\nMadrid\nSummary\nBackend engineer building APIs in Node.js and PostgreSQL for fintech products. Languages: English, Spanish.');
      expect(profile.languages.sort()).toEqual(['en', 'es']);
      expect(profile.languagesStated).toBe(true);
    });
    it('"English (C1)" adds English', () => {
      expect(read(ENGLISH_ANALYST).languages.sort()).toEqual(['en', 'es']);
    });
  });

  describe('places and remote work', () => {
    it('reads the place from the header, not from past employers', () => {
      const profile = read(`Marta Ruiz
Product Manager
Barcelona, España
Experience
Product Manager, Spotify — London (2019 - 2023)`);
      expect(profile.locations).toEqual(['barcelona']);
      expect(profile.countries).toEqual(['es']);
    });
    it('reads a line that is only a place as home, wherever the layout puts it (LinkedIn export)', () => {
      const linkedIn =
        'Contact\nTop Skills\nKubernetes\nLanguages\nEnglish (Native or Bilingual)\nJohn Doe\nSite Reliability Engineer at Stripe\nDublin, County Dublin, Ireland\nExperience\nGoogle\nSystems Engineer\nLondon, UK';
      expect(read(linkedIn)).toMatchObject({ locations: ['dublin'], countries: ['ie'] });
    });
    it('does not read a surname in the name line as a place', () => {
      expect(read('Laura Mendoza\nData Analyst').locations).toEqual([]);
    });
    it('tells a city from its namesake by the country beside it', () => {
      expect(read('Ana\nContable\nCórdoba, Argentina').countries).toEqual(['ar']);
      expect(read('Ana\nContable\nCórdoba, España').countries).toEqual(['es']);
    });
    it('reads where the person would move: "relocate to Málaga" adds Málaga only, "open to relocation" anywhere', () => {
      expect(read('Eva\nFisioterapeuta\nSevilla, España\nDisponibilidad para trasladarme a Málaga.')).toMatchObject({
        locations: ['sevilla', 'malaga'],
        countries: ['es'],
        relocationCountries: [],
        canRelocate: false,
      });
      expect(read('Eva\nPhysiotherapist\nLeeds, UK\nWilling to relocate to Spain.')).toMatchObject({ countries: ['gb'], relocationCountries: ['es'] });
      expect(read('Eva\nPhysiotherapist\nLeeds, UK\nOpen to relocation.').canRelocate).toBe(true);
    });
    it('reads a remote wish and a remote-only one, but not remote work described in experience', () => {
      expect(read('Dev\nBackend Developer\nLisboa · Open to remote')).toMatchObject({ isRemoteWanted: true, isRemoteOnly: false });
      expect(read('Dev\nBackend Developer\nBogotá — 100% remote only')).toMatchObject({ isRemoteWanted: true, isRemoteOnly: true });
      expect(read('Dev\nBackend Developer\nLyon\nExperience\nBackend Developer, Acme (2019 - 2024)\nLed a remote team of five engineers').isRemoteWanted).toBe(false);
    });
  });

  it('reads words named like object properties ("constructor") as ordinary words', () => {
    expect(read('Constructor\nConstructor toString valueOf\nLanguages: constructor')).toMatchObject({ seniority: null, languages: [] });
  });
  it('is deterministic and plain JSON', () => {
    expect(JSON.parse(JSON.stringify(read(SPANISH_DEVELOPER)))).toEqual(read(SPANISH_DEVELOPER));
  });
});
