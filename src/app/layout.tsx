// Mantine's baseline, its theme variables and global classes: Rumbo's own components
// (src/components/ui) bring their CSS modules with them, and Mantine's dialogs, drawers and
// notifications their stylesheets (src/components/dialog-css.ts, mantine-parts-css.ts), so a
// page's blocking CSS is what it shows.
import '@mantine/core/styles/baseline.css';
import './mantine-light-variables.css';
import '@mantine/core/styles/global.css';
import './globals.css';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getLocale, getMessages, getTimeZone, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Providers } from '~/components/providers/providers';
import { SignedInActivity } from '~/components/shell/signed-in-activity';
import { EARLY_SUBMIT_SCRIPT } from '~/components/ui/early-submit';
import { PageBody } from '~/components/ui/page-body';
import { env } from '~/env';
import { CLIENT_NAMESPACES, pickNamespaces } from '~/i18n/client-namespaces';

/**
 * The mark after the page's HTML that the first paint waits for (`<link rel="expect" blocking="render">`).
 * Without it a browser busy parsing a long page may paint what it has parsed so far: a row of
 * buttons whose last buttons have not arrived, which then moves as they do. Streamed parts
 * (a Suspense fallback) still paint first: the mark follows the fallback, not what replaces it.
 */
const PAGE_END = 'page-end';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta');
  return { title: t('title'), description: t('description') };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, messages, timeZone, requestHeaders] = await Promise.all([getLocale(), getMessages(), getTimeZone(), headers()]);
  // The proxy's per-request nonce, for the inline script below and the analytics script (CSP).
  const nonce = requestHeaders.get('x-nonce') ?? undefined;
  return (
    // Rumbo has one colour scheme: the attribute Mantine's styles select on is written here, with no script.
    <html lang={locale} data-mantine-color-scheme="light">
      <head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The first paint waits until the page's HTML is all parsed (see PAGE_END). */}
        <link rel="expect" href={`#${PAGE_END}`} blocking="render" />
        {/* A form sent, or a button tapped, before the page's code ran is kept for it (early-submit.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_SUBMIT_SCRIPT }} />
      </head>
      <PageBody>
        <Providers locale={locale} timeZone={timeZone} messages={pickNamespaces(messages, CLIENT_NAMESPACES.root) as typeof messages}>
          {children}
          <SignedInActivity analyticsUrl={env.ANALYTICS_SCRIPT_URL ?? null} nonce={nonce} />
        </Providers>
        <span id={PAGE_END} hidden />
      </PageBody>
    </html>
  );
}
