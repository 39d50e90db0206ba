import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { installedMantineVariables, LIGHT_VARIABLES_FILE, lightVariablesCss } from '../../scripts/lib/light-variables';

describe("Mantine's default variables, light scheme only", () => {
  it('the committed file is what the installed Mantine gives (else run `npm run css:light-variables`)', () => {
    expect(readFileSync(LIGHT_VARIABLES_FILE, 'utf8')).toBe(lightVariablesCss(installedMantineVariables()));
  });

  it('keeps the light rules and every shared variable, and drops only the dark scheme’s block', () => {
    const mantine = installedMantineVariables();
    const light = lightVariablesCss(mantine);
    expect(light).not.toContain("[data-mantine-color-scheme='dark']");
    expect(light).toContain("[data-mantine-color-scheme='light']");
    const declarations = (css: string) => new Set(css.match(/--[\w-]+:[^;]+;/g));
    const darkOnly = /\[data-mantine-color-scheme='dark'\][^{]*\{([^}]*)\}/.exec(mantine)![1]!;
    for (const declaration of declarations(mantine)) {
      if (!declarations(darkOnly).has(declaration) || mantine.split(declaration).length > 2) expect(light).toContain(declaration);
    }
    expect(light.length).toBeLessThan(mantine.length * 0.85);
  });
});
