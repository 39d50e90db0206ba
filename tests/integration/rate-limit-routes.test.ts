import { ENTRY_HEADER, markEntry } from '~/server/client-address.mjs';
import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { POST as createCheckoutSession } from '~/app/api/create-checkout-session/route';
import { POST as completeTestCheckout } from '~/app/api/test-checkout/[id]/route';
import { fixedClock } from '~/domain/clock';
import type * as TRequestSessionModule from '~/server/api/request-session';
import type * as TDepsModule from '~/server/deps';
import { buildDeps, type TDeps } from '~/server/deps';
import { authHarness } from '../helpers/auth';
import { freshDb, NOW } from '../helpers/db';

// The route handlers run as they are; only the composition root and the session cookie are this test's.
const app = vi.hoisted(() => ({ deps: undefined as TDeps | undefined }));
vi.mock('~/server/deps', async (original) => ({ ...(await original<typeof TDepsModule>()), getDeps: () => app.deps }));
vi.mock('~/server/api/request-session', async (original) => ({ ...(await original<typeof TRequestSessionModule>()), getSession: async () => null }));

const LIMITED = { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a few minutes and try again' };

/** An anonymous (onboarding) checkout from an address, as the production server hands it on. */
async function checkout(email: string, address: string, headers: Record<string, string> = {}) {
  const response = await createCheckoutSession(
    new Request('http://127.0.0.1/api/create-checkout-session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, [ENTRY_HEADER]: markEntry(), ...headers },
      body: JSON.stringify({ email, mode: 'subscription', renewal: false }),
    }),
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

async function testCheckout(id: string, address: string) {
  const request = new Request(`http://127.0.0.1/api/test-checkout/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address, [ENTRY_HEADER]: markEntry() },
    body: 'action=cancel',
  });
  return (await completeTestCheckout(request, { params: Promise.resolve({ id }) })).status;
}

const checkoutId = () => `cs_local_${randomBytes(16).toString('hex')}`;

describe('rate limits on the payment routes', () => {
  it('limits checkouts per email and per address, even with sign-in not configured', async () => {
    app.deps = buildDeps(await freshDb(), fixedClock(NOW), null);
    for (let i = 0; i < 10; i += 1) expect((await checkout('ana@example.com', '198.51.100.1')).status).toBe(200);
    expect(await checkout('Ana@Example.com', '198.51.100.1')).toEqual({ status: 429, body: LIMITED });
    // The pace is per email and address: the same email from elsewhere, another email from here, go on.
    expect((await checkout('ana@example.com', '198.51.100.99')).status).toBe(200);
    expect((await checkout('bob@example.com', '198.51.100.1')).status).toBe(200);
    for (let i = 0; i < 30; i += 1) expect((await checkout(`user${i}@example.com`, '203.0.113.5')).status).toBe(200);
    expect(await checkout('carl@example.com', '203.0.113.5')).toEqual({ status: 429, body: LIMITED });
  });

  it('takes checkouts only from this site’s pages, as JSON, like any tRPC mutation', async () => {
    app.deps = buildDeps(await freshDb(), fixedClock(NOW), null, { appUrl: 'http://127.0.0.1:3999' });
    const crossSite = { status: 403, body: { code: 'FORBIDDEN', message: 'Cross-site requests are not accepted' } };
    expect(await checkout('ana@example.com', '198.51.100.1', { origin: 'https://evil.example' })).toEqual(crossSite);
    expect(await checkout('ana@example.com', '198.51.100.1', { 'sec-fetch-site': 'cross-site' })).toEqual(crossSite);
    expect(await checkout('ana@example.com', '198.51.100.1', { 'content-type': 'text/plain' })).toEqual({
      status: 400,
      body: { code: 'BAD_INPUT', message: 'Send the request body as JSON (content-type: application/json)' },
    });
    // From the site itself (and from a caller that is no browser) it goes on.
    expect((await checkout('ana@example.com', '198.51.100.1', { origin: 'http://127.0.0.1:3999', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('limits test checkout answers per checkout and per address', async () => {
    app.deps = (await authHarness()).deps;
    const id = checkoutId();
    for (let i = 0; i < 3; i += 1) expect(await testCheckout(id, '198.51.100.1')).toBe(303);
    expect(await testCheckout(id, '198.51.100.1')).toBe(429);
    expect(await testCheckout(id, '198.51.100.99')).toBe(303);
    for (let i = 0; i < 30; i += 1) expect(await testCheckout(checkoutId(), '203.0.113.5')).toBe(303);
    expect(await testCheckout(checkoutId(), '203.0.113.5')).toBe(429);
  });
});
