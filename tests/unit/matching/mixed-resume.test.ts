import { describe, expect, it } from 'vitest';
import { readResume, type TResumeProfile } from '~/domain/matching';
import { NOW } from './helpers';

// One person's resume written three ways: all in English, all in Spanish, and mixed (an English
// summary and wishes over a Spanish work history, or the other way round). A recruiter reads the
// same person from each; so must the reader.

const ENGLISH = `Marta Ruiz
Senior Backend Developer
Valencia, Spain · marta.ruiz@example.com

SUMMARY
Backend developer with 7 years of experience in Java, Spring and Kafka. I'm relocating to Lisbon in March
and no longer looking in Valencia. Not looking for a full-time office job: hybrid or remote.

EXPERIENCE
Senior Backend Developer — Nubelia, Valencia    03/2021 – Present
• Split a monolith into microservices with Spring Boot and Kafka
• Cut p95 latency by 40% tuning PostgreSQL queries
Backend Developer — Pixelmar, Valencia    01/2018 – 2021
• Built the payments API on AWS with Docker

EDUCATION
BSc Computer Engineering — Universitat Politècnica de València, 2017

LANGUAGES
Spanish (native), English C1, Portuguese (basic)`;

const SPANISH = `Marta Ruiz
Desarrolladora Backend Sénior
Valencia, España · marta.ruiz@example.com

PERFIL
Desarrolladora backend con 7 años de experiencia en Java, Spring y Kafka. Me traslado a Lisboa en marzo
y ya no busco en Valencia. No busco un puesto presencial a tiempo completo: híbrido o remoto.

EXPERIENCIA
Desarrolladora Backend Sénior — Nubelia, Valencia    03/2021 – Actualidad
• Dividí un monolito en microservicios con Spring Boot y Kafka
• Reduje la latencia p95 un 40% optimizando consultas de PostgreSQL
Desarrolladora Backend — Pixelmar, Valencia    01/2018 – 2021
• Construí la API de pagos en AWS con Docker

FORMACIÓN
Grado en Ingeniería Informática — Universitat Politècnica de València, 2017

IDIOMAS
Español (nativo), inglés C1, portugués (básico)`;

// English summary and wishes, Spanish work history and studies.
const ENGLISH_SUMMARY = `Marta Ruiz
Senior Backend Developer
Valencia, Spain · marta.ruiz@example.com

SUMMARY
Backend developer with 7 years of experience in Java, Spring and Kafka. I'm relocating to Lisbon in March
and no longer looking in Valencia. Not looking for a full-time office job: hybrid or remote.

EXPERIENCIA
Desarrolladora Backend Sénior — Nubelia, Valencia    03/2021 – Actualidad
• Dividí un monolito en microservicios con Spring Boot y Kafka
• Reduje la latencia p95 un 40% optimizando consultas de PostgreSQL
Desarrolladora Backend — Pixelmar, Valencia    01/2018 – 2021
• Construí la API de pagos en AWS con Docker

FORMACIÓN
Grado en Ingeniería Informática — Universitat Politècnica de València, 2017

LANGUAGES
Spanish (native), English C1, Portuguese (basic)`;

// Spanish summary and wishes, English work history.
const SPANISH_SUMMARY = `Marta Ruiz
Desarrolladora Backend Sénior
Valencia, España · marta.ruiz@example.com

PERFIL
Desarrolladora backend con 7 años de experiencia en Java, Spring y Kafka. Me traslado a Lisboa en marzo
y ya no busco en Valencia. No busco un puesto presencial a tiempo completo: híbrido o remoto.

EXPERIENCE
Senior Backend Developer — Nubelia, Valencia    03/2021 – Present
• Split a monolith into microservices with Spring Boot and Kafka
• Cut p95 latency by 40% tuning PostgreSQL queries
Backend Developer — Pixelmar, Valencia    01/2018 – 2021
• Built the payments API on AWS with Docker

EDUCATION
BSc Computer Engineering — Universitat Politècnica de València, 2017

IDIOMAS
Español (nativo), inglés C1, portugués (básico)`;

