import { describe, expect, it } from 'vitest';
import { indexJobs, matcher, rank, readResume, REASON_CODES } from '~/domain/matching';
import { ENGLISH_ANALYST, NOW, posting, rankedIds, SPANISH_DEVELOPER } from './helpers';

const JAVA_EN = 'We are looking for a backend engineer to build our payment APIs with Java, Spring Boot and Kafka, deployed on Kubernetes in AWS.';
const JAVA_ES = 'Buscamos una persona para desarrollar nuestras APIs de pagos con Java, Spring Boot y Kafka, desplegadas en Kubernetes sobre AWS.';
const DATA_ES = 'Buscamos una persona para analizar datos de clientes con SQL, Python y Tableau, y crear cuadros de mando para el equipo de marketing.';
const DATA_EN = 'We are looking for an analyst to work with SQL, Python and Tableau and build dashboards for the marketing team.';

describe('ranking jobs for a resume', () => {
  it('finds English postings for a Spanish resume, and Spanish postings for an English one, through synonyms', () => {
    const scientist =
      'Elena Díaz\nCientífica de Datos\nMadrid, España\nPerfil\nCientífica de datos: aprendizaje automático, procesamiento del lenguaje natural y visión artificial.\nIdiomas: inglés C1';
    const english = posting('en-ml', { title: 'Data Scientist', description: 'Machine learning, NLP and computer vision models in production.' });
    const [toEnglish] = rank(readResume(scientist, { now: NOW }), indexJobs([english]));
    expect(toEnglish?.matched_skills).toEqual(['Machine learning', 'NLP', 'Computer vision']);
    const [toSpanish] = rank(
      readResume(ENGLISH_ANALYST, { now: NOW }),
      indexJobs([posting('es-data', { title: 'Analista de Datos', description: DATA_ES, location: 'Londres, Reino Unido' })]),
    );
    expect(toSpanish?.matched_skills).toEqual(expect.arrayContaining(['SQL', 'Python', 'Tableau', 'Data visualization']));
  });
  it('ranks the posting with the person’s skills and role above one of the same family without them', () => {
    const jobs = [
      posting('frontend', { title: 'Senior Frontend Engineer', description: 'React, TypeScript, CSS and design systems.' }),
      posting('backend', { title: 'Senior Backend Engineer', description: JAVA_EN }),
    ];
    expect(rankedIds(SPANISH_DEVELOPER, jobs)).toEqual(['backend', 'frontend']);
  });
  it('leaves out postings in a language the person does not work in, from the field or detected from the text', () => {
    const englishOnly = 'Sam Lee\nSenior Backend Engineer\nMadrid\nSummary\nBackend engineer with Java, Spring Boot and Kafka.\nLanguages: English (native), Spanish (A2)';
    const jobs = [
      posting('field-es', { title: 'Senior Backend Engineer', description: JAVA_EN, language: 'es' }),
      posting('text-es', { title: 'Ingeniero Backend Sénior', description: JAVA_ES }),
      posting('text-en', { title: 'Senior Backend Engineer', description: JAVA_EN }),
    ];
    expect(rankedIds(englishOnly, jobs)).toEqual(['text-en']);
  });
  it('leaves out a posting that requires a language the resume’s language list lacks', () => {
    const spanishOnly = 'Lucía\nDesarrolladora Backend Sénior\nMadrid\nPerfil\nDesarrolladora con Java y Spring Boot para la banca.\nIdiomas: español nativo';
    const jobs = [
      posting('needs-en', { title: 'Ingeniero Backend Sénior', description: `${JAVA_ES} Inglés avanzado imprescindible.` }),
      posting('es', { title: 'Ingeniero Backend Sénior', description: JAVA_ES }),
    ];
    expect(rankedIds(spanishOnly, jobs)).toEqual(['es']);
  });

  describe('seniority both ways', () => {
    const jobs = () => [
      posting('junior', { title: 'Junior Backend Developer', description: JAVA_EN }),
      posting('mid', { title: 'Backend Developer', description: JAVA_EN }),
      posting('senior', { title: 'Senior Backend Developer', description: JAVA_EN }),
      posting('lead', { title: 'Lead Backend Engineer', description: JAVA_EN }),
    ];
    it('a senior is not matched to junior postings', () => {
      expect(rankedIds(SPANISH_DEVELOPER, jobs())).not.toContain('junior');
      expect(rankedIds(SPANISH_DEVELOPER, jobs())[0]).toBe('senior');
    });
    it('a junior is not matched to senior or lead postings', () => {
      const junior = 'Tom\nJunior Backend Developer\nMadrid\nSummary\nJava and Spring Boot bootcamp graduate.\nLanguages: English, Spanish (native)';
      expect(rankedIds(junior, jobs())).toEqual(['junior', 'mid']);
    });
    it('reads a posting’s level from the sentence that hires, not from the people it mentions', () => {
      const jobs = [posting('mentors-juniors', { title: 'Backend Engineer', description: `You will mentor junior engineers. ${JAVA_EN}` })];
      expect(rankedIds(SPANISH_DEVELOPER, jobs)).toEqual(['mentors-juniors']);
      expect(rankedIds(SPANISH_DEVELOPER, [posting('hires-junior', { title: 'Backend', description: `Buscamos un desarrollador junior. ${JAVA_ES}` })])).toEqual([]);
    });
    it('reads a posting’s seniority from the years it requires when the title does not say', () => {
      const jobsByYears = [posting('eight-years', { title: 'Backend Developer', description: `${JAVA_EN} You have 8+ years of experience.` })];
      expect(rankedIds('Tom\nJunior Backend Developer\nSummary\nJava, Spring Boot, Kafka.', jobsByYears)).toEqual([]);
    });
  });

  describe('places and remote work', () => {
    it('ranks a posting in the person’s city above the same posting in another country', () => {
      const jobs = [
        posting('bogota', { title: 'Data Analyst', description: DATA_EN, location: 'Bogotá, Colombia' }),
        posting('london', { title: 'Data Analyst', description: DATA_EN, location: 'London, UK' }),
      ];
      expect(rankedIds(ENGLISH_ANALYST, jobs)).toEqual(['london', 'bogota']);
    });
    it('ranks a remote posting first for someone who wants remote work, unless it is open only to another region', () => {
      const remote = 'Ann\nData Analyst\nLondon, UK · open to remote\nSummary\nAnalyst with SQL, Python and Tableau.';
      const jobs = [
        posting('onsite-paris', { title: 'Data Analyst', description: DATA_EN, location: 'Paris, France' }),
        posting('remote-latam', { title: 'Data Analyst', description: DATA_EN, location: 'Remote (LatAm)' }),
        posting('remote-europe', { title: 'Data Analyst', description: DATA_EN, location: 'Remote — Europe' }),
      ];
      expect(rankedIds(remote, jobs)).toEqual(['remote-europe', 'remote-latam', 'onsite-paris']);
    });
  });

  it('does not let buzzwords outside the person’s field pull in another field’s postings', () => {
    const nurse = 'Laura\nEnfermera\nMadrid\nPerfil\nEnfermera en UCI. Curso de machine learning con Python, SQL y Power BI.\nIdiomas: inglés C1';
    const jobs = [
      posting('data', { title: 'Data Scientist', description: 'Machine learning with Python, SQL and Power BI.' }),
      posting('nurse', { title: 'Enfermera de UCI', description: 'Buscamos enfermera para la unidad de cuidados intensivos del hospital.' }),
    ];
    expect(rankedIds(nurse, jobs)).toEqual(['nurse']);
  });
  it('never lists a job without a company', () => {
    const jobs = [
      posting('none', { title: 'Senior Backend Engineer', description: JAVA_EN, company: '' }),
      posting('blank', { company: '  ' }),
      posting('null', { company: null }),
    ];
    expect(indexJobs(jobs).size).toBe(0);
    expect(rankedIds(SPANISH_DEVELOPER, jobs)).toEqual([]);
  });
  it('filters by the signed-in user’s preferences first, as docs/product-rules.md §5 does (substrings, case-insensitive), and honours exclusions', () => {
    const jobs = [
      posting('best', { title: 'Senior Backend Engineer', description: JAVA_EN, role_type: 'Engineering' }),
      posting('valencia', { title: 'Backend Developer', location: 'Valencia, España', role_type: 'Software Engineering' }),
      posting('excluded', { title: 'Backend Developer', location: 'Valencia, España', role_type: 'Software Engineering', company: 'Initech' }),
    ];
    expect(rankedIds(SPANISH_DEVELOPER, jobs, { preferences: { locations: ['VALENCIA'], fields: ['software'], excluded_companies: ['initech'] } })).toEqual(['valencia']);
  });
  it('breaks ties by recency, newest first, and a missing date counts as 0', () => {
    const same = { title: 'Senior Backend Engineer', description: JAVA_EN };
    const jobs = [
      posting('a-old', { ...same, creation_date: NOW - 9e8 }),
      posting('b-undated', { ...same, creation_date: null }),
      posting('c-new', { ...same, creation_date: NOW }),
    ];
    expect(rankedIds(SPANISH_DEVELOPER, jobs)).toEqual(['c-new', 'a-old', 'b-undated']);
  });
  it('is deterministic: the same ranking whatever the input order, run after run', () => {
    const jobs = Array.from({ length: 30 }, (_, i) =>
      posting(`job-${i}`, { title: i % 2 ? 'Backend Developer' : 'Senior Java Engineer', description: i % 3 ? JAVA_EN : JAVA_ES, creation_date: NOW - (i % 4) }),
    );
    const once = rankedIds(SPANISH_DEVELOPER, jobs);
    expect(rankedIds(SPANISH_DEVELOPER, [...jobs].reverse())).toEqual(once);
    expect(rankedIds(SPANISH_DEVELOPER, jobs)).toEqual(once);
  });
  it('scores from 0 to 100 in whole numbers, best first, explains with a reason code and values, and honours the limit', () => {
    const jobs = [
      posting('a', { title: 'Senior Backend Engineer', description: JAVA_EN }),
      posting('b', { title: 'Backend Developer' }),
      posting('c', { title: 'QA Engineer', location: 'Lima, Perú' }),
    ];
    const ranked = matcher.rank(matcher.readResume(SPANISH_DEVELOPER, { now: NOW }), matcher.indexJobs(jobs));
    for (const { score, reason } of ranked) {
      expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
      expect(REASON_CODES).toContain(reason.code);
      for (const value of Object.values(reason.values ?? {})) expect(['string', 'number']).toContain(typeof value);
    }
    expect(ranked.map(({ score }) => score)).toEqual([...ranked.map(({ score }) => score)].sort((x, y) => y - x));
    // Ids, not labels: the family's id, canonical skill names and the posting's location, named when shown (domain/matching/labels.ts).
    expect(ranked[0]?.reason).toEqual({
      code: 'skillsAndRole',
      values: { count: 5, role: 'software' },
      skills: expect.any(Array),
      where: { code: expect.any(String), place: expect.any(String) },
    });
    expect(ranked[0]?.reason.skills).toHaveLength(3);
    expect(matcher.rank(matcher.readResume(SPANISH_DEVELOPER), matcher.indexJobs(jobs), { limit: 1 })).toHaveLength(1);
  });
  it('lists what the posting asks that the resume lacks, by canonical name', () => {
    const [match] = rank(
      readResume(SPANISH_DEVELOPER, { now: NOW }),
      indexJobs([posting('a', { title: 'Senior Backend Engineer', description: `${JAVA_EN} Experience with Terraform and machine learning.` })]),
    );
    expect(match?.missing_skills).toEqual(expect.arrayContaining(['Terraform', 'Machine learning']));
    expect(match?.matched_skills).not.toContain('Terraform');
  });
});
