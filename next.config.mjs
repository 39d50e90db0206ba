// Validates the configuration at build and start: a bad variable stops here with its name.
import { env } from './src/env.js';
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { API_POLICY, baseSecurityHeaders } from './src/server/security-headers.js';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  turbopack: { root: fileURLToPath(new URL('.', import.meta.url)) },
  // Pages get their policy, with a per-request script nonce, from src/proxy.ts.
  async headers() {
    return [
      { source: '/:path*', headers: baseSecurityHeaders({ isHttps: env.APP_URL.startsWith('https:') }) },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_POLICY }] },
    ];
  },
};

export default withNextIntl(nextConfig);
