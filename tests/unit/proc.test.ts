import { describe, expect, it } from 'vitest';
import { machineBusyMs, machineTicks, processTree, TICKS_PER_SECOND } from '../../scripts/lib/proc';

describe('the measuring scripts’ view of /proc', () => {
  it('reads the machine’s busy and total CPU ticks, and busy time grows while this process computes', () => {
    const before = machineTicks();
    expect(before.busy).toBeGreaterThan(0);
    expect(before.busy).toBeLessThanOrEqual(before.total);
    // A fixed amount of work, about a tenth of a second here: several ticks at 100 per second.
    let hash = 0;
    for (let i = 0; i < 100_000_000; i += 1) hash = (hash * 31 + i) | 0;
    const after = machineTicks();
    expect(hash).not.toBeNaN();
    expect(after.total).toBeGreaterThan(before.total);
    expect(after.busy).toBeGreaterThan(before.busy);
    // The same in milliseconds, as npm test prints it per stage; it only grows.
    expect(machineBusyMs()).toBeGreaterThanOrEqual((after.busy * 1000) / TICKS_PER_SECOND);
  });

  it('finds this process and its CPU time', () => {
    const [self] = processTree(process.pid);
    expect(self?.pid).toBe(process.pid);
    expect(self?.ticks).toBeGreaterThanOrEqual(0);
  });
});
