import { expect, test, type APIResponse } from './fixtures';
import { signInAsDemo } from './helpers';

const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

function expectBaseHeaders(response: APIResponse | { headers(): Record<string, string> }, what: string) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(BASE_HEADERS)) expect(headers[name], `${what}: ${name}`).toBe(value);
  expect(headers['permissions-policy'], what).toContain('camera=()');
}

/** The nonce a page's policy allows, or null. */
const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1] ?? null;

test('no address or request header takes a guarded page past the guard: a prefetch, a page address ending like a file', async ({ request }) => {
  for (const [path, headers] of [
    ['/dashboard', { purpose: 'prefetch' }],
    ['/dashboard', { 'next-router-prefetch': '1', rsc: '1' }],
    ['/jobs/abc.txt', {}],
    ['/settings/x.png', {}],
  ] as const) {
    const response = await request.get(path, { headers, maxRedirects: 0 });
    expect([path, response.status(), response.headers().location], JSON.stringify(headers)).toEqual([path, 307, expect.stringMatching(/^(https?:\/\/[^/]+)?\/auth(\?next=|$)/)]);
  }
  // The app's icons stay public files.
  for (const path of ['/favicon.ico', '/icon.svg', '/apple-icon.png']) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
});

test('every page carries the security headers and a fresh script nonce that its scripts carry', async ({ page, request }) => {
  for (const path of ['/', '/auth', '/onboarding', '/onboarding/success', '/no-such-page']) {
    const response = await request.get(path);
    expectBaseHeaders(response, path);
    const policy = response.headers()['content-security-policy'];
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).toContain("object-src 'none'");
    expect(policy, path).toContain("base-uri 'self'");
    expect(policy, path).toContain("form-action 'self'");
    expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const nonce = nonceOf(policy);
    expect(nonce, path).toBeTruthy();
    // Every script of the page is allowed by this response's nonce.
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
    // A new response, a new nonce.
    expect(nonceOf((await request.get(path)).headers()['content-security-policy']), path).not.toBe(nonce);
  }

  // Signed in, the guarded pages work under the policy: no script or style is refused.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await signInAsDemo(page);
  for (const path of ['/matches', '/jobs', '/applications', '/settings']) {
    const response = await page.goto(path);
    expect(nonceOf(response?.headers()['content-security-policy']), path).toBeTruthy();
    await expect(page.locator('main')).toBeVisible();
  }
  expect(refused).toEqual([]);
});

test('API answers carry the headers, a policy that runs nothing, and tRPC answers are never cached', async ({ request }) => {
  for (const path of ['/api/health', '/api/csrf', '/api/jobs', '/api/trpc/user.access']) {
    const response = await request.get(path);
    expectBaseHeaders(response, path);
    expect(response.headers()['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  }
  expect((await request.get('/api/trpc/user.access')).headers()['cache-control']).toBe('private, no-store');
});

test('another site cannot frame Rumbo (clickjacking refused)', async ({ page, baseURL }) => {
  await page.setContent(`<iframe id="target" src="${baseURL}/auth" width="600" height="400"></iframe>`);
  // The browser refuses to render the framed page: the frame ends on its error page, without the form.
  await expect
    .poll(
      () =>
        page
          .frames()
          .find((f) => f !== page.mainFrame())
          ?.url() ?? '',
    )
    .toMatch(/^chrome-error:/);
  await expect(page.frameLocator('#target').getByRole('button', { name: 'Sign in' })).toHaveCount(0);
});
