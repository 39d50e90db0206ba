import { describe, expect, it } from 'vitest';
import { fold, phraseKey, stem, tokenize } from '~/domain/matching/normalize';
import { ROLE_TABLE } from '~/domain/matching/roles';
import { STOP_WORDS } from '~/domain/matching/stop-words';
import { findSkills, SKILL_TABLE, SKILLS, skillId } from '~/domain/matching/vocabulary';

const skillsOf = (text: string) => findSkills(tokenize(text)).map((id) => SKILLS[id]!.name);

describe('bilingual text handling', () => {
  it('folds case and accents', () => {
    expect(fold('Diseñadora GRÁFICA en Córdoba')).toBe('disenadora grafica en cordoba');
  });
  it('keeps the spellings of technical names as one word and splits words a lost space glued', () => {
    expect(tokenize('C++, C#, Node.js, .NET, ASP.NET, CI/CD, React.Redux').words).toEqual(['c++', 'c#', 'node.js', 'dotnet', 'asp.net', 'ci', 'cd', 'react', 'redux']);
    expect(tokenize('M&A, P&L, FP&A, e-commerce').words).toEqual(['mna', 'pnl', 'fpna', 'ecommerce']);
  });
  it('stems plurals and Spanish gender the same way', () => {
    expect(stem('desarrolladores')).toBe(stem('desarrollador'));
    expect(stem('desarrolladora')).toBe(stem('desarrollador'));
    expect(stem('ingenieras')).toBe(stem('ingeniero'));
    expect(stem('skills')).toBe(stem('skill'));
  });
  it('drops English and Spanish stop words from phrases', () => {
    expect(phraseKey('Ingeniero de Software')).toBe(phraseKey('ingeniero software'));
    expect(phraseKey('the head of the team')).toBe(phraseKey('head team'));
  });
});

describe('skills vocabulary', () => {
  it('has a few hundred skills, and no spelling claimed by two skills or two title words', () => {
    expect(SKILLS.length).toBeGreaterThan(300);
    expect(SKILL_TABLE.conflicts).toEqual([]);
    expect(ROLE_TABLE.conflicts).toEqual([]);
  });
  it('never lets an alias shrink to a single stop-word-free word that it did not say ("after effects" is not "effects")', () => {
    const shrunk = SKILLS.flatMap((skill) => [...skill.aliases, ...skill.ambiguous].filter((alias) => tokenize(alias).words.length > 1 && !phraseKey(alias).includes(' ')));
    expect(shrunk).toEqual([]);
    expect(SKILLS.flatMap((skill) => skill.aliases).filter((alias) => STOP_WORDS.has(fold(alias)))).toEqual([]);
  });
  it('reads a lawyer called "mercantil" or "mercantilista" as corporate law, and not a company of that name', () => {
    expect(skillsOf('Abogado Senior Mercantil con experiencia en due diligence y protección de datos.')).toContain('Corporate law');
    expect(skillsOf('Abogada mercantilista.')).toContain('Corporate law');
    expect(skillsOf('Senior corporate lawyer.')).toContain('Corporate law');
    expect(skillsOf('Mercantil del Pacífico es un grupo de retail con 200 tiendas. Requisitos: Excel, SQL.')).not.toContain('Corporate law');
  });
  it('reads a name listed as ambiguous in either language only beside other skills ("CRO")', () => {
    expect(skillsOf('Hospital La Paz es una CRO que gestiona ensayos clínicos.')).not.toContain('Conversion rate optimization');
    expect(skillsOf('Skills: SEO, CRO, Google Analytics.')).toContain('Conversion rate optimization');
  });
  it('reads an API’s contract as the API, not as contract law, in both languages', () => {
    for (const text of ['Revisar código y coordinarte con backend en los contratos de API.', 'Review code and agree API contracts with the backend team.']) {
      expect(skillsOf(text), text).toContain('REST APIs');
      expect(skillsOf(text), text).not.toContain('Contract law');
    }
    expect(skillsOf('Redactar y negociar contratos mercantiles.')).toContain('Contract law');
  });
  it('reads synonyms and abbreviations in both languages as one canonical skill', () => {
    expect(skillsOf('JS and K8s')).toEqual(['JavaScript', 'Kubernetes']);
    expect(skillsOf('JavaScript y Kubernetes')).toEqual(['JavaScript', 'Kubernetes']);
    expect(skillsOf('aprendizaje automático')).toEqual(skillsOf('Machine Learning'));
    expect(skillsOf('ventas B2B, atención al cliente')).toEqual(skillsOf('B2B sales, customer service'));
    expect(skillsOf('contabilidad, nóminas, RRHH')).toEqual(skillsOf('accounting, payroll, HR').slice(0, 2));
    expect(skillId('machine learning')).toBe(skillId('Machine learning'));
  });
  it('prefers the longest phrase: "React Native" is not React, "data warehouse" is not warehouse work', () => {
    expect(skillsOf('React Native apps')).toEqual(['React Native']);
    expect(skillsOf('data warehouse')).toEqual(['Data warehousing']);
  });
  it('counts "Go" only beside other skills, never in ordinary English', () => {
    expect(skillsOf('I go the extra mile and Go to every meeting')).toEqual([]);
    expect(skillsOf('Python, Go and PostgreSQL')).toEqual(['Python', 'Go', 'PostgreSQL']);
  });
  it('counts one-letter languages only written as names beside other skills: R, not R&D or "r"', () => {
    expect(skillsOf('Led R&D projects')).toEqual([]);
    expect(skillsOf('Python, R, SQL')).toEqual(['Python', 'R', 'SQL']);
    expect(skillsOf('python, r, sql')).toEqual(['Python', 'SQL']);
  });
  it('tells SQL from NoSQL and MySQL', () => {
    expect(skillsOf('NoSQL')).toEqual(['NoSQL']);
    expect(skillsOf('MySQL, SQL')).toEqual(['MySQL', 'SQL']);
  });
  it('does not read the verb "excel" or "react" as the tools', () => {
    expect(skillsOf('We excel at customer service and react quickly')).toEqual(['Customer service']);
    expect(skillsOf('Advanced Excel, PowerPoint')).toEqual(['Excel', 'PowerPoint']);
  });
});
