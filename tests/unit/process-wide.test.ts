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

  it('the dependencies (caches, match queue, rate-limit counters) are one set for pages and route handlers alike', async () => {
    vi.stubEnv('DYNAMODB_ENDPOINT', 'http://127.0.0.1:1');
    const pages = await freshCopy(() => import('~/server/deps'));
    const routes = await freshCopy(() => import('~/server/deps'));
    expect(routes.getDeps).not.toBe(pages.getDeps);
    expect(routes.getDeps()).toBe(pages.getDeps());
    expect(routes.getDeps().jobs).toBe(pages.getDeps().jobs);
  });
});
