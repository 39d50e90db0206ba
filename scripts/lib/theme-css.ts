import { convertCssVariables, deepMerge, DEFAULT_THEME, defaultCssVariablesResolver, keys, mergeMantineTheme, type ConvertCSSVariablesInput } from '@mantine/core';
import { cssVariablesResolver, theme } from '../../src/theme';

/**
 * The CSS variables Mantine's provider writes for Rumbo's theme, only those that differ from its
 * defaults (which its stylesheet holds). `npm run css:light-variables` folds them into the
 * variables stylesheet, so the browser neither computes them nor receives them in every page.
 */
export function themeCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const variables = deepMerge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed: ConvertCSSVariablesInput = { variables: {}, light: {}, dark: {} };
  for (const part of ['variables', 'light', 'dark'] as const) {
    for (const key of keys(variables[part])) {
      const value = variables[part][key];
      if (value !== undefined && defaults[part][key] !== value) changed[part][key] = value;
    }
  }
  return convertCssVariables(changed);
}
