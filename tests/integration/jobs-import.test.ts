import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createDb } from '~/server/db/client';
import { createJobsRepo } from '~/server/db/jobs-repo';
import { ensureTables } from '~/server/db/tables';
import { importFeed } from '~/server/jobs-import';
import { freshDb, NOW } from '../helpers/db';

const run = promisify(execFile);

describe('jobs import', () => {
  it('is idempotent by job_url, keeps the first date of undated jobs and grows the preference options', async () => {
    const db = await freshDb();
    const jobs = createJobsRepo(db);
    const feed = JSON.stringify([
      { job_url: 'https://jobs.example.net/a', company: 'Pampa', title: 'Analyst', location: 'Rosario', role_type: 'Operations' },
      { job_url: 'https://jobs.example.net/b', company: 'Pampa', title: 'Accountant', location: 'Córdoba', role_type: 'Finance', creation_date: NOW - 1000 },
    ]);
    expect(await importFeed(jobs, 'feed.json', feed, { now: NOW })).toEqual({ format: 'rumbo-json', read: 2, imported: 2, problems: [] });
    await importFeed(jobs, 'feed.json', feed, { now: NOW + 86_400_000 });
    const latest = await jobs.latest({ days: 14, maxResults: 50, now: NOW + 86_400_000 });
    expect(latest.map((j) => [j.job_url, j.creation_date])).toEqual([
      ['https://jobs.example.net/a', NOW],
      ['https://jobs.example.net/b', NOW - 1000],
    ]);
    expect(await jobs.options()).toEqual({ role_types: ['Finance', 'Operations'], locations: ['Córdoba', 'Rosario'] });
  });

  it('runs as `npm run jobs:import -- FILE`, reporting bad rows with their line and writing only good ones', async () => {
    const prefix = `cli${randomUUID().slice(0, 6)}-`;
    const env = { ...process.env, DYNAMODB_ENDPOINT: inject('dynamoEndpoint'), DYNAMODB_TABLE_PREFIX: prefix, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
    const outcome = await run('node_modules/.bin/tsx', ['scripts/jobs-import.ts', 'tests/fixtures/feeds/jobs.csv'], { env }).then(
      () => ({ code: 0, stdout: '', stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('line 4: job_url Invalid job URL (skipped)');
    expect(outcome.stderr).toContain('line 5: creation_date must be a date (skipped)');
    expect(outcome.stdout).toContain('csv feed, 5 rows read, 3 jobs imported, 2 skipped.');
    const db = createDb({ region: 'eu-west-3', endpoint: inject('dynamoEndpoint'), tablePrefix: prefix, hasAwsCredentials: false });
    await ensureTables(db);
    const repo = createJobsRepo(db);
    expect(await repo.byUrl('https://jobs.example.org/2')).toMatchObject({ title: 'Writer, "Senior"', company: 'Acme' });
    expect(await repo.byUrl('ftp://jobs.example.org/3')).toBeNull();
    expect(await repo.byUrl('https://jobs.example.org/4')).toBeNull();
  });
});
