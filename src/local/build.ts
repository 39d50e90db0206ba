import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = ['src', 'messages', 'public', 'next.config.mjs', 'tsconfig.json', 'package-lock.json'];
const STAMP = join('.next', 'rumbo-build-hash');

function hashTree(hash: ReturnType<typeof createHash>, path: string) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) hashTree(hash, join(path, entry));
  } else {
    hash.update(path).update(readFileSync(path));
  }
}

/** Hash of everything the production build depends on. */
export function buildInputsHash(root: string): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) hashTree(hash, join(root, input));
  return hash.digest('hex');
}

/** Runs `next build` only when the sources changed since the last build; returns whether it built. */
export function ensureBuild(root: string, log: (line: string) => void = console.log): boolean {
  const wanted = buildInputsHash(root);
  const stampPath = join(root, STAMP);
  if (existsSync(join(root, '.next', 'BUILD_ID')) && existsSync(stampPath) && readFileSync(stampPath, 'utf8') === wanted) return false;
  log('Building the production bundle (once per source change)…');
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status ?? result.signal})`);
  writeFileSync(stampPath, wanted);
  return true;
}
