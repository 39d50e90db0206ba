import { describe, expect, it } from 'vitest';
import { indexJobs, rank, readResume } from '~/domain/matching';
import { NOW, posting } from './helpers';

// docs/product-rules.md §4.10: matched and missing skills are skills, never the posting's company, field or place.

const RESUME = `Marta Gil
Backend Engineer
Madrid, España
Backend engineer: Python, Kafka and PostgreSQL; built a Shopify app and Salesforce integrations for logistics clients.
Languages: Spanish (native), English (C1)`;

/** The one ranked posting for RESUME, in English. */
function explained(fields: Parameters<typeof posting>[1]) {
  const [match] = rank(readResume(RESUME, { now: NOW }), indexJobs([posting('job', fields)]));
  if (!match) throw new Error('the posting was not ranked');
  return match;
}

describe('the skills a match shows', () => {
  it('leave out the posting’s company, field and place, though each is a skill’s name', () => {
    const match = explained({
      company: 'Shopify',
      title: 'Backend Engineer',
      role_type: 'Logistics',
      location: 'Salesforce Tower, San Francisco',
      description: 'Shopify is hiring a backend engineer for Shopify Logistics in the Salesforce Tower: Python, Kafka, PostgreSQL, Terraform and Snowflake.',
    });
    const shown = [...match.matched_skills, ...match.missing_skills];
    for (const name of ['Shopify', 'Logistics', 'Salesforce']) expect(shown).not.toContain(name);
    expect(match.matched_skills).toEqual(expect.arrayContaining(['Python', 'Kafka', 'PostgreSQL']));
    expect(match.missing_skills).toEqual(expect.arrayContaining(['Terraform', 'Snowflake']));
  });

  it('show the same names when they are skills the posting asks for at another company, in another field and place', () => {
    const match = explained({
      company: 'Acme',
      title: 'Backend Engineer',
      role_type: 'Software',
      location: 'Madrid, España',
      description: 'Build Shopify apps and Salesforce integrations for our clients with Python and Kafka.',
    });
    expect(match.matched_skills).toEqual(expect.arrayContaining(['Shopify', 'Salesforce']));
  });

  it('leave out a skill the posting names only by its sector’s name, in English and Spanish', () => {
    const sector = explained({
      title: 'Backend Engineer',
      description: 'We are a retail and logistics company. You will build services in Python, Kafka and Terraform.',
    });
    expect([...sector.matched_skills, ...sector.missing_skills]).toEqual(expect.not.arrayContaining(['Retail sales', 'Distribution logistics']));
    expect(sector.missing_skills).toContain('Terraform');
    const [spanish] = rank(
      readResume(RESUME, { now: NOW }),
      indexJobs([posting('es', { title: 'Ingeniero Backend', description: 'Empresa del sector de la logística y el comercio minorista. Python, Kafka y Terraform.' })]),
    );
    expect([...(spanish?.matched_skills ?? []), ...(spanish?.missing_skills ?? [])]).toEqual(expect.not.arrayContaining(['Retail sales', 'Distribution logistics']));
    expect(spanish?.missing_skills).toContain('Terraform');
  });

  it('show the skill when the posting asks for it by a skill’s name beside the sector’s', () => {
    const match = explained({
      title: 'Backend Engineer',
      description: 'A retail company looking for Python engineers who know store operations and last mile delivery.',
    });
    expect([...match.matched_skills, ...match.missing_skills]).toEqual(expect.arrayContaining(['Retail sales', 'Distribution logistics']));
  });

  it('put first what the posting asks for most: its title, then its requirements in their order, then its nice-to-haves', () => {
    const match = explained({
      title: 'Backend Engineer',
      description: 'Nice to have: Terraform and Snowflake.\n\nRequirements:\n- Kafka and Python every day; Kafka again.\n- Airflow.\n\nGo is a plus.',
    });
    expect(match.matched_skills).toEqual(['Kafka', 'Python']);
    expect(match.missing_skills).toEqual(['Airflow', 'Terraform', 'Snowflake', 'Go']);
  });

  it('put a skill its title names before one its description mentions', () => {
    const match = explained({
      title: 'Terraform Engineer',
      description: 'You will work with Snowflake, dbt, Airflow and Terraform every day.',
    });
    expect(match.missing_skills[0]).toBe('Terraform');
  });
});
