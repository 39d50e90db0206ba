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
 * next-intl documents this as its plugin's `experimental.messages.precompile` option
 * (https://next-intl.dev/docs/usage/plugin#messages, "precompile"); that option compiles the
 * catalogues its own loader imports and sets this same alias. Rumbo's catalogues use {{param}}
 * placeholders and are compiled by Rumbo, so the alias is set here as the plugin sets it
 * (next-intl 4.14.8, plugin/getNextConfig.js). Turbopack takes aliases relative to the project.
 */
const FORMAT_ONLY = `./${relative(root, createRequire(import.meta.url).resolve('use-intl/format-message/format-only'))}`;

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // One id per build (docs/operations.md, "Deploying to AWS"): during a rolling deployment a page of one
  // build that meets a server of another reloads instead of loading the other's chunks.
  // https://nextjs.org/docs/app/api-reference/config/next-config-js/deploymentId
  deploymentId: env.NEXT_DEPLOYMENT_ID,
  turbopack: {
    root,
    resolveAlias: { 'use-intl/format-message': FORMAT_ONLY },
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
