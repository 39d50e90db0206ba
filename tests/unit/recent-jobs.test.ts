import { describe, expect, it, vi } from 'vitest';
import type { TJobRecord, TJobsRepo } from '~/server/db/jobs-repo';
import { createRecentJobs } from '~/server/platform/recent-jobs';
import type { TMatcher } from '~/domain/matching/types';
import { IndexGoneError, type TJobIndexes } from '~/server/platform/job-indexes/host';

const NOW = Date.UTC(2026, 10, 22, 12);
const job = (n: number, fields: Partial<TJobRecord> = {}): TJobRecord => ({
  job_url: `https://jobs.example/${n}`,
  company: `Company ${n}`,
  title: `Job ${n}`,
  location: 'Madrid',
  role_type: 'Software Engineering',
  creation_date: NOW - n * 3_600_000,
  ...fields,
});

function recentOver(window: TJobRecord[]) {
  const clock = { now: vi.fn(() => NOW) };
  const latest = vi.fn(async () => window);
  const recent = createRecentJobs({ jobs: { latest } as unknown as TJobsRepo, clock, matcher: {} as TMatcher });
  return { recent, latest, clock };
}

describe('recent jobs: personalised lists without a resume', () => {
  const window = [job(1, { location: 'Remote' }), job(2), job(3, { company: '' }), job(4, { role_type: 'Design' }), job(5)];
  const madridEngineers = { locations: ['madrid'], fields: ['software'] };

  it('filters and orders the window by the preferences once per window read, whatever the number of requests', async () => {
    const { recent, latest } = recentOver(window);
    const first = await recent.personalized(28, madridEngineers, 50);
    expect(first.map((j) => j.job_url)).toEqual(['https://jobs.example/2', 'https://jobs.example/5']);
    expect(await recent.personalized(28, { locations: ['madrid'], fields: ['software'] }, 50)).toBe(first);
    expect(latest).toHaveBeenCalledTimes(1);
    // Other preferences or another limit are their own list.
    expect((await recent.personalized(28, { locations: [], fields: ['design'] }, 50)).map((j) => j.job_url)).toEqual(['https://jobs.example/4']);
    expect(await recent.personalized(28, madridEngineers, 1)).toEqual(first.slice(0, 1));
  });

  it('a new read of the window (after a minute) is filtered again, so an imported job shows', async () => {
    const { recent, latest, clock } = recentOver(window);
    const before = await recent.personalized(28, madridEngineers, 50);
    const imported = job(0);
    latest.mockResolvedValueOnce([imported, ...window]);
    clock.now.mockReturnValue(NOW + 61_000);
    const after = await recent.personalized(28, madridEngineers, 50);
    expect(after[0]).toEqual(imported);
    expect(after.slice(1)).toEqual(before);
    expect(latest).toHaveBeenCalledTimes(2);
  });
});

describe('recent jobs: rankings of a resume', () => {
  function ranking(window: TJobRecord[]) {
    const clock = { now: vi.fn(() => NOW) };
    const latest = vi.fn(async () => window);
    const matcher = {
      readResume: vi.fn((text: string) => ({ text })),
      indexJobs: vi.fn((jobs: TJobRecord[]) => ({ size: jobs.length, jobs })),
      rank: vi.fn((_profile: unknown, index: { jobs: TJobRecord[] }, options: { limit?: number } = {}) => index.jobs.slice(0, options.limit).map((job) => ({ job, score: 1 }))),
    };
    const recent = createRecentJobs({ jobs: { latest } as unknown as TJobsRepo, clock, matcher: matcher as unknown as TMatcher });
    return { recent, latest, clock, matcher };
  }
  const window = [job(1), job(2), job(3)];
  const options = { preferences: { locations: ['madrid'], fields: [] }, limit: 2 };

  it('ranks a resume once per jobs and options, however many views ask', async () => {
    const { recent, matcher } = ranking(window);
    const first = await recent.rank('Ten years of Go.', 28, options);
    expect(first.map(({ job }) => job.job_url)).toEqual(['https://jobs.example/1', 'https://jobs.example/2']);
    expect(await recent.rank('Ten years of Go.', 28, { ...options, preferences: { locations: ['madrid'], fields: [] } })).toBe(first);
    expect(matcher.rank).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(first)).toBe(true);
    // Another resume, limit or preference list is its own ranking; the interface language is not (skills and reasons are ids).
    await recent.rank('Diseñadora de producto.', 28, options);
    expect(await recent.rank('Ten years of Go.', 28, options)).toBe(first);
    await recent.rank('Ten years of Go.', 28, { ...options, limit: 3 });
    await recent.rank('Ten years of Go.', 28, { ...options, preferences: { locations: [], fields: [] } });
    expect(matcher.rank).toHaveBeenCalledTimes(4);
  });

  it('ranks again once the jobs change (an import), not when a new read finds the same jobs', async () => {
    const { recent, latest, clock, matcher } = ranking(window);
    await recent.rank('Ten years of Go.', 28, options);
    clock.now.mockReturnValue(NOW + 61_000);
    latest.mockResolvedValueOnce([...window]);
    await recent.rank('Ten years of Go.', 28, options);
    expect(matcher.rank).toHaveBeenCalledTimes(1);
    clock.now.mockReturnValue(NOW + 122_000);
    latest.mockResolvedValueOnce([job(0), ...window]);
    await recent.index(28);
    expect((await recent.rank('Ten years of Go.', 28, options))[0]?.job.job_url).toBe('https://jobs.example/0');
    expect(matcher.rank).toHaveBeenCalledTimes(2);
    expect(matcher.indexJobs).toHaveBeenCalledTimes(2);
  });

  it('while the new jobs are indexed, ranks from the index before them; a fresh ranking waits for the new index', async () => {
    const { recent, latest, clock, matcher } = ranking(window);
    const before = await recent.rank('Ten years of Go.', 28, options);
    clock.now.mockReturnValue(NOW + 61_000);
    latest.mockResolvedValueOnce([job(0), ...window]);
    // The new window's index is not built yet: the ranking is the one of the jobs before the import.
    expect(await recent.rank('Ten years of Go.', 28, options)).toBe(before);
    expect((await recent.rank('Ten years of Go.', 28, options, { fresh: true }))[0]?.job.job_url).toBe('https://jobs.example/0');
    expect((await recent.rank('Ten years of Go.', 28, options))[0]?.job.job_url).toBe('https://jobs.example/0');
    expect(matcher.indexJobs).toHaveBeenCalledTimes(2);
  });

  it('the same resume asked twice at once is ranked once', async () => {
    const { recent, matcher } = ranking(window);
    const [a, b] = await Promise.all([recent.rank('Ten years of Go.', 28, options), recent.rank('Ten years of Go.', 28, options)]);
    expect(a).toBe(b);
    expect(matcher.rank).toHaveBeenCalledTimes(1);
    expect(matcher.indexJobs).toHaveBeenCalledTimes(1);
  });
});

