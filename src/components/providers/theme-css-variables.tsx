'use client';

import {
  convertCssVariables,
  deepMerge,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  keys,
  mergeMantineTheme,
  useMantineStyleNonce,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { cssVariablesResolver, theme } from '~/theme';

/**
 * The theme's CSS variables, as Mantine's provider writes them (its defaults left to its
 * stylesheet, only what Rumbo's theme changes), computed once per process: the provider computed
 * them again on every render, a few percent of each page's server time.
 */
function computeThemeCss(): string {
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

let themeCss: string | undefined;
/** The CSS text the style element holds (exported for its equivalence test). */
export const getThemeCss = () => (themeCss ??= computeThemeCss());

/** Stands in for MantineProvider's own variables (it is given `withCssVariables={false}`). */
export function ThemeCssVariables() {
  const nonce = useMantineStyleNonce();
  return <style data-mantine-styles nonce={nonce?.()} dangerouslySetInnerHTML={{ __html: getThemeCss() }} />;
}
