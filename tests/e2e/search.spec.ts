import { expect, test, type Page } from './fixtures';
import { signedInJobSeeker } from './helpers';

/** What a person reads on screen in each language. */
const WORDS = {
  en: {
    locale: 'en-US',
    search: 'Search',
    location: 'Location',
    field: 'Field',
    posted: 'Posted',
    lastWeek: 'Last 7 days',
    filters: 'Filters',
    bestMatch: 'Best match',
    spain: 'Spain',
    software: 'Software Engineering',
    remote: 'Remote',
    locations: 'Locations',
    otherLocations: 'Not in the list? Type a place',
    clearAll: 'Clear all',
    save: 'Save preferences',
    saved: 'Preferences saved.',
    // Spanish postings found by English words, and accents not typed.
    cityQuery: 'Mexico City',
    total: /^[\d,]+ jobs$/,
  },
  es: {
    locale: 'es-ES',
    search: 'Buscar',
    location: 'Ubicación',
    field: 'Área',
    posted: 'Publicado',
    lastWeek: 'Últimos 7 días',
    filters: 'Filtros',
    bestMatch: 'Mejor coincidencia',
    spain: 'España',
    software: 'Ingeniería de software',
    remote: 'Remoto',
    locations: 'Ubicaciones',
    otherLocations: '¿No está en la lista? Escribe un lugar',
    clearAll: 'Borrar todo',
    save: 'Guardar preferencias',
    saved: 'Preferencias guardadas.',
    cityQuery: 'ciudad de mexico',
    total: /^[\d.]+ empleos$/,
  },
} as const;

/** The count a total states, written as its language writes numbers ("1,204", "12.040"). */
const totalOf = async (page: Page) => Number((await page.getByTestId('jobs-total').textContent())!.match(/[\d.,]+/)![0].replace(/\D/g, ''));
const cardTexts = (page: Page) => page.getByTestId('job-card').allTextContents();

/** Picks `option` in the multi-select labelled `label`, then closes its list. */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

