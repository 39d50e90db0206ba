import cluster, { type Worker } from 'node:cluster';
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, parseEnv } from '~/env';
import { DEFAULT_MAX_WORKERS, runPrimary, stalledWorkers, workerCount, workerSetup } from '~/server/workers.mjs';

describe('how many server processes', () => {
  it('is one per core by default, at most DEFAULT_MAX_WORKERS', () => {
    expect(workerCount(undefined, 1)).toBe(1);
    expect(workerCount(undefined, 2)).toBe(2);
    expect(workerCount(undefined, 64)).toBe(DEFAULT_MAX_WORKERS);
    expect(workerCount(undefined, 0)).toBe(1);
  });

  it('is WEB_CONCURRENCY when set, whatever the cores', () => {
    expect(workerCount(parseEnv({ WEB_CONCURRENCY: '1' }).WEB_CONCURRENCY, 8)).toBe(1);
    expect(workerCount(parseEnv({ WEB_CONCURRENCY: '6' }).WEB_CONCURRENCY, 2)).toBe(6);
    expect(parseEnv({ WEB_CONCURRENCY: '' }).WEB_CONCURRENCY).toBeUndefined();
  });

  it('refuses a WEB_CONCURRENCY that is not a whole number from 1 to 64, naming it', () => {
    for (const value of ['0', '-2', '1.5', 'many', '65']) {
      expect(() => parseEnv({ WEB_CONCURRENCY: value }), value).toThrow(ConfigError);
      expect(() => parseEnv({ WEB_CONCURRENCY: value }), value).toThrow(/WEB_CONCURRENCY/);
    }
  });
});

describe('what several processes need', () => {
  it('nothing more for one process, whatever the rate-limit store', () => {
    expect(workerSetup(1, 'memory')).toEqual({ env: {} });
    expect(workerSetup(1, undefined)).toEqual({ env: {} });
  });

  it('rate-limit counters in the database, which every process shares', () => {
    expect(workerSetup(2, undefined)).toEqual({ env: { RATE_LIMIT_STORE: 'dynamodb' } });
    expect(workerSetup(4, 'dynamodb')).toEqual({ env: { RATE_LIMIT_STORE: 'dynamodb' } });
  });

  it('refuses in-memory counters (each process would count on its own)', () => {
    expect(workerSetup(2, 'memory')).toEqual({ problem: 'RATE_LIMIT_STORE: memory counts per process; with WEB_CONCURRENCY above 1 set dynamodb or leave it unset' });
  });
});

describe('a server process whose event loop is stuck', () => {
  it('is the one silent for longer than the bound; a process that spoke within it is not', () => {
    const since = new Map([
      [1, 10_000],
      [2, 19_500],
      [3, 5_000],
    ]);
    expect(stalledWorkers(since, 20_001, 10_000)).toEqual([1, 3]);
    expect(stalledWorkers(since, 15_001, 10_000)).toEqual([3]);
    expect(stalledWorkers(new Map(), 20_000, 10_000)).toEqual([]);
  });

  it('takes PROCESS_STALL_MS from 1 s to 10 minutes, naming it when out of range', () => {
    expect(parseEnv({ PROCESS_STALL_MS: '3000' }).PROCESS_STALL_MS).toBe(3_000);
    expect(parseEnv({ PROCESS_STALL_MS: '' }).PROCESS_STALL_MS).toBeUndefined();
    expect(() => parseEnv({ PROCESS_STALL_MS: '10' })).toThrow(/PROCESS_STALL_MS/);
  });
});

describe('the primary process', () => {
  it('listens for a stop signal before it starts its first worker, so a stop at any moment of the start ends it cleanly', () => {
    const before = { SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') };
    const seenAtFork: number[][] = [];
    const fork = vi.spyOn(cluster, 'fork').mockImplementation(() => {
      seenAtFork.push([process.listenerCount('SIGTERM') - before.SIGTERM.length, process.listenerCount('SIGINT') - before.SIGINT.length]);
      return Object.assign(new EventEmitter(), { id: seenAtFork.length, isDead: () => false, process: { kill: () => true } }) as unknown as Worker;
    });
    try {
      runPrimary({ count: 2, env: {}, onListening: () => undefined });
      expect(seenAtFork).toEqual([
        [1, 1],
        [1, 1],
      ]);
    } finally {
      fork.mockRestore();
      for (const signal of ['SIGTERM', 'SIGINT'] as const)
        for (const listener of process.listeners(signal)) if (!before[signal].includes(listener)) process.removeListener(signal, listener);
    }
  });
});
