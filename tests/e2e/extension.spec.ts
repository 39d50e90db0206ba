import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { EXTENSION_CHROMIUM, isExecutable } from '../../scripts/lib/chromium';
import { subscriber } from './accounts';
import { signInDirectly } from './helpers';

// The extension is downloaded from /settings as a person would, unzipped, and loaded unpacked into
// Debian's full Chromium (the headless shell the other browser tests use cannot load extensions),
// in a persistent profile of its own, headless.

const RUN = randomUUID().slice(0, 6);
const JOBS = {
  // As LinkedIn and Indeed publish it: one JSON-LD block, inside an @graph here, HTML in the description.
  jsonLd: { title: `Senior Data Engineer ${RUN}`, company: 'Acme Analytics', location: 'Madrid, ES', salary: '45000–55000 EUR / YEAR', posted: '2026-11-20' },
  // As InfoJobs and OCC mark it up: microdata items nested in the page.
  microdata: { title: `Desarrollador Java ${RUN}`, company: 'Compañía Ñandú', location: 'Guadalajara, Jalisco, MX', salary: '35000 MXN / MONTH', posted: '2026-11-18' },
  // No JobPosting at all: the page's title, and the site's name as the company.
  none: { title: `Product Designer ${RUN}`, company: 'localhost', location: '', salary: '', posted: '' },
};

const PAGES: Record<keyof typeof JOBS, string> = {
  jsonLd: `<!doctype html><html><head><title>${JOBS.jsonLd.title} | Boards</title>
<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebPage', name: 'Jobs' },
      {
        '@type': 'JobPosting',
        title: JOBS.jsonLd.title,
        datePosted: '2026-11-20T08:30:00Z',
        description: '<p>Build <b>pipelines</b> in Python &amp; SQL.</p>',
        hiringOrganization: { '@type': 'Organization', name: 'Acme Analytics' },
        jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Madrid', addressCountry: 'ES' } },
        baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', minValue: 45000, maxValue: 55000, unitText: 'YEAR' } },
      },
    ],
  })}</script></head><body><h1>${JOBS.jsonLd.title}</h1></body></html>`,
  microdata: `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Oferta | Empleos</title></head><body>
<div itemscope itemtype="https://schema.org/JobPosting">
  <h1 itemprop="title">${JOBS.microdata.title}</h1>
  <div itemprop="hiringOrganization" itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Compañía Ñandú</span></div>
  <div itemprop="jobLocation" itemscope itemtype="https://schema.org/Place"><div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
    <span itemprop="addressLocality">Guadalajara</span>, <span itemprop="addressRegion">Jalisco</span><meta itemprop="addressCountry" content="MX"></div></div>
  <div itemprop="baseSalary" itemscope itemtype="https://schema.org/MonetaryAmount"><meta itemprop="currency" content="MXN">
    <div itemprop="value" itemscope itemtype="https://schema.org/QuantitativeValue"><span itemprop="value">35000</span><meta itemprop="unitText" content="MONTH"></div></div>
  <time itemprop="datePosted" datetime="2026-11-18">hace 10 días</time>
  <div itemprop="description">Spring Boot y microservicios.</div>
</div></body></html>`,
  none: `<!doctype html><html><head><title>${JOBS.none.title}</title></head><body><h1>Careers</h1></body></html>`,
};

/**
 * The extension as shipped, plus two things only a test needs. A `key`, so its id is known before
 * it loads (Chromium derives the id from it). And a host permission for the loopback test pages:
 * a person's click on the toolbar button grants the popup the open tab (`activeTab`), but a
 * headless browser has no toolbar to click, so the popup is opened as a page of its own
 * (`popup.html?tab=<id>`) and reads the tab with this permission instead. Rumbo itself is on
 * 127.0.0.1, not localhost, so the save still goes through the route's CORS check.
 */
function testCopyOfExtension(zipped: Uint8Array): { dir: string; id: string } {
  const dir = mkdtempSync(join(tmpdir(), 'rumbo-extension-'));
  for (const [path, bytes] of Object.entries(unzipSync(zipped))) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), bytes);
  }
  const der = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'der' });
  const id = [...createHash('sha256').update(der).digest('hex').slice(0, 32)].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ ...manifest, key: der.toString('base64'), host_permissions: ['http://localhost/*'] }));
  return { dir, id };
}

