import { expect, test } from './fixtures';

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
