import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './globals.css';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Providers } from '~/components/providers/providers';
import { SignedInActivity } from '~/components/shell/signed-in-activity';
import { env } from '~/env';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta');
  return { title: t('title'), description: t('description') };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, messages, requestHeaders] = await Promise.all([getLocale(), getMessages(), headers()]);
  // The proxy's per-request nonce: the one inline script of the page must carry it (CSP).
  const nonce = requestHeaders.get('x-nonce') ?? undefined;
  return (
    <html lang={locale} {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme="light" nonce={nonce} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </head>
      <body>
        <Providers locale={locale} messages={messages}>
          {children}
          <SignedInActivity analyticsUrl={env.ANALYTICS_SCRIPT_URL ?? null} nonce={nonce} />
        </Providers>
      </body>
    </html>
  );
}
