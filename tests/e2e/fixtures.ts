import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Each test is its own client: the stack trusts one proxy hop (TRUSTED_PROXY_HOPS=1, see
 * global-setup.ts) and every browser request carries a documentation-range address derived from
 * the test's id, so the per-address rate limits (sign-ups, checkouts) count per test as they would
 * per person, instead of adding up over the whole suite on 127.0.0.1.
 */
export const test = base.extend({
  context: async ({ context }, provide, testInfo) => {
    const hash = createHash('sha256').update(testInfo.testId).digest();
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.${hash[0]}.${hash[1]}` });
    await provide(context);
  },
  // A request a test intercepts can still be inside its handler when the test ends (a chunk the page
  // prefetches as the last check passes, say); the context then closes under it, and the handler's
  // next step fails the test that has already passed. Playwright's own answer: let the handlers in
  // flight end quietly once the test is over.
  page: async ({ page }, provide) => {
    await provide(page);
    if (!page.isClosed()) await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
});
