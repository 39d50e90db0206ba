import { giveSubscription, subscriber } from './accounts';
import { signIn } from './helpers';
import { expect, test } from './fixtures';

const PASSWORD = 'Rumbo#TimeZone2026';
const ZONE = 'America/Mexico_City';

test.use({ timezoneId: ZONE, locale: 'en-US' });

test('dates are the person’s own day: a renewal at 03:00 UTC is shown on the day before in Mexico City', async ({ page }) => {
  const user = await subscriber('time-zone', PASSWORD);
  // Twenty days ahead at 03:00 UTC: still the evening before in Mexico City.
  const today = new Date();
  const periodEnd = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 20, 3, 0);
  await giveSubscription(user.email, 0, periodEnd);
  const inZone = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: ZONE }).format(periodEnd);
  const inUtc = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(periodEnd);
  expect(inZone).not.toBe(inUtc);

  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings');
  await expect(page.getByText(`Renews on ${inZone}`)).toBeVisible();
  // Kept for the next visit: the server renders the person's day from the first byte.
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'tz')?.value).toBe(encodeURIComponent(ZONE));
  const html = await (await page.request.get('/settings', { headers: { 'accept-language': 'en-US' } })).text();
  expect(html).toContain(inZone);
  expect(html).not.toContain(inUtc);
});
