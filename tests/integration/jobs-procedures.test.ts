import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '~/server/db/client';
import { createUsersRepo } from '~/server/db/users-repo';
import { server } from '../msw/server';
import { callerFor, DAY_MS, freshDb, NOW } from '../helpers/db';

const JOBS = 'https://jobs-api.test';
const APPS = 'https://applications-api.test';
const EMAIL = 'ana@example.com';
const external = { jobs: { baseUrl: JOBS }, applications: { baseUrl: APPS } };
const job = (n: number, fields: { company?: string | null; location?: string; role_type?: string; creation_date?: number | null; title?: string; remote?: boolean } = {}) => ({
  job_url: `https://jobs.example/${n}`,
  company: 'Acme',
  location: 'Madrid, España',
  role_type: 'Software Engineering',
  creation_date: NOW - n * 1000,
  ...fields,
});

let db: TDb;
beforeAll(async () => {
  db = await freshDb();
  await createUsersRepo(db).put({
    user_email: EMAIL,
    created_at: NOW,
    updated_at: NOW,
    subscription: { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 10 * DAY_MS, cancelAtEnd: false, updated_at: NOW },
  });
});
const signedIn = async () => (await callerFor({ email: EMAIL }, db, external)).caller;

/** The jobs API as msw: personalised and latest answers set per test; the latest query is recorded. */
/** The names the router adds to the default job (Madrid, España; Software Engineering). */
const labelled = <TJob extends object>(listed: TJob) => ({
  ...listed,
  labels: { en: { place: 'Madrid, Spain', field: 'Software Engineering' }, es: { place: 'Madrid, España', field: 'Ingeniería de software' } },
});

