// Finding, and on a fresh Debian machine installing, the Chromium that the browser tests drive.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/**
 * Debian's `chromium-headless-shell` package puts the binary here: Chromium's headless build, the
 * one Playwright itself drives for headless runs. Without the desktop browser's windowing and
 * compositing it spends about a fifth less processor time per page (docs/testing.md).
 */
export const CHROMIUM_PACKAGE = 'chromium-headless-shell';
export const DEFAULT_CHROMIUM = '/usr/bin/chromium-headless-shell';
/**
 * Debian's full `chromium` package: the one browser test that loads the unpacked extension needs
 * it, as the headless shell cannot load extensions (tests/e2e/extension.spec.ts, docs/testing.md).
 */
export const EXTENSION_CHROMIUM_PACKAGE = 'chromium';
export const EXTENSION_CHROMIUM = '/usr/bin/chromium';
export const INSTALL_HINT = `sudo apt-get install -y ${CHROMIUM_PACKAGE}`;
// apt on a slow mirror: the package and its dependencies are ~150 MB.
const APT_TIMEOUT_MS = 15 * 60_000;

type TEnv = Record<string, string | undefined>;

/** The browser the tests launch: CHROMIUM_PATH when set, else Debian's. */
export function chromiumPath(env: TEnv): string {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
}

/** True when `path` exists and may be executed. */
export function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export type TSystem = {
  env: TEnv;
  isExecutable(path: string): boolean;
  isRoot(): boolean;
  /** Runs a command (output shown unless quiet); answers whether it succeeded. */
  run(command: string, args: string[], options?: { quiet?: boolean }): boolean;
  log(line: string): void;
};

export const realSystem: TSystem = {
  env: process.env,
  isExecutable,
  isRoot: () => process.getuid?.() === 0,
  run(command, args, options) {
    const stdio = options?.quiet ? 'ignore' : 'inherit';
    const result = spawnSync(command, args, { stdio, timeout: APT_TIMEOUT_MS, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    return result.status === 0;
  },
  log: (line) => console.log(line),
};

/** How apt may be run here: directly as root, through passwordless sudo, or not at all. */
export function aptRunner(system: TSystem): ((args: string[]) => boolean) | null {
  if (system.isRoot()) return (args) => system.run('apt-get', args);
  // -n: never prompt; fails at once when sudo would ask for a password.
  if (system.run('sudo', ['-n', 'true'], { quiet: true })) return (args) => system.run('sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args]);
  return null;
}

/**
 * Answers the browser path, installing Debian's chromium first when it is missing and this
 * machine allows it; otherwise answers the one line that tells the person what to run.
 */
export function ensureChromium(system: TSystem): { ok: true; path: string; installed: boolean } | { ok: false; message: string } {
  const path = chromiumPath(system.env);
  if (system.isExecutable(path)) return { ok: true, path, installed: false };
  const missing = `Browser tests need Chromium at ${path}, which is missing:`;
  // An explicit CHROMIUM_PATH names another binary; installing Debian's would not create it.
  if (system.env.CHROMIUM_PATH) return { ok: false, message: `${missing} point CHROMIUM_PATH at a Chromium binary, or unset it and run \`${INSTALL_HINT}\`.` };
  const apt = system.env.RUMBO_NO_INSTALL ? null : aptRunner(system);
  if (!apt) return { ok: false, message: `${missing} run \`${INSTALL_HINT}\`, then \`npm test\` again.` };
  system.log(`Chromium is missing at ${path}: installing Debian's ${CHROMIUM_PACKAGE} (apt-get update, apt-get install -y ${CHROMIUM_PACKAGE})…`);
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', CHROMIUM_PACKAGE]) || !system.isExecutable(path)) {
    return { ok: false, message: `${missing} installing it failed (see apt's output above); run \`${INSTALL_HINT}\` by hand.` };
  }
  system.log(`Chromium installed at ${path}.`);
  return { ok: true, path, installed: true };
}

/**
 * Answers Debian's full Chromium for the extension's browser test, installing the `chromium`
 * package first when it is missing and this machine allows it (as `ensureChromium` does).
 */
export function ensureExtensionChromium(system: TSystem): { ok: true; path: string; installed: boolean } | { ok: false; message: string } {
  const path = EXTENSION_CHROMIUM;
  if (system.isExecutable(path)) return { ok: true, path, installed: false };
  const hint = `sudo apt-get install -y ${EXTENSION_CHROMIUM_PACKAGE}`;
  const missing = `The extension's browser test needs Debian's full Chromium at ${path}, which is missing:`;
  const apt = system.env.RUMBO_NO_INSTALL ? null : aptRunner(system);
  if (!apt) return { ok: false, message: `${missing} run \`${hint}\`.` };
  system.log(`Installing Debian's ${EXTENSION_CHROMIUM_PACKAGE} for the extension's browser test…`);
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', EXTENSION_CHROMIUM_PACKAGE]) || !system.isExecutable(path)) {
    return { ok: false, message: `${missing} installing it failed (see apt's output above); run \`${hint}\` by hand.` };
  }
  return { ok: true, path, installed: true };
}
