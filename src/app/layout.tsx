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
import { env } from '~/env';
import { CLIENT_NAMESPACES, pickNamespaces } from '~/i18n/client-namespaces';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta');
  return { title: t('title'), description: t('description') };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, messages, timeZone, requestHeaders] = await Promise.all([getLocale(), getMessages(), getTimeZone(), headers()]);
  // The proxy's per-request nonce, for the analytics script (CSP).
  const nonce = requestHeaders.get('x-nonce') ?? undefined;
  return (
    // Rumbo has one colour scheme: the attribute Mantine's styles select on is written here, with no script.
    <html lang={locale} data-mantine-color-scheme="light">
      <head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </head>
      <body>
        <Providers locale={locale} timeZone={timeZone} messages={pickNamespaces(messages, CLIENT_NAMESPACES.root) as typeof messages}>
          {children}
          <SignedInActivity analyticsUrl={env.ANALYTICS_SCRIPT_URL ?? null} nonce={nonce} />
        </Providers>
      </body>
    </html>
  );
}
