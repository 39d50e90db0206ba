import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storedUsers } from '~/local/cognito';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function poolFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rumbo-pool-'));
  dirs.push(dir);
  return join(dir, 'pool.json');
}

const POOL = { Users: { ana: { Username: 'ana', UserStatus: 'UNCONFIRMED', ConfirmationCode: '123456', Attributes: [{ Name: 'email', Value: 'ana@example.com' }] } } };

describe("the local identity service's pool file, read while it is rewritten", () => {
  it('reads again a file left with the end of a longer write after a shorter one, until its next write', async () => {
    const path = poolFile();
    // Two saves at once: the shorter one's whole text, then what the longer one wrote past it.
    writeFileSync(path, `${JSON.stringify(POOL)}\n  }\n}`);
    setTimeout(() => writeFileSync(path, JSON.stringify(POOL)), 120);
    expect(await storedUsers(path, { attempts: 20, waitMs: 30 })).toMatchObject([{ Username: 'ana', ConfirmationCode: '123456' }]);
  });

  it('gives up after its attempts on a file that stays unreadable, and reads no file as no users', async () => {
    const path = poolFile();
    writeFileSync(path, '{"Users": {"ana": {"Username"');
    await expect(storedUsers(path, { attempts: 3, waitMs: 5 })).rejects.toThrow(SyntaxError);
    expect(await storedUsers(join(path, '..', 'none.json'))).toEqual([]);
  });

  it('answers at once for JSON of another shape, which reading again would not change', async () => {
    const path = poolFile();
    writeFileSync(path, JSON.stringify({ Users: { ana: { UserStatus: 'CONFIRMED' } } }));
    const started = performance.now();
    await expect(storedUsers(path, { attempts: 20, waitMs: 100 })).rejects.toThrow(/Username/);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