function jobsApi(answers: { personalized: unknown; personalizedStatus?: number; latest?: unknown[]; preferences?: object }) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${JOBS}/user/latest_personalized_jobs`, () => HttpResponse.json(answers.personalized as object, { status: answers.personalizedStatus ?? 200 })),
    http.get(`${JOBS}/jobs/latest_jobs`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({ jobs: answers.latest ?? [] });
    }),
    http.get(`${JOBS}/user/job_search_preferences`, () => HttpResponse.json({ job_preferences: answers.preferences ?? { locations: [], fields: [] } })),
  );
  return asked;
}

describe('job list loading (docs/product-rules.md §4, §5) through the jobs router', () => {
  it('uses personalised jobs when there are any, marked personalised, without jobs lacking a company', async () => {
    jobsApi({ personalized: [job(1), job(2, { company: '' }), job(3, { company: null }), job(4, { company: '  ' }), job(5)] });
    expect(await (await signedIn()).jobs.matches()).toEqual({ isPersonalized: true, jobs: [labelled(job(1)), labelled(job(5))] });
  });

  it('sends each listed job with its place and field named in both interface languages', async () => {
    jobsApi({ personalized: [job(1, { location: 'Remoto (España)', role_type: 'Ingeniería de software' }), job(2, { location: 'Austin, TX', role_type: 'Astrobiology' })] });
    const [known, unknown] = (await (await signedIn()).jobs.matches()).jobs;
    expect(known?.labels).toEqual({ en: { place: 'Remote (Spain)', field: 'Software Engineering' }, es: { place: 'Remoto (España)', field: 'Ingeniería de software' } });
    // Places and fields with no translation keep their own words in both.
    expect(unknown?.labels).toEqual({ en: { place: 'Austin, TX', field: 'Astrobiology' }, es: { place: 'Austin, TX', field: 'Astrobiology' } });
  });

  it('falls back to the latest 15 of 14 days, filtered by preferences (case-insensitive substrings), newest first', async () => {
    const asked = jobsApi({
      personalized: { error: 'none' },
      personalizedStatus: 404,
      preferences: { locations: ['madrid', 'REMOTE'], fields: ['engineering'] },
      latest: [
        job(5),
        job(1, { location: 'Remote (LatAm)' }),
        job(2, { location: 'Lima, Perú' }),
        job(3, { role_type: 'Design' }),
        job(4, { creation_date: null }),
        job(6, { company: '' }),
      ],
    });
    const list = await (await signedIn()).jobs.matches();
    expect(list.isPersonalized).toBe(false);
    expect(list.isNarrowed).toBe(true);
    expect(list.jobs.map((j) => j.job_url)).toEqual(['https://jobs.example/1', 'https://jobs.example/5', 'https://jobs.example/4']);
    expect(asked.map((q) => [q.get('days'), q.get('max_results')])).toEqual([['14', '15']]);
  });

  it('treats an empty preference list as no filter on that dimension', async () => {
    jobsApi({ personalized: [], preferences: { locations: [], fields: ['design'] }, latest: [job(1), job(2, { role_type: 'Product Design', location: 'Lima' })] });
    const narrowed = await (await signedIn()).jobs.matches();
    expect(narrowed.jobs.map((j) => j.job_url)).toEqual(['https://jobs.example/2']);
    expect(narrowed.isNarrowed).toBe(true);
    jobsApi({ personalized: [], preferences: { locations: [], fields: [] }, latest: [job(2), job(1)] });
    const all = await (await signedIn()).jobs.matches();
    expect(all.jobs.map((j) => j.job_url)).toEqual(['https://jobs.example/1', 'https://jobs.example/2']);
    // Nothing narrowed them: the page does not call them the latest jobs "for your preferences".
    expect(all.isNarrowed).toBe(false);
  });

  it('reports a personalised failure with the answer text', async () => {
    jobsApi({ personalized: { error: 'Ranking unavailable' }, personalizedStatus: 500 });
    await expect((await signedIn()).jobs.matches()).rejects.toMatchObject({ code: 'BAD_GATEWAY', message: 'Ranking unavailable' });
  });

  it('passes a 401 on as UNAUTHORIZED with the answer text', async () => {
    server.use(http.get(`${JOBS}/user/latest_personalized_jobs`, () => HttpResponse.json({ error: 'Token revoked' }, { status: 401 })));
    await expect((await signedIn()).jobs.matches()).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Token revoked' });
  });

  it('pages, filters and searches the latest jobs for the jobs page', async () => {
    const latest = Array.from({ length: 45 }, (_, i) => job(i + 1, { location: i % 3 === 0 ? 'Lima, Perú' : 'Madrid, España', company: i === 44 ? '' : `Company ${i + 1}` }));
    const asked = jobsApi({ personalized: [], latest });
    const caller = await signedIn();
    const first = await caller.jobs.latest();
    expect(first).toMatchObject({ total: 44, page: 1, pageCount: 3 });
    expect(first.jobs).toHaveLength(20);
    expect(asked[0]?.get('days')).toBe('14');
    expect(asked[0]?.get('max_results')).toBe('50');
    expect((await caller.jobs.latest({ page: 3 })).jobs).toHaveLength(4);
    expect((await caller.jobs.latest({ location: 'LIMA' })).total).toBe(15);
    expect((await caller.jobs.latest({ search: 'company 12' })).jobs.map((j) => j.company)).toEqual(['Company 12']);
    expect((await caller.jobs.latest({ search: "' OR 1=1 --" })).total).toBe(0);
    expect((await caller.jobs.latest({ search: '.*' })).total).toBe(0);
  });

  it('applies the /jobs filters and sort to what the API returns: several values, remote, both languages', async () => {
    const latest = [
      job(1, { title: 'Ingeniera de Analítica', location: 'Remoto (España)', role_type: 'Data Science', remote: true }),
      job(2, { title: 'Backend Engineer', location: 'Ciudad de México, México' }),
      job(3, { title: 'Product Designer', location: 'Remote (US)', role_type: 'Design' }),
      job(4, { title: 'Data Analyst', location: 'Lima, Perú', role_type: 'Data Science' }),
    ];
    const asked = jobsApi({ personalized: [], latest, preferences: { locations: ['Lima'], fields: ['Ciencia de datos'] } });
    const caller = await signedIn();
    const urls = async (input: Parameters<typeof caller.jobs.latest>[0]) => (await caller.jobs.latest(input)).jobs.map((j) => Number(j.job_url.split('/').pop()));
    expect(await urls({ search: 'analitica' })).toEqual([1]);
    expect(await urls({ locations: ['Mexico City', 'Spain'] })).toEqual([1, 2]);
    expect(await urls({ location: 'Peru', locations: ['Remote'] })).toEqual([1, 3, 4]);
    expect(await urls({ remote: true, fields: ['Diseño'] })).toEqual([3]);
    expect(await urls({ fields: ['Ingeniería de software'] })).toEqual([2]);
    // Best match: preferred field and location (Data Science in Lima), then the field, then the newest.
    expect(await urls({ sort: 'match' })).toEqual([4, 1, 2, 3]);
    expect(await urls({ sort: 'newest', days: 3, maxResults: 2000 })).toEqual([1, 2, 3, 4]);
    expect(asked.at(-1)?.get('days')).toBe('3');
    expect(asked.at(-1)?.get('max_results')).toBe('2000');
  });

  it('finds a job by URL, else Job not found', async () => {
    server.use(
      http.get(`${JOBS}/jobs/job_by_url`, ({ request }) =>
        new URL(request.url).searchParams.get('url') === 'https://jobs.example/1' ? HttpResponse.json({ job: job(1) }) : HttpResponse.json({}),
      ),
    );
    const caller = await signedIn();
    expect(await caller.jobs.byUrl({ url: 'https://jobs.example/1' })).toEqual(labelled(job(1)));
    await expect(caller.jobs.byUrl({ url: 'https://jobs.example/9' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Job not found' });
  });

  it('offers the options as choices named in both languages: broad places first, one per spelling', async () => {
    server.use(
      http.get(`${JOBS}/jobs/preferences`, () =>
        HttpResponse.json({ role_types: ['Diseño', 'Design', 'Astrobiology'], locations: ['Madrid, España', 'Remoto (España)', 'Remote (Spain)'] }),
      ),
    );
    const { locations, fields } = await (await signedIn()).jobs.choices();
    expect(locations).toEqual([
      { value: 'Spain', isBroad: true, labels: { en: 'Spain', es: 'España' } },
      { value: 'Remote', isBroad: true, labels: { en: 'Remote', es: 'Remoto' } },
      { value: 'Madrid, España', isBroad: false, labels: { en: 'Madrid, Spain', es: 'Madrid, España' } },
      { value: 'Remoto (España)', isBroad: false, labels: { en: 'Remote (Spain)', es: 'Remoto (España)' } },
    ]);
    expect(fields).toEqual([
      { value: 'Diseño', isBroad: false, labels: { en: 'Design', es: 'Diseño' } },
      { value: 'Astrobiology', isBroad: false, labels: { en: 'Astrobiology', es: 'Astrobiology' } },
    ]);
  });

  it('reads the preference options and the preferences, and saves preferences', async () => {
    let saved: unknown;
    server.use(
      http.get(`${JOBS}/jobs/preferences`, () => HttpResponse.json({ role_types: ['Design'], locations: ['Lima'] })),
      http.get(`${JOBS}/user/job_search_preferences`, () => HttpResponse.json({ job_preferences: { locations: ['Lima'], fields: ['Design'] } })),
      http.put(`${JOBS}/user/job_search_preferences`, async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({});
      }),
    );
    const caller = await signedIn();
    expect(await caller.jobs.options()).toEqual({ role_types: ['Design'], locations: ['Lima'] });
    expect(await caller.user.preferences()).toMatchObject({ locations: ['Lima'], fields: ['Design'] });
    await caller.user.savePreferences({ locations: [' Lima ', 'Lima'], fields: [] });
    // Exactly the SPEC body; Rumbo's exclusions are kept in its own users table.
    expect(saved).toEqual({ job_preferences: { locations: ['Lima'], fields: [] } });
  });

  it('sends the activity ping to PUT /user/last-active; a failure is only logged', async () => {
    let pings = 0;
    server.use(http.put(`${JOBS}/user/last-active`, () => (pings++ === 0 ? HttpResponse.json({}) : HttpResponse.json({ error: 'down' }, { status: 500 }))));
    const caller = await signedIn();
    expect(await caller.user.lastActive()).toEqual({ ok: true });
    expect(await caller.user.lastActive()).toEqual({ ok: false });
    expect(pings).toBe(2);
  });
});

describe('applications router (docs/product-rules.md §7)', () => {
  it('lists with an optional status and creates with APPLIED by default', async () => {
    const created: unknown[] = [];
    server.use(
      http.get(`${APPS}/applications`, ({ request }) =>
        HttpResponse.json({ applications: [{ job_url: 'https://jobs.example/1', status: new URL(request.url).searchParams.get('status') ?? 'APPLIED' }] }),
      ),
      http.post(`${APPS}/applications`, async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const caller = await signedIn();
    expect(await caller.applications.list()).toMatchObject([{ job_url: 'https://jobs.example/1', status: 'APPLIED', notes: null, history: [] }]);
    expect(await caller.applications.list({ status: 'OFFER' })).toMatchObject([{ job_url: 'https://jobs.example/1', status: 'OFFER' }]);
    await caller.applications.create({ job_url: 'https://jobs.example/2' });
    expect(created).toEqual([{ job_url: 'https://jobs.example/2', status: 'APPLIED' }]);
  });

  it('shows Authentication required on 401', async () => {
    server.use(http.get(`${APPS}/applications`, () => HttpResponse.json({ error: 'jwt expired' }, { status: 401 })));
    await expect((await signedIn()).applications.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Authentication required' });
  });

  it('refuses bad input before any call: malformed URLs, unknown status, oversized lists, control characters', async () => {
    const calls: string[] = [];
    server.use(
      http.all(`${APPS}/*`, ({ request }) => void calls.push(request.url)),
      http.all(`${JOBS}/*`, ({ request }) => void calls.push(request.url)),
    );
    const caller = await signedIn();
    for (const url of ['not a url', 'javascript:alert(1)', 'ftp://jobs.example/1', `https://jobs.example/${'x'.repeat(2100)}`]) {
      await expect(caller.applications.create({ job_url: url })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    await expect(caller.applications.create({ job_url: 'https://jobs.example/1', status: 'HIRED' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.applications.list({ status: "APPLIED' OR 1=1" as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.user.savePreferences({ locations: Array.from({ length: 51 }, (_, i) => `City ${i}`), fields: [] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.user.savePreferences({ locations: ['x'.repeat(101)], fields: [] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.jobs.latest({ search: 'a\u0000b' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.jobs.latest({ location: 'x'.repeat(101) })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.jobs.byUrl({ url: '../../etc/passwd' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(calls).toEqual([]);
  });
});
