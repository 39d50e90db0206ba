import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { privateSecretFile } from '~/server/auth/seal';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'rumbo-secret-'));
  dirs.push(dir);
  return dir;
};
const modeOf = (path: string) => statSync(path).mode & 0o777;

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the local session secret file', () => {
  it('is created readable by its owner only, and read back the same on the next start', () => {
    const path = join(freshDir(), 'auth-secret');
    const warnings: string[] = [];
    const secret = privateSecretFile(path, (line) => warnings.push(line));
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(modeOf(path)).toBe(0o600);
    expect(privateSecretFile(path, (line) => warnings.push(line))).toBe(secret);
    expect(warnings).toEqual([]);
  });

  it('is made private again, with a warning, when others could read it', () => {
    const path = join(freshDir(), 'auth-secret');
    writeFileSync(path, 'kept-secret-kept-secret-kept-secret-123\n', { mode: 0o644 });
    const warnings: string[] = [];
    expect(privateSecretFile(path, (line) => warnings.push(line))).toBe('kept-secret-kept-secret-kept-secret-123');
    expect(modeOf(path)).toBe(0o600);
    expect(warnings).toEqual([expect.stringContaining('was readable by others (mode 644); it is now 0600')]);
    expect(readFileSync(path, 'utf8')).toContain('kept-secret');
  });
});