// The search itself runs in both languages (the words typed and the pay periods shown depend on
// it); what only moves controls around runs in one, the two languages taking turns
// (docs/testing.md, "One language, one width").
for (const [lang, w] of Object.entries(WORDS)) {
  test.describe(`search and filters (${lang})`, () => {
    test.use({ locale: w.locale });

    test('a search without accents finds accented jobs, and places match across languages', async ({ page }) => {
      await signedInJobSeeker(page, `search-${lang}`, { openDashboard: false });
      await page.goto('/jobs');
      await expect(page.getByTestId('jobs-total')).toHaveText(w.total);
      const all = await totalOf(page);
      // Descriptions are searched too, and demo postings name skills such as "Analítica de marketing"
      // there: a title's two words, unaccented, find the jobs whose title holds them accented.
      await page.getByLabel(w.search, { exact: true }).fill('ingeniera analitica');
      await expect(page).toHaveURL(/[?&]search=ingeniera(\+|%20)analitica(&|$)/);
      await expect.poll(() => totalOf(page)).toBeLessThan(all);
      expect(await totalOf(page)).toBeGreaterThan(0);
      for (const text of await cardTexts(page)) expect(text).toContain('Analítica');

      await page.getByLabel(w.search, { exact: true }).fill(w.cityQuery);
      await expect(page.getByTestId('job-card').first()).toContainText(/Ciudad de México|Mexico City/);
      for (const text of await cardTexts(page)) expect(text).toMatch(/Ciudad de México|Mexico City/);
    });

    test('several words find jobs that hold all of them, a title in either gender or language, a region by its countries', async ({ page }) => {
      await signedInJobSeeker(page, `words-${lang}`, { openDashboard: false });
      await page.goto('/jobs');
      await expect(page.getByTestId('jobs-total')).toHaveText(w.total);
      const queries: Array<[string, RegExp, RegExp]> = [
        ['diseñador mexico', /Diseñador|Diseñadora|Designer/, /México|Mexico/],
        ['designer madrid', /Diseñador|Diseñadora|Designer/, /Madrid/],
        ['ingeniero backend', /Ingenier[oa] Backend|Backend Engineer/, /./],
        // A region finds the jobs in its countries: Spain, the UK and Ireland here, never the Americas.
        ['diseñador europa', /./, /España|Spain|, UK|\(UK\)|Reino Unido|Ireland|Irlanda/],
      ];
      for (const [query, title, place] of queries) {
        await page.getByLabel(w.search, { exact: true }).fill(query);
        await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(query).replaceAll('%20', '(\\+|%20)')}(&|$)`));
        // The cards of this query, not the previous query's still on screen while it loads.
        await expect
          .poll(
            async () => {
              const texts = await cardTexts(page);
              return texts.length > 0 && texts.every((text) => title.test(text) && place.test(text));
            },
            { message: query },
          )
          .toBe(true);
        for (const text of await cardTexts(page)) {
          // Pay periods read in the interface's language, whatever language the posting is in.
          expect(text).not.toMatch(lang === 'en' ? /\/ (mes|año|hora)\b/ : /\/ (month|year|hour)\b/);
        }
      }
    });

    if (lang === 'es') {
      test('a "Remote" preference finds "Remoto" and "Remote" jobs; typed places are kept apart', async ({ page }) => {
        await signedInJobSeeker(page, `remote-${lang}`, { openDashboard: false });
        await page.goto('/job-preferences');
        await page.getByRole('button', { name: w.clearAll }).click();
        await pick(page, w.locations, w.remote);
        await page.getByRole('combobox', { name: w.otherLocations, exact: true }).fill('Lima');
        await page.keyboard.press('Enter');
        await page.getByRole('button', { name: w.save }).click();
        await expect(page.getByTestId('preferences-notice')).toHaveText(w.saved);

        await page.reload();
        await expect(page.getByText('Lima', { exact: true })).toBeVisible();
        // The pill of the picked choice (its option, in the closed list, comes later in the page).
        await expect(page.getByText(w.remote, { exact: true }).first()).toBeVisible();

        await page.goto('/matches');
        await expect(page.getByTestId('personalized-marker')).toBeVisible();
        const texts = await cardTexts(page);
        for (const text of texts) expect(text).toMatch(/Remot|Lima/);
        // Saved as one choice, it reaches the postings of both languages (however a card names their place).
        expect(texts.some((text) => /Remoto \((España|LatAm)\)|Remote \((Spain|LatAm)\)/.test(text))).toBe(true);
        expect(texts.some((text) => /Remote \((US|UK)\)|Remoto \((EE\. UU\.|Reino Unido)\)/.test(text))).toBe(true);
      });
    }

    if (lang === 'en') {
      test('filters, sort and page live in the address: reload and Back keep them', async ({ page }) => {
        await signedInJobSeeker(page, `address-${lang}`, { openDashboard: false });
        await page.goto('/jobs');
        await expect(page.getByTestId('jobs-total')).toHaveText(w.total);
        const all = await totalOf(page);
        await pick(page, w.location, w.spain);
        await expect(page).toHaveURL(/\/jobs\?location=Spain$/);
        // The date and the sort changed in one go, before the page has rendered the first change: both stay.
        const bestMatch = await page.getByRole('radio', { name: w.bestMatch, exact: true }).elementHandle();
        await page.getByRole('combobox', { name: w.posted, exact: true }).evaluate(
          (select: HTMLSelectElement, { label, radio }) => {
            select.value = [...select.options].find((option) => option.text === label)!.value;
            select.dispatchEvent(new Event('change', { bubbles: true }));
            (radio as HTMLInputElement).click();
          },
          { label: w.lastWeek, radio: bestMatch },
        );
        await expect(page).toHaveURL(/\/jobs\?location=Spain&days=7&sort=match$/);
        // The address changes before the page renders it, and until then the list of the location alone
        // shows, not busy. The sort is drawn from the address in the render that asks for the new list.
        await expect(page.getByRole('radio', { name: w.bestMatch, exact: true })).toBeChecked();
        await expect.poll(() => totalOf(page)).toBeLessThan(all);
        // The list of the whole query, not the previous one kept on screen while it loads.
        await expect(page.getByTestId('jobs-results')).toHaveAttribute('aria-busy', 'false');
        const filtered = await totalOf(page);
        for (const text of await cardTexts(page)) expect(text).toMatch(/España|Spain/);
        const firstPage = await cardTexts(page);
        await page.getByRole('button', { name: '2', exact: true }).click();
        await expect(page).toHaveURL(/&page=2$/);
        await expect.poll(() => cardTexts(page)).not.toEqual(firstPage);
        const secondPage = await cardTexts(page);
        const sameList = async () => {
          await expect(page.getByTestId('jobs-total')).toHaveText(new RegExp(`^${filtered} `));
          await expect.poll(() => cardTexts(page)).toEqual(secondPage);
        };

        await page.reload();
        await sameList();
        await expect(page.getByRole('combobox', { name: w.posted, exact: true }).locator('option:checked')).toHaveText(w.lastWeek);
        await expect(page.getByText(w.spain, { exact: true }).first()).toBeVisible();

        // One more filter, then Back: the list before it, on the page it was on.
        // Right after a reload the list may not answer yet (its code still loading): pick again until it does.
        await expect(async () => {
          await pick(page, w.field, w.software);
          await expect(page).toHaveURL(/\?location=Spain&field=Software\+Engineering&days=7&sort=match$/, { timeout: 2_000 });
        }).toPass();
        await expect.poll(() => totalOf(page)).toBeLessThan(filtered);
        await page.goBack();
        await expect(page).toHaveURL(/\?location=Spain&days=7&sort=match&page=2$/);
        await sameList();

        // Away and Back.
        await page.goto('/applications');
        await page.goBack();
        await expect(page).toHaveURL(/&page=2$/);
        await sameList();
      });
    }

    if (lang === 'es') {
      test('a page change shows the top of the list', async ({ page }) => {
        await signedInJobSeeker(page, `paging-${lang}`, { openDashboard: false });
        await page.goto('/jobs');
        const pager = page.getByRole('button', { name: '2', exact: true });
        await pager.scrollIntoViewIfNeeded();
        await pager.click();
        await expect(page).toHaveURL(/[?&]page=2$/);
        const box = await page.getByTestId('jobs-total').boundingBox();
        const height = page.viewportSize()!.height;
        expect(box!.y).toBeGreaterThanOrEqual(64);
        expect(box!.y).toBeLessThan(height / 2);
      });
    }

    if (lang === 'en') {
      test('on a phone the filters fold away and the first job shows on the first screen', async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await signedInJobSeeker(page, `phone-${lang}`, { openDashboard: false });
        await page.goto('/jobs');
        const card = page.getByTestId('job-card').first();
        await expect(card).toBeVisible();
        await expect(page.getByRole('combobox', { name: w.location, exact: true })).toBeHidden();
        const search = (await page.getByLabel(w.search, { exact: true }).boundingBox())!;
        const first = (await card.boundingBox())!;
        expect(first.y).toBeLessThan(844 - 100);
        // Only the search and the results line stand between the top of the filters and the first job.
        expect(first.y - search.y).toBeLessThan(150);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

        const toggle = page.getByTestId('filters-toggle');
        await expect(toggle).toHaveText(w.filters);
        await toggle.click();
        await pick(page, w.location, w.spain);
        await expect(toggle).toHaveText(`${w.filters} (1)`);
        await expect(page.getByRole('combobox', { name: w.location, exact: true })).toBeVisible();
      });
    }
  });
}
