import { expect, test, type Page } from './fixtures';
import { signedInJobSeeker } from './helpers';

// docs/product-rules.md §9.3: a count near every text limit, a clear refusal beyond it (never a silent cut), and
// confirmations where the person is looking on a phone.

const WORDS = {
  en: {
    add: 'Add a job',
    dialog: 'Add a job you found elsewhere',
    url: 'Link to the job posting',
    title: 'Job title',
    company: 'Company',
    submit: 'Add to my applications',
    notes: 'Notes',
    save: 'Save changes',
    saved: 'Changes saved.',
    titleCount: '12 / 200 characters',
    nearly: '1,950 / 2,000 characters',
    pasted: '50,000 / 2,000 characters',
    tooLong: 'Too long: 48,000 characters over the limit of 2,000. Shorten it to save.',
    full: '2,000 / 2,000 characters',
    clearPreferences: 'Clear all',
    savePreferences: 'Save preferences',
    preferencesSaved: 'Preferences saved.',
  },
  es: {
    add: 'Añadir un empleo',
    dialog: 'Añade un empleo que encontraste en otro sitio',
    url: 'Enlace a la oferta',
    title: 'Puesto',
    company: 'Empresa',
    submit: 'Añadir a mis candidaturas',
    notes: 'Notas',
    save: 'Guardar cambios',
    saved: 'Cambios guardados.',
    titleCount: '12 / 200 caracteres',
    nearly: '1950 / 2000 caracteres',
    pasted: '50.000 / 2000 caracteres',
    tooLong: 'Demasiado largo: sobran 48.000 caracteres del límite de 2000. Acórtalo para poder guardar.',
    full: '2000 / 2000 caracteres',
    clearPreferences: 'Borrar todo',
    savePreferences: 'Guardar preferencias',
    preferencesSaved: 'Preferencias guardadas.',
  },
} as const;

type TWords = (typeof WORDS)[keyof typeof WORDS];

/** Adds a job by hand on /applications, which opens its details drawer. */
async function openDrawerOfNewJob(page: Page, w: TWords) {
  await page.goto('/applications');
  await page.getByRole('button', { name: w.add }).click();
  const form = page.getByRole('dialog', { name: w.dialog });
  await form.getByLabel(w.url).fill('https://careers.example/limits');
  await form.getByLabel(w.title).fill('Data Analyst');
  // Each limited field counts what it holds.
  await expect(form.getByLabel(w.title)).toHaveAccessibleDescription(w.titleCount);
  await form.getByLabel(w.company).fill('Lumen Labs');
  await form.getByRole('button', { name: w.submit }).click();
  return page.getByTestId('application-drawer');
}

/** Notes are counted, a pasted text beyond the limit is kept whole and refused with its message, and one at the limit saves. */
async function notesLimit(page: Page, w: TWords) {
  const drawer = await openDrawerOfNewJob(page, w);
  const notes = drawer.getByLabel(w.notes);
  await notes.fill('n'.repeat(1_950));
  await expect(drawer.getByText(w.nearly)).toBeVisible();
  await expect(notes).toHaveAccessibleDescription(w.nearly);
  await expect(drawer.getByText(w.tooLong)).toHaveCount(0);

  let updates = 0;
  page.on('request', (request) => {
    if (request.url().includes('applications.update')) updates += 1;
  });
  // 50,000 characters pasted: nothing is cut, and the refusal says by how much it is over.
  await notes.fill('p'.repeat(50_000));
  expect((await notes.inputValue()).length).toBe(50_000);
  await expect(drawer.getByText(w.pasted)).toBeVisible();
  const refusal = drawer.getByText(w.tooLong);
  await expect(refusal).toBeVisible();
  await expect(notes).toHaveAttribute('aria-invalid', 'true');
  await drawer.getByRole('button', { name: w.save }).click();
  await expect(notes).toBeFocused();
  await expect(refusal).toBeInViewport();
  await expect(drawer.getByText(w.saved)).toHaveCount(0);
  expect(updates).toBe(0);

  await notes.fill('f'.repeat(2_000));
  await expect(drawer.getByText(w.full)).toBeVisible();
  await expect(drawer.getByText(w.tooLong)).toHaveCount(0);
  await drawer.getByRole('button', { name: w.save }).click();
  await expect(drawer.getByText(w.saved)).toBeVisible();
  await expect(drawer.getByText(w.saved)).toBeInViewport();
  expect(updates).toBe(1);
}

