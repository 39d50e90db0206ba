// Validates the configuration at build and start: a bad variable stops here with its name.
import './src/env.js';
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  turbopack: { root: fileURLToPath(new URL('.', import.meta.url)) },
  serverExternalPackages: ['dynalite', 'cognito-local'],
};

export default withNextIntl(nextConfig);
