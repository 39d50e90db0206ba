import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedMantineVariables, LIGHT_VARIABLES_FILE, lightVariablesCss, UNUSED_COLOURS } from '../../scripts/lib/light-variables';
import { themeCss } from '../../scripts/lib/theme-css';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.(tsx?|css)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

describe("Mantine's default variables with Rumbo's theme, light scheme only", () => {
  it('the committed file is what the installed Mantine gives (else run `npm run css:light-variables`)', () => {
    expect(readFileSync(LIGHT_VARIABLES_FILE, 'utf8')).toBe(lightVariablesCss(installedMantineVariables(), themeCss()));
  });

  it('no source names a colour family whose variables are left out', () => {
    const naming = new RegExp(`(['"])(${UNUSED_COLOURS.join('|')})(\\.\\d)?\\1|--mantine-color-(${UNUSED_COLOURS.join('|')})-`);
    const offenders = sources('src').filter((file) => file !== LIGHT_VARIABLES_FILE && naming.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('keeps the light rules and every shared variable, and drops only the dark scheme’s block and the unused colours', () => {
    const mantine = installedMantineVariables();
    const theme = themeCss();
    const light = lightVariablesCss(mantine, theme);
    expect(light).not.toContain("[data-mantine-color-scheme='dark']");
    expect(light).toContain("[data-mantine-color-scheme='light']");
    const declarations = (css: string) => new Set(css.match(/--[\w-]+:[^;]+;/g));
    const darkOnly = /\[data-mantine-color-scheme='dark'\][^{]*\{([^}]*)\}/.exec(mantine)![1]!;
    const unused = new RegExp(`^--mantine-color-(${UNUSED_COLOURS.join('|')})-`);
    // What the theme sets (light scheme and shared), as it sets it; the rest as Mantine has it.
    const themed = new Set<string>();
    for (const [, selector = '', body = ''] of theme.matchAll(/(:root, :host|:root\[data-mantine-color-scheme="[a-z]+"\])[^{]*\{([^}]*)\}/g)) {
      if (selector.includes('dark')) continue;
      for (const [, name = '', value = ''] of body.matchAll(/(--[\w-]+):\s*([^;]+);/g)) {
        if (unused.test(name)) continue;
        themed.add(name);
        expect(light).toContain(`${name}: ${value.trim()};`);
      }
    }
    expect(themed.has('--mantine-color-dimmed')).toBe(true);
    for (const declaration of declarations(mantine)) {
      if (themed.has(declaration.slice(0, declaration.indexOf(':')))) continue;
      if (unused.test(declaration)) expect(light).not.toContain(declaration);
      else if (!declarations(darkOnly).has(declaration) || mantine.split(declaration).length > 2) expect(light).toContain(declaration);
    }
    expect(light).not.toMatch(new RegExp(`var\\(--mantine-color-(${UNUSED_COLOURS.join('|')})-`));
    expect(light.length).toBeLessThan(mantine.length * 0.6);
  });
});
