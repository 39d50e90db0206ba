import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { theme } from '~/theme';

/** One element's markup with its attributes and style declarations in order, and ids made stable. */
export function normalized(html: string): string {
  const ids = new Map<string, string>();
  const stableId = (id: string) => {
    const base = id.replace(/-(body|title|label|description|error)$/, '');
    if (!ids.has(base)) ids.set(base, `id${ids.size}`);
    return id.replace(base, ids.get(base)!);
  };
  return html.replace(/<([a-z][a-z0-9]*)((?:\s+[a-zA-Z-]+(?:="[^"]*")?)*)\s*(\/?)>/g, (_tag, name: string, attrs: string, selfClosing: string) => {
    const list = [...attrs.matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)].map(([, key = '', value = '']) => {
      if (key === 'style') value = value.split(';').filter(Boolean).sort().join(';');
      if (key === 'class') value = value.split(' ').filter(Boolean).sort().join(' ');
      if (key === 'id' || key === 'for' || (key.startsWith('aria-') && /labelledby|describedby/.test(key))) value = value.split(/\s+/).filter(Boolean).map(stableId).join(' ');
      return `${key}="${value}"`;
    });
    return `<${name} ${list.sort().join(' ')}${selfClosing}>`;
  });
}

/** What Mantine's components render for `node` with Rumbo's theme (no global or static classes). */
export const mantine = (node: ReactNode) =>
  normalized(
    renderToStaticMarkup(
      <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false} withStaticClasses={false}>
        {node}
      </MantineProvider>,
    ),
  );

/** What the plain components render for `node`. */
export const plain = (node: ReactNode) => normalized(renderToStaticMarkup(node));
