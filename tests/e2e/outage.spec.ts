import { stalledServer } from '../helpers/stalled-server';
import { subscriber } from './accounts';
import { signIn } from './helpers';
import { expect, test } from './fixtures';
import { listening, startServer } from './servers';

const PASSWORD = 'Rumbo#Outage2026';

// A second production server whose database accepts connections and never answers (what a stopped
// database looks like), beside the suite's: the same identity service and session secret, so a
// session begun on the suite's server is this one's too (cookies are per host, not per port).
test('with the database unreachable, a signed-in page leads to /auth, which says the service is unavailable (not "sign in") and offers to try again', async ({ page }) => {
  test.setTimeout(180_000);
  const database = await stalledServer();
  const server = await startServer({ DYNAMODB_ENDPOINT: database.url, WEB_CONCURRENCY: '1' });
  try {
    await listening(server).toBeTruthy();
    const user = await subscriber('outage', PASSWORD);
    await signIn(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);

    const started = Date.now();
    await page.goto(`${server.base}/applications?view=board`);
    await expect(page).toHaveURL(`${server.base}/auth?reason=unavailable&next=/applications%3Fview%3Dboard`);
    // The access check gives up within the database client's bound (about 4 s), and /auth does not wait on it again.
    expect(Date.now() - started).toBeLessThan(10_000);
    const notice = page.getByTestId('unavailable-notice');
    await expect(notice).toContainText('Rumbo cannot reach your account right now. This is on our side, not yours: please try again in a moment.');
    await expect(notice.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/applications?view=board');

    await page.getByText('ES', { exact: true }).click();
    await expect(notice).toContainText('Rumbo no puede acceder a tu cuenta en este momento.');
    await expect(notice.getByRole('link', { name: 'Reintentar' })).toBeVisible();
    await page.getByText('EN', { exact: true }).click();
  } finally {
    server.child.kill('SIGTERM');
    await server.exit;
    await database.close();
  }
});
