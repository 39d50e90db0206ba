import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { themeCss } from '../../scripts/lib/theme-css';
import { cssVariablesResolver, theme } from '~/theme';

const styleOf = (html: string) => /<style data-mantine-styles="true">([^<]*)<\/style>/.exec(html)?.[1];

describe('the theme’s CSS variables', () => {
  it('are exactly what Mantine’s provider writes for Rumbo’s theme and resolver', () => {
    const mantine = styleOf(renderToStaticMarkup(createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: 'light' })));
    expect(mantine).toBeTruthy();
    expect(themeCss()).toBe(mantine);
    // The brand colour and the accessible dimmed text are in it.
    expect(themeCss()).toContain('--mantine-color-dimmed: #5c636a');
    expect(themeCss()).toContain('--mantine-color-orange-5: #fc861f');
  });
});
