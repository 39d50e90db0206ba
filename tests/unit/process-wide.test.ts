import { afterEach, describe, expect, it, vi } from 'vitest';

// The production build evaluates a server module once per route layer (pages, route handlers,
// the proxy); `vi.resetModules` gives the same situation here: a second, fresh copy of each module.
async function freshCopy<T>(load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  return load();
}

afterEach(() => vi.unstubAllEnvs());

describe('one value per server process', () => {
  it('two copies of a module share what one built, and build it once', async () => {
    const make = vi.fn(() => ({ cache: new Map<string, number>() }));
    const first = await freshCopy(() => import('~/server/process-wide'));
    const second = await freshCopy(() => import('~/server/process-wide'));
    expect(first).not.toBe(second);
    const name = `test-${Math.random()}`;
    expect(second.processWide(name, make)).toBe(first.processWide(name, make));
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('each route layer keeps its own dependencies (its error classes), but one cache of recent jobs and one set of attempt counters', async () => {
    vi.stubEnv('DYNAMODB_ENDPOINT', 'http://127.0.0.1:1');
    vi.stubEnv('RATE_LIMIT_STORE', 'memory');
    const pages = await freshCopy(() => import('~/server/deps'));
    const routes = await freshCopy(() => import('~/server/deps'));
    expect(routes.getDeps()).not.toBe(pages.getDeps());
    expect(routes.getDeps().recent).toBe(pages.getDeps().recent);
    // Attempts counted in one layer count in the other: the address's window is one.
    // (A new account each time: only the address's window of 30 an hour can refuse.)
    const address = `203.0.113.${Math.floor(Math.random() * 200)}`;
    const consume = (deps: typeof pages, attempt: number) => deps.getDeps().limiter.consume('checkout', { account: `ana-${attempt}-${Math.random()}@example.com`, address });
    for (let attempt = 0; attempt < 30; attempt += 1) await consume(attempt % 2 ? routes : pages, attempt);
    await expect(consume(pages, 30)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(consume(routes, 31)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});
