import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getThemeCss, ThemeCssVariables } from '~/components/providers/theme-css-variables';
import { cssVariablesResolver, theme } from '~/theme';

const styleOf = (html: string) => /<style data-mantine-styles="true">([^<]*)<\/style>/.exec(html)?.[1];

describe('the theme CSS variables, computed once per process', () => {
  it('are exactly what Mantine’s provider writes for Rumbo’s theme and resolver', () => {
    const mantine = styleOf(renderToStaticMarkup(createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: 'light' })));
    const ours = styleOf(renderToStaticMarkup(createElement(MantineProvider, { theme, withCssVariables: false, defaultColorScheme: 'light' }, createElement(ThemeCssVariables))));
    expect(mantine).toBeTruthy();
    expect(ours).toBe(mantine);
    // The brand colour and the accessible dimmed text are in it.
    expect(ours).toContain('--mantine-color-dimmed: #5c636a');
    expect(getThemeCss()).toBe(getThemeCss());
  });
});
