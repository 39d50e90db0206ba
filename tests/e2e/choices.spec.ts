import { expect, test, type Page } from './fixtures';
import { holdChunks, signedInJobSeeker } from './helpers';

/** What a person reads on screen in each language; `typed` finds `spain` without its accent. */
const WORDS = {
  en: {
    locale: 'en-US',
    search: 'Search',
    location: 'Location',
    any: 'Any',
    locations: 'Locations',
    typed: 'spa',
    otherTyped: 'espana',
    spain: 'Spain',
    remove: 'Remove',
    other: 'Not in the list? Type a place',
    nothing: 'Nothing found',
    clearAll: 'Clear all',
  },
  es: {
    locale: 'es-ES',
    search: 'Buscar',
    location: 'Ubicación',
    any: 'Cualquiera',
    locations: 'Ubicaciones',
    typed: 'espana',
    otherTyped: 'spain',
    spain: 'España',
    remove: 'Quitar',
    other: '¿No está en la lista? Escribe un lugar',
    nothing: 'Sin resultados',
    clearAll: 'Borrar todo',
  },
} as const;

/** The values a field of chosen values shows, as the pills beside its text field read. */
const pillsOf = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true }).locator('..').locator('[data-pill] > span');

// Picking from the keyboard runs in both languages (each finds its own words without accents);
// the tags field and the list's place run in one each (docs/testing.md, "One language, one width").
for (const [lang, w] of Object.entries(WORDS)) {
  test.describe(`fields of chosen values (${lang})`, () => {
    test.use({ locale: w.locale });

    test('a multi-select is used from the keyboard alone: type, arrows, Enter, Escape, Backspace', async ({ page }) => {
      await signedInJobSeeker(page, `choices-keys-${lang}`, { openDashboard: false });
      await page.goto('/jobs');
      // On a wide screen the search box spans the row (its placeholder is not cut short).
      const searchBox = (await page.getByLabel(w.search, { exact: true }).boundingBox())!;
      const results = (await page.getByTestId('jobs-results').boundingBox())!;
      expect(searchBox.width).toBeGreaterThan(results.width * 0.9);
      const field = page.getByRole('combobox', { name: w.location, exact: true });
      await expect(field).toHaveAttribute('placeholder', w.any);
      await field.focus();
      await expect(field).toHaveAttribute('aria-expanded', 'false');

      // Typing filters the list, accents aside; the arrow makes an option active without leaving the field.
      await page.keyboard.type(w.typed);
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      const list = page.getByRole('listbox', { name: w.location });
      await expect(list.getByRole('option', { name: w.spain, exact: true })).toBeVisible();
      await page.keyboard.press('ArrowDown');
      const active = await field.getAttribute('aria-activedescendant');
      expect(active).toBeTruthy();
      await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('role', 'option');
      await expect(field).toBeFocused();

      // Enter picks it: a pill, the address, a checked option; the list stays open for more.
      const target = list.getByRole('option', { name: w.spain, exact: true });
      while ((await field.getAttribute('aria-activedescendant')) !== (await target.getAttribute('id'))) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(pillsOf(page, w.location)).toHaveText([w.spain]);
      await expect(page).toHaveURL(/[?&]location=Spain(&|$)/);
      await expect(field).toHaveValue('');
      // "Any" no longer shows beside what was chosen.
      await expect(field).not.toHaveAttribute('placeholder');
      await expect(list.getByRole('option', { name: w.spain, exact: true })).toHaveAttribute('aria-selected', 'true');

      // A search with no match says so.
      await page.keyboard.type('zzzz');
      await expect(list).toContainText(w.nothing);
      await page.keyboard.press('Escape');
      await expect(field).toHaveAttribute('aria-expanded', 'false');
      await expect(list).toBeHidden();
      await field.fill('');
      // The name in the other language finds the option too.
      await page.keyboard.type(w.otherTyped);
      await expect(list.getByRole('option', { name: w.spain, exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await field.fill('');

      // Backspace in the empty field takes the last value away.
      await page.keyboard.press('Backspace');
      await expect(pillsOf(page, w.location)).toHaveCount(0);
      await expect(page).not.toHaveURL(/location=/);

      // The mouse: the field opens its list, an option toggles, the pill's named button removes it.
      await field.click();
      await list.getByRole('option', { name: w.spain, exact: true }).click();
      await expect(pillsOf(page, w.location)).toHaveText([w.spain]);
      await page.getByRole('button', { name: `${w.remove} ${w.spain}`, exact: true }).click();
      await expect(pillsOf(page, w.location)).toHaveCount(0);
      await expect(page).not.toHaveURL(/location=/);
    });

    if (lang === 'en') {
      test('a tags field adds what is typed on Enter, on a comma and on leaving it, once each', async ({ page }) => {
        await signedInJobSeeker(page, `choices-tags-${lang}`, { openDashboard: false });
        await page.goto('/job-preferences');
        await page.getByRole('button', { name: w.clearAll, exact: true }).click();
        const other = page.getByRole('combobox', { name: w.other, exact: true });
        await other.fill('Lima');
        await other.press('Enter');
        await other.pressSequentially('Quito, Cusco,');
        await expect(pillsOf(page, w.other)).toHaveText(['Lima', 'Quito', 'Cusco']);
        // The same place again (another case) is not a second value.
        await other.fill('lima');
        await other.press('Enter');
        await other.fill('Bogotá');
        await other.press('Tab');
        await expect(pillsOf(page, w.other)).toHaveText(['Lima', 'Quito', 'Cusco', 'Bogotá']);
        await other.focus();
        await other.press('Backspace');
        await expect(pillsOf(page, w.other)).toHaveText(['Lima', 'Quito', 'Cusco']);
        await page.getByRole('button', { name: `${w.remove} Quito`, exact: true }).click();
        await expect(pillsOf(page, w.other)).toHaveText(['Lima', 'Cusco']);

        // A full field (50 entries) takes no more, and leaves the refused text in view instead of dropping it.
        await page.getByRole('button', { name: w.clearAll, exact: true }).click();
        await other.fill(`${Array.from({ length: 50 }, (_, i) => `Place ${i + 1}`).join(',')},`);
        await expect(pillsOf(page, w.other)).toHaveCount(50);
        await other.fill('Extra');
        await other.press('Enter');
        await expect(other).toHaveValue('Extra');
        await other.press('Tab');
        await expect(pillsOf(page, w.other)).toHaveCount(50);
        await expect(other).toHaveValue('Extra');
      });
    }

    if (lang === 'es') {
      test('a place typed before the page has run its code is searched once it has: its list offers it, and the place picked is saved', async ({ page }) => {
        await signedInJobSeeker(page, `choices-early-${lang}`, { openDashboard: false });
        // A slow phone: the field is on the page, its code is not yet.
        const { held, release } = await holdChunks(page, '');
        await page.goto('/job-preferences', { waitUntil: 'commit' });
        const field = page.getByRole('combobox', { name: w.locations, exact: true });
        await field.fill('londres');
        await expect.poll(() => held.length).toBeGreaterThan(0);
        release();
        // The field takes the text the box shows: its list opens on what it finds.
        await expect(field).toHaveAttribute('aria-expanded', 'true');
        const list = page.getByRole('listbox', { name: w.locations });
        await list.getByRole('option', { name: /^Londres/ }).click();
        await expect(pillsOf(page, w.locations)).toHaveText([/^Londres/]);
        await expect(field).toHaveValue('');
        await page.getByRole('button', { name: 'Guardar preferencias' }).click();
        await expect(page.getByTestId('preferences-notice')).toHaveText('Preferencias guardadas.');
        await page.reload();
        await expect(pillsOf(page, w.locations)).toHaveText([/^Londres/]);
      });

      test('the list opens under its field on a phone, or above it near the bottom of the screen, and stays on screen', async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await signedInJobSeeker(page, `choices-place-${lang}`, { openDashboard: false });
        await page.goto('/job-preferences');
        const field = page.getByRole('combobox', { name: w.locations, exact: true });
        await field.click();
        const list = page.getByRole('listbox');
        await expect(list).toBeVisible();
        const fieldBox = (await field.boundingBox())!;
        let listBox = (await list.boundingBox())!;
        expect(listBox.y).toBeGreaterThan(fieldBox.y + fieldBox.height);
        expect(listBox.x + listBox.width).toBeLessThanOrEqual(390);
        await page.keyboard.press('Escape');

        // A screen that ends just under the field: the list opens above it.
        await page.setViewportSize({ width: 390, height: Math.round(fieldBox.y + fieldBox.height + 60) });
        await field.click();
        await expect(list).toBeVisible();
        listBox = (await list.boundingBox())!;
        expect(listBox.y + listBox.height).toBeLessThan(fieldBox.y);
        expect(listBox.y).toBeGreaterThanOrEqual(0);
      });
    }
  });
}
