import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv, type TEnv } from '../../src/env.js';
import { ensureBuild } from '../../src/local/build';
import { freePort } from '../../src/local/processes';
import { startStack, type TStack } from '../../src/local/stack';

/**
 * The production build and the whole local stack on a random loopback port and throw-away data, for
 * the measuring scripts; `root` is another checkout's folder to run that checkout's build instead;
 * `appUrl` the address people use when it is not the server's own (a load balancer in front); `log`
 * takes the stack's lines (the app's start with `[app] `), which are dropped otherwise.
 */
export async function startThrowAwayStack(
  name: string,
  root = process.cwd(),
  options: { appUrl?: string; log?: (line: string) => void } = {},
): Promise<{ base: string; env: TEnv; stack: TStack; stop: () => Promise<void>; dataDir: string }> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  ensureBuild(root);
  const dataDir = mkdtempSync(join(tmpdir(), `rumbo-${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = parseEnv({ NODE_ENV: 'production', APP_URL: options.appUrl ?? base });
  const stack = await startStack(env, { root, dataDir, port, mode: 'production', log: options.log ?? (() => {}) });
  const stop = async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, env, stack, stop, dataDir };
}
