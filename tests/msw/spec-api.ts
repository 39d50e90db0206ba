import { http, HttpResponse, type HttpHandler } from 'msw';

/** Where the default handlers answer; tests point the app's `external` APIs here. */
export const JOBS_API = 'https://jobs-api.test';
export const APPLICATIONS_API = 'https://applications-api.test';
export const SPEC_TOKEN = 'spec-access-token';

type TSpecJob = { job_url: string; company: string | null; location: string; role_type: string; creation_date: number; title?: string };

/** What the fake APIs hold; a test reads it to see what the app stored. */
export type TSpecState = {
  jobs: TSpecJob[];
  preferences: { locations: string[]; fields: string[] };
  resume: string;
  lastActive: number;
  applications: Map<string, string>;
};

const refuse = (status: number, error: string) => HttpResponse.json({ error }, { status });

/** A body with exactly these keys (docs/product-rules.md §7), else null: the fake refuses anything Rumbo adds. */
async function exactBody(request: Request, allowed: string[]): Promise<Record<string, unknown> | null> {
  const body: unknown = await request.json().catch(() => null);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  return Object.keys(body).every((key) => allowed.includes(key)) ? (body as Record<string, unknown>) : null;
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/**
 * Happy-path handlers for the two docs/product-rules.md §7 APIs, strict as a third-party service would be: the
 * bearer token is required, bodies may hold only the SPEC keys, and any other method or path
 * is refused (405/404). Errors for one test go in `server.use(...)` overrides.
 */
export function specApiHandlers(state: TSpecState, token = SPEC_TOKEN): HttpHandler[] {
  const authorized = (request: Request) => request.headers.get('authorization') === `Bearer ${token}`;
  const guard =
    (handle: (request: Request) => Promise<Response> | Response) =>
    async ({ request }: { request: Request }) =>
      authorized(request) ? handle(request) : refuse(401, 'Token expired');
  const query = (request: Request, name: string) => new URL(request.url).searchParams.get(name);
  return [
    http.get(
      `${JOBS_API}/jobs/latest_jobs`,
      guard((request) => {
        const max = Number(query(request, 'max_results') ?? 50);
        return HttpResponse.json({ jobs: [...state.jobs].sort((a, b) => b.creation_date - a.creation_date).slice(0, max) });
      }),
    ),
    http.get(
      `${JOBS_API}/user/latest_personalized_jobs`,
      guard(() => {
        const { locations, fields } = state.preferences;
        if (!locations.length && !fields.length) return refuse(404, 'No preferences');
        const hit = (value: string, needles: string[]) => !needles.length || needles.some((n) => value.toLowerCase().includes(n.toLowerCase()));
        return HttpResponse.json(state.jobs.filter((j) => hit(j.location, locations) && hit(j.role_type, fields)));
      }),
    ),
    http.get(
      `${JOBS_API}/jobs/job_by_url`,
      guard((request) => {
        const job = state.jobs.find((j) => j.job_url === query(request, 'url'));
        return job ? HttpResponse.json({ job }) : refuse(404, 'Job not found');
      }),
    ),
    http.get(
      `${JOBS_API}/jobs/preferences`,
      guard(() => HttpResponse.json({ role_types: [...new Set(state.jobs.map((j) => j.role_type))], locations: [...new Set(state.jobs.map((j) => j.location))] })),
    ),
    http.get(
      `${JOBS_API}/user/job_search_preferences`,
      guard(() => HttpResponse.json({ job_preferences: state.preferences })),
    ),
    http.put(
      `${JOBS_API}/user/job_search_preferences`,
      guard(async (request) => {
        const body = await exactBody(request, ['job_preferences']);
        const preferences = body?.job_preferences as Record<string, unknown> | undefined;
        if (
          !preferences ||
          Object.keys(preferences).some((k) => k !== 'locations' && k !== 'fields') ||
          !isStringList(preferences.locations) ||
          !isStringList(preferences.fields)
        ) {
          return refuse(400, 'Unknown keys in job_preferences');
        }
        state.preferences = { locations: preferences.locations, fields: preferences.fields };
        return HttpResponse.json({ ok: true });
      }),
    ),
    http.get(
      `${JOBS_API}/user/resume`,
      guard(() => HttpResponse.json({ resume_text: state.resume })),
    ),
    http.put(
      `${JOBS_API}/user/resume`,
      guard(async (request) => {
        const body = await exactBody(request, ['resume_file']);
        if (typeof body?.resume_file !== 'string') return refuse(400, 'resume_file is required');
        state.resume = body.resume_file;
        return HttpResponse.json({ ok: true });
      }),
    ),
    http.put(
      `${JOBS_API}/user/last-active`,
      guard(() => {
        state.lastActive += 1;
        return HttpResponse.json({ ok: true });
      }),
    ),
    http.get(
      `${APPLICATIONS_API}/applications`,
      guard((request) => {
        const status = query(request, 'status');
        const all = [...state.applications].map(([job_url, s]) => ({ job_url, status: s }));
        return HttpResponse.json({ applications: status ? all.filter((a) => a.status === status) : all });
      }),
    ),
    http.post(
      `${APPLICATIONS_API}/applications`,
      guard(async (request) => {
        const body = await exactBody(request, ['job_url', 'status']);
        if (typeof body?.job_url !== 'string' || typeof body.status !== 'string') return refuse(400, 'job_url and status are required');
        state.applications.set(body.job_url, body.status);
        return HttpResponse.json({ ok: true }, { status: 201 });
      }),
    ),
    http.all(`${JOBS_API}/*`, () => refuse(405, 'Not supported by this API')),
    http.all(`${APPLICATIONS_API}/*`, () => refuse(405, 'Not supported by this API')),
  ];
}

/** An empty store for the fake APIs with these jobs. */
export function specState(jobs: TSpecJob[] = []): TSpecState {
  return { jobs, preferences: { locations: [], fields: [] }, resume: '', lastActive: 0, applications: new Map() };
}
