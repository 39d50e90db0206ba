import { describe, expect, it } from 'vitest';
import { DEFAULT_CHROMIUM, ensureChromium, ensureExtensionChromium, EXTENSION_CHROMIUM, type TSystem } from '../../scripts/lib/chromium';

/** A machine where `present` paths exist; apt "installs" Chromium when it is allowed to run. */
function machine(options: { env?: Record<string, string>; present?: string[]; root?: boolean; sudo?: boolean; aptWorks?: boolean; installs?: string }) {
  const present = new Set(options.present ?? []);
  const commands: string[] = [];
  const lines: string[] = [];
  const system: TSystem = {
    env: options.env ?? {},
    isExecutable: (path) => present.has(path),
    isRoot: () => options.root ?? false,
    run(command, args) {
      commands.push([command, ...args].join(' '));
      if (command === 'sudo' && args.join(' ') === '-n true') return options.sudo ?? false;
      if (options.aptWorks === false) return false;
      if (args.includes('install')) present.add(options.installs ?? DEFAULT_CHROMIUM);
      return true;
    },
    log: (line) => lines.push(line),
  };
  return { system, commands, lines };
}

describe('ensure-chromium before the browser tests', () => {
  it('uses CHROMIUM_PATH, else /usr/bin/chromium, and runs nothing when it is there', () => {
    const found = machine({ present: [DEFAULT_CHROMIUM] });
    expect(ensureChromium(found.system)).toEqual({ ok: true, path: DEFAULT_CHROMIUM, installed: false });
    expect(found.commands).toEqual([]);
    const custom = machine({ env: { CHROMIUM_PATH: '/opt/chrome/chrome' }, present: ['/opt/chrome/chrome'] });
    expect(ensureChromium(custom.system)).toMatchObject({ ok: true, path: '/opt/chrome/chrome' });
  });

  it('installs Debian chromium with apt-get as root, saying so', () => {
    const root = machine({ root: true });
    expect(ensureChromium(root.system)).toEqual({ ok: true, path: DEFAULT_CHROMIUM, installed: true });
    expect(root.commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium-headless-shell']);
    expect(root.lines[0]).toMatch(/installing Debian's chromium/);
  });

  it('installs through passwordless sudo when not root', () => {
    const viaSudo = machine({ sudo: true });
    expect(ensureChromium(viaSudo.system)).toMatchObject({ ok: true, installed: true });
    expect(viaSudo.commands.at(-1)).toBe('sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell');
  });

  it('otherwise stops with one line saying what to run', () => {
    for (const { system } of [machine({}), machine({ root: true, env: { RUMBO_NO_INSTALL: '1' } }), machine({ root: true, aptWorks: false })]) {
      const result = ensureChromium(system);
      expect(result.ok).toBe(false);
      const message = result.ok ? '' : result.message;
      expect(message).toContain('sudo apt-get install -y chromium-headless-shell');
      expect(message).not.toContain('\n');
    }
    // A CHROMIUM_PATH that does not exist is not fixed by installing Debian's package.
    const wrongPath = machine({ root: true, env: { CHROMIUM_PATH: '/nowhere/chromium' } });
    expect(ensureChromium(wrongPath.system)).toMatchObject({ ok: false, message: expect.stringContaining('CHROMIUM_PATH') });
    expect(wrongPath.commands).toEqual([]);
  });
});

describe('ensure-chromium for the extension test', () => {
  it('finds Debian’s full Chromium, or installs the chromium package when allowed, or says what to run', () => {
    const found = machine({ present: [EXTENSION_CHROMIUM] });
    expect(ensureExtensionChromium(found.system)).toEqual({ ok: true, path: EXTENSION_CHROMIUM, installed: false });
    expect(found.commands).toEqual([]);
    const root = machine({ root: true, installs: EXTENSION_CHROMIUM });
    expect(ensureExtensionChromium(root.system)).toEqual({ ok: true, path: EXTENSION_CHROMIUM, installed: true });
    expect(root.commands).toContain('apt-get install -y -qq chromium');
    const none = machine({ env: { RUMBO_NO_INSTALL: '1' }, root: true });
    expect(ensureExtensionChromium(none.system)).toMatchObject({ ok: false, message: expect.stringContaining('apt-get install -y chromium') });
  });
});