/** Serves the three job pages on a random loopback port. */
async function servePages(): Promise<{ server: Server; url: (name: keyof typeof JOBS) => string }> {
  const server = createServer((request, response) => {
    const name = (request.url ?? '/').slice(1) as keyof typeof JOBS;
    if (!(name in PAGES)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGES[name]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: (name) => `http://localhost:${port}/${name}` };
}

/** Opens the popup for the tab showing `pageUrl`, as its toolbar button would. */
async function popupFor(context: BrowserContext, extensionId: string, pageUrl: string): Promise<Page> {
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/options.html`);
  const tabId = await popup.evaluate(async (url) => {
    const { chrome } = globalThis as unknown as { chrome: { tabs: { query(filter: { url: string }): Promise<Array<{ id?: number }>> } } };
    return (await chrome.tabs.query({ url }))[0]?.id;
  }, pageUrl);
  expect(tabId).toBeTruthy();
  await popup.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}`);
  return popup;
}

/** The extension as a person gets it: the link on /settings, in their language, downloads one zip. */
async function downloadedExtension(page: Page, user: { email: string; password: string }): Promise<Uint8Array> {
  await signInDirectly(page, user);
  await page.context().addCookies([{ name: 'locale', value: 'es', url: process.env.E2E_BASE_URL! }]);
  await page.goto('/settings');
  const card = page.getByTestId('extension-card');
  await expect(card.getByRole('heading', { name: 'Instalar la extensión en un ordenador' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Descargar la extensión (.zip)' }).click()]);
  expect(download.suggestedFilename()).toBe('rumbo-extension.zip');
  return new Uint8Array(readFileSync(await download.path()));
}

test('the extension, downloaded from /settings, saves JSON-LD, microdata and plain pages with one click each; they are in /applications with their fields; a revoked key is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(isExecutable(EXTENSION_CHROMIUM), `Debian's full Chromium is missing at ${EXTENSION_CHROMIUM}: run \`sudo apt-get install -y chromium\``).toBe(true);
  const baseUrl = process.env.E2E_BASE_URL!;
  const user = await subscriber('extension', 'Rumbo#Extension2026');
  const extension = testCopyOfExtension(await downloadedExtension(page, user));
  const profile = mkdtempSync(join(tmpdir(), 'rumbo-profile-'));
  const pages = await servePages();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: EXTENSION_CHROMIUM,
    headless: true,
    baseURL: baseUrl,
    locale: 'en-US',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--lang=en-US',
      `--disable-extensions-except=${extension.dir}`,
      `--load-extension=${extension.dir}`,
    ],
  });
  try {
    const rumbo = await context.newPage();
    await signInDirectly(rumbo, user, { openDashboard: false });

    // Connect: /settings shows the key once; the person pastes it, with Rumbo's address, into the options.
    await rumbo.goto('/settings');
    const card = rumbo.getByTestId('extension-card');
    await expect(card.getByTestId('extension-state')).toHaveText('The browser extension is not connected.');
    await card.getByRole('button', { name: 'Connect the extension', exact: true }).click();
    const token = await card.getByTestId('extension-token').inputValue();
    expect(token).toMatch(/^rx_[A-Za-z0-9_-]{43}$/);
    await expect(card.getByTestId('extension-bookmarklet')).toHaveAttribute('href', /^javascript:/);
    const options = await context.newPage();
    await options.goto(`chrome-extension://${extension.id}/options.html`);
    await options.getByLabel('Rumbo address').fill(baseUrl);
    await options.getByLabel('Extension key').fill(token);
    await options.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(options.getByRole('status')).toHaveText('Saved. The extension is ready.');

    // Each page: the popup shows what it will save, and one click saves it.
    for (const name of ['jsonLd', 'microdata', 'none'] as const) {
      const job = JOBS[name];
      const tab = await context.newPage();
      await tab.goto(pages.url(name));
      const popup = await popupFor(context, extension.id, pages.url(name));
      await expect(popup.getByLabel('Job title')).toHaveValue(job.title);
      await expect(popup.getByLabel('Company')).toHaveValue(job.company);
      await expect(popup.getByLabel('Place')).toHaveValue(job.location);
      await expect(popup.getByLabel('Salary')).toHaveValue(job.salary);
      await expect(popup.getByLabel('Posted')).toHaveValue(job.posted);
      await popup.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(popup.getByRole('status')).toHaveText('Saved to your applications.');
      await popup.close();
      await tab.close();
    }

    // In the tracker, each as Saved with its fields; the posting's day and description in the notes.
    await context.addCookies([{ name: 'applicationsView', value: 'list', url: baseUrl }]);
    await rumbo.goto('/applications');
    for (const name of ['jsonLd', 'microdata', 'none'] as const) {
      const job = JOBS[name];
      const row = rumbo.locator(`[data-testid="application-row"][data-job-url="${pages.url(name)}"]`);
      await expect(row).toContainText(job.title);
      await expect(row).toContainText(job.company);
      await row.getByRole('button', { name: 'Details', exact: true }).click();
      const drawer = rumbo.getByTestId('application-drawer');
      await expect(drawer.getByLabel('Salary')).toHaveValue(job.salary);
      if (name === 'jsonLd') await expect(drawer.getByLabel('Notes')).toHaveValue('Posted on 2026-11-20.\n\nBuild pipelines in Python & SQL.');
      await rumbo.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }

    // The bookmarklet, where the extension cannot be installed: it opens Rumbo's add-a-job form
    // in a window of its own, filled in from the page; a blocked window is said, then Rumbo opens in the tab.
    await rumbo.goto('/settings');
    const code = decodeURIComponent((await card.getByTestId('extension-bookmarklet').getAttribute('href'))!.slice('javascript:'.length));
    const jobTab = await context.newPage();
    await jobTab.goto(pages.url('jsonLd'));
    const [window] = await Promise.all([context.waitForEvent('page'), jobTab.evaluate(code)]);
    await expect(window.getByRole('dialog', { name: 'Add a job you found elsewhere' })).toBeVisible();
    await expect(window.getByLabel('Link to the job posting')).toHaveValue(pages.url('jsonLd'));
    await expect(window.getByLabel('Job title')).toHaveValue(JOBS.jsonLd.title);
    await expect(window.getByLabel('Company')).toHaveValue(JOBS.jsonLd.company);
    await expect(window.getByLabel('Location (optional)')).toHaveValue(JOBS.jsonLd.location);
    await window.close();
    await jobTab.evaluate(() => Object.assign(globalThis, { open: () => null }));
    const said = jobTab.waitForEvent('dialog').then(async (dialog) => {
      const text = dialog.message();
      await dialog.accept();
      return text;
    });
    await jobTab.evaluate(code);
    expect(await said).toBe("This site blocked Rumbo's window. Rumbo will open in this tab instead; come back with the Back button.");
    await expect(jobTab).toHaveURL(/\/applications\?add=1&/);
    await expect(jobTab.getByLabel('Job title')).toHaveValue(JOBS.jsonLd.title);
    await jobTab.close();

    // Disconnect on /settings: the extension's next save is refused, in its own words.
    await card.getByRole('button', { name: 'Disconnect', exact: true }).click();
    await expect(card.getByTestId('extension-revoked')).toBeVisible();
    const tab = await context.newPage();
    await tab.goto(pages.url('none'));
    const popup = await popupFor(context, extension.id, pages.url('none'));
    await popup.getByLabel('Job title').fill(`Refused ${RUN}`);
    await popup.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(popup.getByRole('status')).toHaveText(/^This extension is not connected to Rumbo any more\./);
  } finally {
    await context.close();
    pages.server.close();
    rmSync(extension.dir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the options page takes a Save pressed while it still reads the stored settings, and keeps what was typed meanwhile', async ({ page }) => {
  // The options page in a plain tab, its files served from extension/, beside a stand-in for the
  // browser's extension APIs whose storage read is held: the moment a busy browser is slow in.
  const messages = JSON.parse(readFileSync(join(process.cwd(), 'extension', '_locales', 'en', 'messages.json'), 'utf8')) as Record<string, { message: string }>;
  const stored: unknown[] = [];
  await page.route('http://extension.test/**', (route) => route.fulfill({ path: join(process.cwd(), 'extension', new URL(route.request().url()).pathname) }));
  await page.exposeFunction('storeSettings', (values: unknown) => stored.push(values));
  await page.addInitScript(
    (words: Record<string, string>) => {
      const held = { release: () => undefined as void };
      Object.assign(window, {
        releaseStorage: () => held.release(),
        chrome: {
          i18n: { getMessage: (name: string) => words[name] ?? '', getUILanguage: () => 'en-US' },
          storage: {
            local: {
              get: () => new Promise((resolve) => (held.release = () => resolve({ appUrl: 'https://old.example', token: '' }))),
              set: (values: unknown) => (window as unknown as { storeSettings: (values: unknown) => Promise<void> }).storeSettings(values),
            },
          },
        },
      });
    },
    Object.fromEntries(Object.entries(messages).map(([name, { message }]) => [name, message])),
  );
  await page.goto('http://extension.test/options.html');
  const token = `rx_${'a'.repeat(43)}`;
  await page.getByLabel('Rumbo address').fill('http://127.0.0.1:3000');
  await page.getByLabel('Extension key').fill(token);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Saved. The extension is ready.');
  expect(stored).toEqual([{ appUrl: 'http://127.0.0.1:3000', token }]);
  // The stored settings arrive afterwards: they do not overwrite what the person typed.
  await page.evaluate(() => (window as unknown as { releaseStorage: () => void }).releaseStorage());
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  await expect(page.getByLabel('Rumbo address')).toHaveValue('http://127.0.0.1:3000');
});
