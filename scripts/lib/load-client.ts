import { performance } from 'node:perf_hooks';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { jobPagePath } from '../../src/domain/jobs/path';
import type { TExpectedRecord } from './reconcile';

// One signed-in person of `npm run bench:load`: what they do (the tracker's, the lists' and the
// settings' calls, tRPC over HTTP as the pages make them) and, for each write the server
// acknowledged, the value it must have left in the database.

const DAY_MS = 86_400_000;
const BUSY = Symbol('busy');
export const READS = ['matches', 'latest', 'applications', 'job page', 'resume poll', 'challenge'] as const;
export const WRITES = ['save', 'apply', 'move', 'note', 'dates', 'preferences', 'name', 'upload'] as const;
export type TOperation = (typeof READS)[number] | (typeof WRITES)[number];

/** What all users share: latencies per operation, errors, uploads the person was told to send again (busy), answers showing someone else's data, and which instance served. */
export type TTally = { latencies: Map<TOperation, number[]>; errors: string[]; busy: string[]; leaks: string[]; servedBy: Map<string, number> };
export const newTally = (): TTally => ({ latencies: new Map(), errors: [], busy: [], leaks: [], servedBy: new Map() });

/** What every user picks from: filter values and job addresses the lists answered. */
export type TShared = { locations: string[]; fields: string[]; jobUrls: string[]; requestIds: Map<string, string> };

/** A person's mark, carried by everything they write that can carry one (addresses, notes, excluded titles). */
export const markOf = (index: number) => `load-u${index}`;
/**
 * A mark where it stands whole: not the start of a longer word, such as the accounts' own
 * addresses (`load-<random tag>-9@…`, whose tag may begin "u9f…"; read as a mark, every account
 * looked like person 9's).
 */
export const MARK_PATTERN = /load-u\d+(?![\p{L}\p{N}])/gu;

type TApplication = { status: string; history: string[]; notes?: string; interview_at?: number; follow_up_at?: number; isUncertain?: boolean };
type TProfile = { name?: string; locations?: string[]; fields?: string[]; excluded_titles?: string[] };

/** Letters only (names refuse digits): 0 → "a", 27 → "bb". */
const letters = (n: number) => String.fromCharCode(97 + (n % 26)).repeat(Math.floor(n / 26) + 1);
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const some = <T>(list: readonly T[], most: number) => [...new Set(Array.from({ length: 1 + Math.floor(Math.random() * most) }, () => pick(list)))];

