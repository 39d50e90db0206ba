import type { TJob } from '~/domain/jobs/lists';
import { indexJobs, rank, readResume, type TRankOptions } from '~/domain/matching';

export const NOW = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

let serial = 0;
/** A posting with a company and a date; `id` names its URL so assertions read well. */
export function posting(id: string, fields: Partial<TJob> = {}): TJob {
  serial += 1;
  return {
    job_url: `https://jobs.example/${id}`,
    company: 'Acme',
    title: 'Software Engineer',
    location: 'Madrid, España',
    role_type: '',
    creation_date: NOW - serial * DAY,
    description: '',
    ...fields,
  };
}

/** The ids of the postings a resume is matched to, best first. */
export function rankedIds(resume: string, jobs: TJob[], options?: TRankOptions): string[] {
  return rank(readResume(resume, { now: NOW }), indexJobs(jobs), options).map(({ job }) => job.job_url.replace('https://jobs.example/', ''));
}

export const SPANISH_DEVELOPER = `Lucía Martín
Desarrolladora Backend Sénior
Madrid, España · lucia@example.com

Perfil
Desarrolladora con 8 años de experiencia construyendo APIs con Java, Spring Boot, Kafka y Kubernetes sobre AWS.

Experiencia
Desarrolladora Backend Sénior — Cabify (2019 – actualidad)
Desarrolladora Java — BBVA (2016 – 2019)

Formación
Grado en Ingeniería Informática — UPM (2012 – 2016)

Idiomas
Español nativo, Inglés C1`;

export const ENGLISH_ANALYST = `James Carter
Data Analyst
London, UK

Summary
Data analyst with 3 years of experience in SQL, Python, Tableau and statistics, building dashboards for marketing teams.

Experience
Data Analyst, Monzo (2022 - Present)
Junior Analyst, Deloitte (2021 - 2022)

Languages
English (native), Spanish (C1)`;
