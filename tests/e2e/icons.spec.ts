import { expect, test } from './fixtures';
import { ANALYTICS_URL } from './global-setup';
import { signedInJobSeeker } from './helpers';

test('the favicon and app icons are served in the brand colours, and every page links them', async ({ page, request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toContain('image/x-icon');
  // An ICO of three PNG images (16, 32 and 48 px).
  const ico = await favicon.body();
  expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 3]);

  const apple = await request.get('/apple-icon.png');
  expect(apple.status()).toBe(200);
  expect(apple.headers()['content-type']).toBe('image/png');

  await page.goto('/auth');
  const icon = page.locator('link[rel="icon"][type="image/svg+xml"]');
  const href = (await icon.getAttribute('href'))!;
  const svg = await request.get(href);
  expect(svg.status()).toBe(200);
  expect(await svg.text()).toContain('#b85a06');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
});

test('no console error, no uncaught error, no refused script and no link in the browser’s own blue on the pages a visitor and a subscriber open', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The browser tests point the analytics script at a closed local port, on purpose: nothing reaches the internet.
    if (message.type() === 'error' && message.location().url !== ANALYTICS_URL) errors.push(`${page.url()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  // A Content-Security-Policy refusal (an eval probe, say) is reported as an issue, not always logged.
  await page.exposeFunction('reportViolation', (text: string) => errors.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${location.pathname}: CSP ${event.violatedDirective} ${event.sourceFile}`),
    ),
  );
  // A link left to the browser's own look (blue, purple once visited) instead of Rumbo's.
  const plainLinks = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('a')]
        .filter((link) => link.offsetParent !== null && ['rgb(0, 0, 238)', 'rgb(85, 26, 139)'].includes(getComputedStyle(link).color))
        .map((link) => `${location.pathname}: "${link.textContent?.trim()}"`),
    );
  const unstyled: string[] = [];
  for (const path of ['/', '/auth', '/onboarding']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    unstyled.push(...(await plainLinks()));
  }
  await signedInJobSeeker(page, 'console');
  for (const path of ['/dashboard', '/matches', '/jobs', '/applications', '/job-preferences', '/settings', '/resume', '/documents', '/support']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    unstyled.push(...(await plainLinks()));
  }
  expect(errors).toEqual([]);
  expect(unstyled).toEqual([]);
});