export function createLoadUser(options: { front: string; cookie: string; email: string; index: number; pdf: Uint8Array; tally: TTally; shared: TShared }) {
  const { front, cookie, email, index, tally, shared } = options;
  const mark = markOf(index);
  const applications = new Map<string, TApplication>();
  const profile: TProfile = {};
  let profileWrites = 0;
  let saved = 0;
  let requestId: string | undefined;
  let requestDone = false;
  let probedOthers = false;

  /** One tRPC call (a query by GET, a mutation by POST), timed; its data, or undefined after an error (counted). */
  async function call<T>(operation: TOperation, procedure: string, input: unknown, kind: 'query' | 'mutation', expected?: 'refusal' | 'busy'): Promise<T | undefined> {
    const query = kind === 'query' && input !== undefined ? `?input=${encodeURIComponent(JSON.stringify(input))}` : '';
    const url = `${front}/api/trpc/${procedure}${query}`;
    const init: RequestInit =
      kind === 'query' ? { headers: { cookie } } : { method: 'POST', headers: { cookie, 'content-type': 'application/json', origin: front }, body: JSON.stringify(input) };
    const started = performance.now();
    try {
      const response = await fetch(url, init);
      const text = await response.text();
      record(operation, performance.now() - started, response);
      if (expected === 'refusal') return (response.status === 404 ? undefined : text) as T | undefined;
      if (expected === 'busy' && response.status === 429 && text.includes('"reason":"busy"')) return BUSY as T;
      if (!response.ok) return fail(operation, `${response.status} ${text.slice(0, 160)}`);
      return (JSON.parse(text) as { result: { data: T } }).result.data;
    } catch (error) {
      return fail(operation, String(error));
    }
  }
  function record(operation: TOperation, ms: number, response: Response) {
    const latencies = tally.latencies.get(operation) ?? [];
    latencies.push(ms);
    tally.latencies.set(operation, latencies);
    const servedBy = response.headers.get('x-served-by') ?? '?';
    tally.servedBy.set(servedBy, (tally.servedBy.get(servedBy) ?? 0) + 1);
  }
  function fail(operation: TOperation, what: string): undefined {
    tally.errors.push(`${mark} ${operation}: ${what}`);
    return undefined;
  }

  const randomApplication = () => (applications.size ? pick([...applications.keys()]) : undefined);
  /** A change of one application; the application stops being compared field by field when its answer was lost. */
  async function change(operation: TOperation, jobUrl: string, input: Record<string, unknown>, then: (application: TApplication) => void) {
    const application = applications.get(jobUrl)!;
    if (await call(operation, 'applications.update', { job_url: jobUrl, ...input }, 'mutation')) then(application);
    else application.isUncertain = true;
  }

  const operations: Record<Exclude<TOperation, 'upload' | 'challenge' | 'resume poll'>, () => Promise<void>> = {
    async matches() {
      await call('matches', 'jobs.matches', { limit: 5 }, 'query');
    },
    async latest() {
      const filters = pick([
        {},
        { locations: some(shared.locations, 2) },
        { fields: some(shared.fields, 2), sort: 'newest' },
        { search: pick(['Engineer', 'Data', 'Analyst']), remote: true },
      ]);
      const page = await call<{ jobs: Array<{ job_url: string }> }>('latest', 'jobs.latest', { days: 14, maxResults: 50, page: 1, ...filters }, 'query');
      for (const job of page?.jobs.slice(0, 3) ?? []) if (shared.jobUrls.length < 500) shared.jobUrls.push(job.job_url);
    },
    async applications() {
      const list = await call<Array<{ job_url: string; notes?: string }>>('applications', 'applications.list', {}, 'query');
      for (const item of list ?? []) {
        const marks = `${item.job_url} ${item.notes ?? ''}`.match(MARK_PATTERN) ?? [];
        if (marks.some((found) => found !== mark)) tally.leaks.push(`${mark} was shown ${item.job_url}`);
      }
    },
    async 'job page'() {
      const jobUrl = shared.jobUrls.length ? pick(shared.jobUrls) : undefined;
      if (!jobUrl) return operations.latest();
      const started = performance.now();
      try {
        const response = await fetch(`${front}${jobPagePath(jobUrl)}`, { headers: { cookie }, redirect: 'manual' });
        await response.arrayBuffer();
        record('job page', performance.now() - started, response);
        if (response.status !== 200) fail('job page', String(response.status));
      } catch (error) {
        fail('job page', String(error));
      }
    },
    async save() {
      const jobUrl = `https://jobs.example/${mark}/${(saved += 1)}`;
      applications.set(jobUrl, { status: 'SAVED', history: ['SAVED'], isUncertain: true });
      if (await call('save', 'applications.create', { job_url: jobUrl, status: 'SAVED' }, 'mutation')) applications.set(jobUrl, { status: 'SAVED', history: ['SAVED'] });
    },
    async apply() {
      const jobUrl = [...applications].find(([, application]) => application.status === 'SAVED' && !application.isUncertain)?.[0];
      if (!jobUrl) return operations.save();
      await change('apply', jobUrl, { status: 'APPLIED' }, (application) => {
        application.status = 'APPLIED';
        application.history.push('APPLIED');
      });
    },
    async move() {
      const jobUrl = randomApplication();
      const application = jobUrl && applications.get(jobUrl);
      if (!jobUrl || !application || application.history.length >= 40) return operations.save();
      const status = pick(['APPLIED', 'INTERVIEW', 'OFFER', 'REJECTED', 'WITHDRAWN'].filter((other) => other !== application.status));
      await change('move', jobUrl, { status }, (changed) => {
        changed.status = status;
        changed.history.push(status);
      });
    },
    async note() {
      const jobUrl = randomApplication();
      if (!jobUrl) return operations.save();
      const notes = `Call back about the offer (${mark}, ${Math.random().toString(36).slice(2, 8)})`;
      await change('note', jobUrl, { notes }, (application) => (application.notes = notes));
    },
    async dates() {
      const jobUrl = randomApplication();
      if (!jobUrl) return operations.save();
      const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
      const dates = { interview_at: today + (1 + Math.floor(Math.random() * 20)) * DAY_MS, follow_up_at: today + (1 + Math.floor(Math.random() * 20)) * DAY_MS };
      await change('dates', jobUrl, dates, (application) => Object.assign(application, dates));
    },
    async preferences() {
      const wanted = { locations: some(shared.locations, 2), fields: some(shared.fields, 2), excluded_companies: [], excluded_titles: [`Intern ${mark} ${(profileWrites += 1)}`] };
      const { excluded_companies: _none, ...compared } = wanted;
      const answer = await call('preferences', 'user.savePreferences', wanted, 'mutation');
      Object.assign(profile, answer ? compared : { locations: undefined, fields: undefined, excluded_titles: undefined });
    },
    async name() {
      const name = `Lo ${letters(index)} ${letters((profileWrites += 1))}`.slice(0, 15).trim();
      profile.name = (await call('name', 'user.updateName', { name }, 'mutation')) ? name : undefined;
    },
  };

  let uploadToken: string | undefined;
  let uploadTries = 0;
  let uploadAgainAt = 0;
  /**
   * The one upload: a challenge solved as the widget solves it, then the file. A server whose parsers
   * are all taken answers busy: the page sends the same upload again once after 2 s, then shows
   * the message; the person tries again a little later (the solved challenge stays good).
   */
  async function upload(): Promise<'done' | 'later'> {
    if (!uploadToken) {
      const challenge = await call<Parameters<typeof solveChallenge>[0]['challenge']>('challenge', 'resume.challenge', undefined, 'query');
      if (!challenge) return 'done';
      const solution = await solveChallenge({ challenge, deriveKey });
      uploadToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    }
    const input = { file_name: 'resume.pdf', pdf_data: Buffer.from(options.pdf).toString('base64'), captcha_token: uploadToken };
    for (let send = 0; send < 2; send += 1) {
      if (send) await new Promise((resolve) => setTimeout(resolve, 2_000));
      const answer = await call<{ request_id: string } | typeof BUSY>('upload', 'resume.upload', input, 'mutation', 'busy');
      if (answer !== BUSY) {
        requestId = answer?.request_id;
        return 'done';
      }
    }
    tally.busy.push(`${mark}: told the server was busy (try ${(uploadTries += 1)})`);
    if (uploadTries < 5) return 'later';
    fail('upload', 'still busy after 5 tries');
    return 'done';
  }
  /** Polls the request as the resume page does; once done, asks once for another person's, which must not exist for this one. */
  async function poll() {
    const answer = await call<{ status: string }>('resume poll', 'resume.request', { request_id: requestId }, 'query');
    if (answer?.status === 'failed') fail('resume poll', 'the match failed');
    requestDone = answer?.status === 'done' || answer?.status === 'failed';
    if (requestDone) shared.requestIds.set(email, requestId!);
    const other = [...shared.requestIds].find(([owner]) => owner !== email)?.[1];
    if (requestDone && !probedOthers && other) {
      probedOthers = true;
      const shown = await call<string>('resume poll', 'resume.request', { request_id: other }, 'query', 'refusal');
      if (shown !== undefined) tally.leaks.push(`${mark} was answered another person's resume request: ${shown.slice(0, 120)}`);
    }
  }

  const MIX: Array<[keyof typeof operations, number]> = [
    ['matches', 14],
    ['latest', 14],
    ['applications', 14],
    ['job page', 8],
    ['save', 10],
    ['apply', 7],
    ['move', 7],
    ['note', 9],
    ['dates', 7],
    ['preferences', 5],
    ['name', 5],
  ];
  const totalWeight = MIX.reduce((sum, [, weight]) => sum + weight, 0);

  const READ_MIX = ['matches', 'latest', 'applications', 'job page'] as const;
  return {
    /** One of the reads, nothing written (the warm-up's). */
    read: () => operations[pick(READ_MIX)](),
    /** Does one thing: the upload when its moment came, a poll while it is being matched, else one of the mix by weight. */
    async step(uploadAt: number) {
      if (requestId === undefined && Date.now() >= Math.max(uploadAt, uploadAgainAt)) {
        if ((await upload()) === 'later') uploadAgainAt = Date.now() + 5_000;
        else requestId ??= '';
        return;
      }
      if (requestId && !requestDone && Math.random() < 0.5) return poll();
      let roll = Math.random() * totalWeight;
      for (const [name, weight] of MIX) if ((roll -= weight) < 0) return operations[name]();
    },
    /** After the run: polls an unfinished match until it is answered (or `deadline`). */
    async settle(deadline: number) {
      while (requestId && !requestDone && Date.now() < deadline) {
        await poll();
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    /** The records this person's acknowledged writes must have left. */
    expected(): TExpectedRecord[] {
      const owner = email.toLowerCase();
      const records: TExpectedRecord[] = [...applications].map(([key, application]) => {
        const { isUncertain, history, ...fields } = application;
        return { owner, kind: 'application', key, fields: isUncertain ? {} : { ...fields, history: history.join() }, isUncertain };
      });
      const fields = Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined));
      records.push({ owner, kind: 'user', key: owner, fields });
      if (requestId) {
        records.push({ owner, kind: 'resume request', key: requestId, fields: requestDone ? { status: 'done' } : {} });
        records.push({ owner, kind: 'listed request', key: requestId, fields: {} });
      }
      return records;
    },
  };
}