/** The preferences' confirmation shows beside the Save button, on screen, below it. */
async function preferencesSavedInView(page: Page, w: TWords) {
  await page.goto('/job-preferences');
  await page.getByRole('button', { name: w.clearPreferences }).click();
  const save = page.getByRole('button', { name: w.savePreferences });
  await save.click();
  const notice = page.getByTestId('preferences-notice');
  await expect(notice).toHaveText(w.preferencesSaved);
  await expect(notice).toBeInViewport();
  await expect(save).toBeInViewport();
  const [button, shown] = [await save.boundingBox(), await notice.boundingBox()];
  expect(shown!.y).toBeGreaterThan(button!.y);
}

test.describe('limits in English', () => {
  test('notes: a count, a pasted text kept whole and refused with its message, and a note at the limit saved', async ({ page }) => {
    await signedInJobSeeker(page, 'notes-limit');
    await notesLimit(page, WORDS.en);
  });

  test('the support message is refused as soon as it is over its limit, before any send, and kept whole', async ({ page }) => {
    await signedInJobSeeker(page, 'support-limit', { openDashboard: false });
    await page.goto('/support');
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.fill('m'.repeat(5_001));
    await expect(page.getByText('5,001 / 5,000 characters')).toBeVisible();
    await expect(page.getByText('Use at most 5,000 characters.')).toBeVisible();
    await expect(message).toHaveAccessibleDescription('Use at most 5,000 characters. 5,001 / 5,000 characters');
    expect((await message.inputValue()).length).toBe(5_001);
  });
});

test.describe('the jobs search in English and Spanish', () => {
  for (const [locale, words] of [
    ['en-US', { search: 'Search', near: '90 / 100 characters', over: 'Too long: 1 character over the limit of 100. Shorten it to search.' }],
    ['es-ES', { search: 'Buscar', near: '90 / 100 caracteres', over: 'Demasiado larga: sobra 1 carácter del límite de 100. Acórtala para buscar.' }],
  ] as const) {
    test.describe(locale, () => {
      test.use({ locale });

      test('a search shows its count near its limit and, beyond it, is refused beside the box and never cut', async ({ page }) => {
        await signedInJobSeeker(page, `search-limit-${locale.slice(0, 2)}`, { openDashboard: false });
        await page.goto('/jobs');
        const search = page.getByRole('textbox', { name: words.search, exact: true });
        await search.fill('analyst');
        await expect(page).toHaveURL(/search=analyst/);
        await expect(page.getByText(words.near)).toHaveCount(0);
        await search.fill('a'.repeat(90));
        await expect(page.getByText(words.near)).toBeVisible();
        await search.fill('b'.repeat(101));
        expect((await search.inputValue()).length).toBe(101);
        await expect(page.getByText(words.over)).toBeVisible();
        await expect(search).toHaveAttribute('aria-invalid', 'true');
        // The list keeps the last search that fit.
        await page.waitForTimeout(800);
        expect(page.url()).not.toContain('b'.repeat(101));
      });
    });
  }
});

test.describe('preference entries in English', () => {
  test('a typed entry shows its count near its limit and, beyond it, is refused and kept in view, never cut or added', async ({ page }) => {
    await signedInJobSeeker(page, 'entry-limit', { openDashboard: false });
    await page.goto('/job-preferences');
    const companies = page.getByRole('combobox', { name: 'Companies to exclude' });
    await companies.fill('c'.repeat(101));
    await expect(page.getByText('101 / 100 characters')).toBeVisible();
    await expect(page.getByText('Too long: 1 character over the limit of 100. Shorten it to save.')).toBeVisible();
    await companies.press('Enter');
    await expect(companies).toHaveValue('c'.repeat(101));
    await expect(page.getByRole('button', { name: `Remove ${'c'.repeat(101)}` })).toHaveCount(0);
    await companies.fill('Acme Staffing');
    await expect(page.getByText('characters', { exact: false })).toHaveCount(0);
    await companies.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove Acme Staffing' })).toHaveCount(1);
  });
});

test.describe('limits in English on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('"Preferences saved." shows beside the Save button, on screen', async ({ page }) => {
    await signedInJobSeeker(page, 'prefs-phone');
    await preferencesSavedInView(page, WORDS.en);
  });
});

test.describe('limits in Spanish on a phone', () => {
  test.use({ locale: 'es-ES', viewport: { width: 390, height: 844 } });

  test('notas: la cuenta, un texto pegado entero y rechazado con su mensaje, y una nota en el límite guardada', async ({ page }) => {
    await signedInJobSeeker(page, 'notes-limit-es');
    await notesLimit(page, WORDS.es);
  });

  test('«Preferencias guardadas.» aparece junto al botón Guardar, a la vista', async ({ page }) => {
    await signedInJobSeeker(page, 'prefs-phone-es');
    await preferencesSavedInView(page, WORDS.es);
  });
});
