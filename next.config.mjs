// Validates the configuration at build and start: a bad variable stops here with its name.
import { env } from './src/env.js';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { API_POLICY, baseSecurityHeaders } from './src/server/security-headers.js';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');
const root = fileURLToPath(new URL('.', import.meta.url));
/**
 * Messages are compiled ahead of time (src/i18n/compile-messages.ts), so next-intl formats them
 * with its format-only module and no bundle carries intl-messageformat and its ICU parser.
 * Turbopack takes aliases relative to the project.
 */
const FORMAT_ONLY = `./${relative(root, createRequire(import.meta.url).resolve('use-intl/format-message/format-only'))}`;

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  turbopack: {
    root,
    resolveAlias: {
      'use-intl/format-message': FORMAT_ONLY,
      // The browser's tRPC client: the HTTP links and the untyped client only (the file says why).
      '@trpc/client': { browser: './src/trpc/browser-trpc-client.ts' },
      '@trpc/react-query': { browser: './src/trpc/browser-trpc-react.ts' },
    },
  },
  // Pages get their policy, with a per-request script nonce, from src/proxy.ts.
  async headers() {
    return [
      { source: '/:path*', headers: baseSecurityHeaders({ isHttps: env.APP_URL.startsWith('https:') }) },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_POLICY }] },
    ];
  },
};

export default withNextIntl(nextConfig);
