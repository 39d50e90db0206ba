// Plain JavaScript (like src/env.js) because next.config.mjs loads it before any TypeScript runs.
/**
 * Security headers (OWASP ASVS V14): one place builds them; the proxy sets them on pages (with a
 * fresh script nonce per request) and next.config on every other response.
 */

/** A fresh, unguessable script nonce for one page response. @returns {string} */
export function createNonce() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The page policy: scripts only with this response's nonce (and what they load: 'strict-dynamic'),
 * no plugins, no framing, forms and the base URL to this origin. Styles allow inline because
 * Mantine sets style attributes; the analytics origin is allowed only when one is configured.
 * @param {{ nonce: string; analyticsUrl?: string; isDev: boolean }} options
 * @returns {string}
 */
export function pagePolicy(options) {
  const analytics = options.analyticsUrl ? ` ${new URL(options.analyticsUrl).origin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic'${analytics}${options.isDev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${analytics}`,
    // The proof-of-work captcha solves in workers it starts from blob: URLs.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** What a JSON or file answer needs: nothing may run, and nobody may frame it. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * HSTS for an app served over https (its APP_URL when the server runs), else none. Rumbo's entry
 * (http-server.mjs) sends it on every answer: the headers of next.config.mjs are fixed when the
 * app is built, and the container image is built without the deployment's APP_URL.
 * @param {string} appUrl
 * @returns {string | undefined}
 */
export function transportSecurity(appUrl) {
  return appUrl.startsWith('https:') ? HSTS : undefined;
}

/**
 * Headers every response carries; HSTS only when the app is served over https.
 * @param {{ isHttps: boolean }} options
 * @returns {Array<{ key: string; value: string }>}
 */
export function baseSecurityHeaders(options) {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    { key: 'X-Frame-Options', value: 'DENY' },
    ...(options.isHttps ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
  ];
}
