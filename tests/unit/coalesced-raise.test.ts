import { describe, expect, it } from 'vitest';
import { coalesced } from '~/server/db/coalesced';

/** A raise that ends when the test says so, recording when each one started. */
function controlledRaise() {
  const started: { key: string; finish: (error?: Error) => void }[] = [];
  const raise = (key: string) =>
    new Promise<void>((resolve, reject) => {
      started.push({ key, finish: (error) => (error ? reject(error) : resolve()) });
    });
  return { raise, started };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('version raises shared by writes at once', () => {
  it('writes that land while a raise runs share one next raise, started only after that one ends', async () => {
    const { raise, started } = controlledRaise();
    const raiseFor = coalesced(raise);
    const first = raiseFor('ana');
    await tick();
    expect(started).toHaveLength(1);
    // Nine more writes land meanwhile: none of them may count on the raise already running.
    const later = Array.from({ length: 9 }, () => raiseFor('ana'));
    await tick();
    expect(started).toHaveLength(1);
    started[0]!.finish();
    await first;
    await tick();
    expect(started).toHaveLength(2);
    started[1]!.finish();
    await Promise.all(later);
    // Another person's writes are not held behind this one's.
    const other = raiseFor('bea');
    await tick();
    expect(started.map((raised) => raised.key)).toEqual(['ana', 'ana', 'bea']);
    started[2]!.finish();
    await other;
  });

  it('a failed raise fails the writes that waited for it, and the next write raises afresh', async () => {
    const { raise, started } = controlledRaise();
    const raiseFor = coalesced(raise);
    const failing = raiseFor('ana');
    await tick();
    started[0]!.finish(new Error('throttled'));
    await expect(failing).rejects.toThrow('throttled');
    const again = raiseFor('ana');
    await tick();
    expect(started).toHaveLength(2);
    started[1]!.finish();
    await expect(again).resolves.toBeUndefined();
  });
});
