import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { finishedChildrenCpuMs, machineTicks, processTree } from '../../scripts/lib/proc';

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
  });

  it('finds this process and its CPU time', () => {
    const [self] = processTree(process.pid);
    expect(self?.pid).toBe(process.pid);
    expect(self?.ticks).toBeGreaterThanOrEqual(0);
  });

  it('counts the processor time of a child once it has ended (what npm test prints per stage)', () => {
    const before = finishedChildrenCpuMs();
    // A fixed amount of work (not of wall time, which a busy machine stretches): about 0.4 s of a core on a 2-core host.
    const child = spawnSync(process.execPath, ['-e', 'let h = 0; for (let i = 0; i < 60000000; i += 1) h = (h * 31 + i) | 0; console.log(h)']);
    expect(child.status).toBe(0);
    const after = finishedChildrenCpuMs();
    expect(before).toBeGreaterThanOrEqual(0);
    expect(after! - before!).toBeGreaterThanOrEqual(100);
  });
});