/** What a recruiter takes from a resume, whatever language it is written in. */
function reading(profile: TResumeProfile) {
  const intent = profile.intent;
  return {
    skills: [...profile.skills].sort(),
    roleFamily: profile.roleFamily,
    families: profile.families,
    titleTerms: [...(profile.titleTerms ?? [])].sort(),
    seniority: profile.seniority,
    yearsOfExperience: profile.yearsOfExperience,
    languages: [...profile.languages].sort(),
    locations: [...profile.locations].sort(),
    isRemoteWanted: profile.isRemoteWanted,
    isRemoteOnly: profile.isRemoteOnly,
    relocateTo: intent?.relocateTo,
    isMoving: intent?.isMoving,
    excludedPlaces: intent?.excludedPlaces,
    modes: { wanted: [...(intent?.modes.wanted ?? [])].sort(), excluded: [...(intent?.modes.excluded ?? [])].sort() },
    statedLanguages: [...(intent?.languages ?? [])].sort((a, b) => a.code.localeCompare(b.code)),
  };
}

const read = (text: string) => reading(readResume(text, { now: NOW }));

describe('a resume that mixes English and Spanish reads as well as one in either language', () => {
  const english = read(ENGLISH);

  it('reads the one-language versions alike', () => {
    expect(read(SPANISH)).toEqual(english);
    expect(english).toMatchObject({
      roleFamily: 'software',
      seniority: 3,
      languages: ['en', 'es'],
      relocateTo: { cities: ['lisbon'], countries: [] },
      isMoving: true,
      excludedPlaces: { cities: ['valencia'], countries: [] },
      modes: { wanted: ['hybrid', 'remote'], excluded: ['onsite'] },
      isRemoteOnly: false,
    });
    expect(english.skills).toEqual(expect.arrayContaining(['Java', 'Spring', 'Kafka', 'PostgreSQL', 'AWS', 'Docker']));
  });

  it('reads an English summary over a Spanish work history as either one-language version', () => {
    expect(read(ENGLISH_SUMMARY)).toEqual(english);
  });

  it('reads a Spanish summary over an English work history as either one-language version', () => {
    expect(read(SPANISH_SUMMARY)).toEqual(english);
  });
});

describe('working languages are read section by section, and a stated level wins', () => {
  const summary = {
    en: 'SUMMARY\nData analyst with 4 years of experience in SQL, Python and Tableau. Looking for remote roles in Spain.',
    es: 'PERFIL\nAnalista de datos con 4 años de experiencia en SQL, Python y Tableau. Busco trabajo en remoto en España.',
  };
  const history = {
    en: `EXPERIENCE
Data Analyst — Nubelia, Valencia    03/2022 – Present
• Designed the sales dashboards in Tableau for the regional teams and the board
• Automated the monthly reports with Python and SQL, saving two days a month
• Trained the finance team on the new dashboards and wrote the guide for them
Junior Data Analyst — Pixelmar    2021 – 2022
• Cleaned customer data and built the churn report for the marketing team`,
    es: `EXPERIENCIA
Analista de Datos — Nubelia, Valencia    03/2022 – Actualidad
• Diseñé los cuadros de mando de ventas en Tableau para los equipos regionales y la dirección
• Automaticé los informes mensuales con Python y SQL, ahorrando dos días al mes
• Formé al equipo de finanzas en los nuevos cuadros de mando y escribí la guía para ellos
Analista de Datos Junior — Pixelmar    2021 – 2022
• Preparé los datos de clientes y el informe de bajas para el equipo de marketing`,
  };
  const resume = (s: 'en' | 'es', h: 'en' | 'es', languages = '') => `Marta Ruiz\nAnalista de Datos\nValencia, España\n\n${summary[s]}\n\n${history[h]}\n\n${languages}`;
  const languagesOf = (text: string) => [...readResume(text, { now: NOW }).languages].sort();

  it('takes a short English summary over a long Spanish history as English too', () => {
    expect(languagesOf(resume('en', 'es'))).toEqual(['en', 'es']);
    expect(languagesOf(resume('es', 'en'))).toEqual(['en', 'es']);
  });

  it('believes "inglés B1" over an English summary or history, as in the Spanish version', () => {
    const b1 = 'IDIOMAS\nEspañol nativo, inglés B1';
    expect(languagesOf(resume('es', 'es', b1))).toEqual(['es']);
    expect(languagesOf(resume('en', 'es', b1))).toEqual(['es']);
    expect(languagesOf(resume('es', 'en', b1))).toEqual(['es']);
    expect(languagesOf(resume('en', 'en', b1))).toEqual(['es']);
  });

  it('keeps a working language stated in either language', () => {
    expect(languagesOf(resume('en', 'es', 'Languages: Spanish (native), English (C1)'))).toEqual(['en', 'es']);
    expect(languagesOf(resume('es', 'es', 'IDIOMAS\nEspañol nativo, inglés C1'))).toEqual(['en', 'es']);
  });
});
