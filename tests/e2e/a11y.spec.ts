import { expect, test, type Page } from './fixtures';
import { axeViolations, cutLabels, signedInJobSeeker, watchForPageErrors } from './helpers';

/** axe on the page as it is now, each violation named after the page it is on. */
const violations = (page: Page, where: string) => axeViolations(page, { where });

// English on a computer's screen, Spanish (the longer words) on the narrowest phone (320 px): axe
// meets both layouts, and the checks that ride on its visits meet both languages.
for (const [lang, width] of [
  ['en', 1280],
  ['es', 320],
] as const) {
  test(`axe finds nothing to fix; no console error, uncaught error, refused script, link in the browser’s own blue or cut label; on the pages of a visitor and a subscriber, in ${lang === 'en' ? 'English' : 'Spanish'} at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === 320 ? 700 : 900 });
    await page.context().addCookies([{ name: 'locale', value: lang, url: process.env.E2E_BASE_URL! }]);
    // Watched on the same visits as axe's (each page opened once for every check).
    const { errors, plainLinks } = await watchForPageErrors(page);
    const unstyled: string[] = [];
    const cut: string[] = [];
    const found: string[] = [];
    /** Every check on the page as it is now. */
    const check = async (where: string) => {
      found.push(...(await violations(page, where)));
      unstyled.push(...(await plainLinks()));
      cut.push(...(await cutLabels(page)));
    };
    for (const path of ['/', '/terms', '/privacy', '/auth', '/onboarding', '/onboarding/success', '/no-such-page']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await check(path);
    }
    await signedInJobSeeker(page, `axe-${lang}`);
    for (const path of ['/dashboard', '/matches', '/jobs', '/applications', '/job-preferences', '/settings', '/resume', '/documents', '/support']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await check(path);
    }
    // A job's own page, opened from the latest jobs.
    await page.goto('/jobs');
    await page.locator('a[href^="/jobs/"]').first().click();
    await expect(page.getByTestId('job-posting')).toBeVisible();
    await check('/jobs/<id>');
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    expect(unstyled).toEqual([]);
    // A long label wraps inside its button (src/app/globals.css), a row of choices stays whole.
    expect(cut).toEqual([]);
  });
}

test('the anti-bot box ticked while its code still loads says it is verifying, and axe finds nothing meanwhile', async ({ page }) => {
  await signedInJobSeeker(page, 'axe-loading');
  // Hold the captcha widget's code: its look-alike box stays meanwhile.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('altcha-widget') && body.includes('customElements.define')) await held;
    await route.fulfill({ response, body });
  });
  await page.goto('/resume');
  const widget = page.getByTestId('captcha-widget');
  await widget.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await expect(widget.getByRole('checkbox', { name: 'Verifying…' })).toHaveAttribute('aria-busy', 'true');
  expect(await violations(page, '/resume')).toEqual([]);
  release();
  await expect(widget.getByRole('checkbox')).toBeChecked({ timeout: 20_000 });
});