describe('recent jobs: an index lost with its thread', () => {
  it('is built again and the ranking asked once more, so the call still answers', async () => {
    const window = [job(1), job(2)];
    const built: Array<{ size: number; isLost: boolean }> = [];
    const indexes = {
      build: vi.fn(async (jobs: readonly TJobRecord[]) => {
        built.push({ size: jobs.length, isLost: built.length === 0 });
        return built.at(-1)!;
      }),
      rank: vi.fn(async (index: { isLost: boolean }) => {
        if (index.isLost) throw new IndexGoneError('index thread stopped (exit 1)');
        return window.map((listed) => ({ job: listed, score: 1 }));
      }),
      release: vi.fn(),
      close: vi.fn(),
    };
    const matcher = { readResume: (text: string) => ({ text }) } as unknown as TMatcher;
    const recent = createRecentJobs({
      jobs: { latest: async () => window } as unknown as TJobsRepo,
      clock: { now: () => NOW },
      matcher,
      indexes: indexes as unknown as TJobIndexes,
    });
    const ranked = await recent.rank('Ten years of Go.', 28, {});
    expect(ranked.map(({ job: listed }) => listed.job_url)).toEqual(['https://jobs.example/1', 'https://jobs.example/2']);
    expect(indexes.build).toHaveBeenCalledTimes(2);
    expect(indexes.rank).toHaveBeenCalledTimes(2);
  });
});

describe('recent jobs: the preference choices', () => {
  function optionsOver(first: { role_types: string[]; locations: string[] }) {
    const clock = { now: vi.fn(() => NOW) };
    const options = vi.fn(async () => first);
    const recent = createRecentJobs({ jobs: { options } as unknown as TJobsRepo, clock, matcher: {} as TMatcher });
    return { recent, options, clock };
  }

  it('are read once a minute, whatever the number of views, and read again after that (an import adds places)', async () => {
    const { recent, options, clock } = optionsOver({ role_types: ['Design'], locations: ['Lima'] });
    expect(await recent.options()).toEqual({ role_types: ['Design'], locations: ['Lima'] });
    clock.now.mockReturnValue(NOW + 59_000);
    await Promise.all([recent.options(), recent.options()]);
    expect(options).toHaveBeenCalledTimes(1);
    options.mockResolvedValueOnce({ role_types: ['Design'], locations: ['Lima', 'Quito'] });
    clock.now.mockReturnValue(NOW + 61_000);
    expect((await recent.options()).locations).toEqual(['Lima', 'Quito']);
    expect(options).toHaveBeenCalledTimes(2);
  });

  it('a failed read is not kept: the next view asks again', async () => {
    const { recent, options } = optionsOver({ role_types: [], locations: ['Lima'] });
    options.mockRejectedValueOnce(new Error('database unavailable'));
    await expect(recent.options()).rejects.toThrow('database unavailable');
    expect((await recent.options()).locations).toEqual(['Lima']);
    expect(options).toHaveBeenCalledTimes(2);
  });
});
