import type { TJobRecord } from '../../src/server/db/jobs-repo';

const seededAt = Date.now();

/**
 * Postings of the browser tests' own, written with the demo data before the app serves
 * (global-setup.ts), so every server process reads them from its first request.
 */

// Two postings, one in each language, that ask for the resume spec's skills: they lead its results (besides the demo jobs).
export const SKILLED_JOBS: TJobRecord[] = [
  {
    job_url: `https://jobs.example/e2e-resume/senior-frontend-engineer`,
    company: 'Rumbo Test Labs',
    title: 'Senior Frontend Engineer',
    location: 'Madrid, España',
    role_type: 'Software Engineering',
    creation_date: seededAt,
    language: 'en',
    description:
      'Rumbo Test Labs is hiring a senior frontend engineer in Madrid to build web applications with React, TypeScript and GraphQL, tested with Jest and Storybook. Node.js and AWS experience is a plus.',
  },
  {
    job_url: `https://jobs.example/e2e-resume/ingeniera-software-senior`,
    company: 'Rumbo Test Labs',
    title: 'Ingeniera o Ingeniero de Software Sénior',
    location: 'Madrid, España',
    role_type: 'Software Engineering',
    creation_date: seededAt,
    language: 'es',
    description: 'Buscamos una persona sénior para desarrollar APIs REST con Node.js y TypeScript, bases de datos PostgreSQL, Docker, Kubernetes y Terraform en AWS.',
  },
];
