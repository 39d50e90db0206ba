import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './fixtures';
import { signedInJobSeeker } from './helpers';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/resumes/${name}`, import.meta.url));

/** Ticks the anti-bot box, uploads the PDF and waits for the result screen. */
async function matchPdf(page: Page, file: string, labels: { input: RegExp; match: RegExp }) {
  await page.goto('/resume');
  // The box answers once the page's code has run: a tick before that is not the subject here.
  await page.waitForLoadState('networkidle');
  const box = page.getByTestId('captcha-widget').getByRole('checkbox');
  await expect(box).toBeVisible();
  await box.click();
  await expect(box).toBeChecked({ timeout: 20_000 });
  await page.getByLabel(labels.input).setInputFiles(fixture(file));
  await page.getByRole('button', { name: labels.match }).click();
  await expect(page.getByTestId('match-results')).toBeVisible({ timeout: 30_000 });
}

// docs/product-rules.md §4.10: the result screen shows the rules read from the resume, and where to correct them.
test.describe('the rules a resume states, on the result screen', () => {
  test('in English: a move, remote only, time zones and languages with levels, with a link to the preferences', async ({ page }) => {
    test.setTimeout(120_000);
    await signedInJobSeeker(page, 'resume-intent');
    await matchPdf(page, 'intent-en.pdf', { input: /Resume file \(PDF\)/, match: /^Match$/ });
    const rules = page.getByTestId('stated-rules');
    await expect(rules).toContainText('From your resume:');
    await expect(rules.getByTestId('stated-rules-list')).toHaveText('moving to London · remote only · Europe time zones · English (native) · Spanish (B2)');
    await rules.getByRole('link', { name: 'Correct them in your job preferences' }).click();
    await expect(page).toHaveURL(/\/job-preferences$/);
  });

  test.describe('in Spanish', () => {
    test.use({ locale: 'es-ES' });

    test('one city only, no remote and no relocation, read as rules ruled out and not as wishes', async ({ page }) => {
      test.setTimeout(120_000);
      await signedInJobSeeker(page, 'resume-intent-es');
      await matchPdf(page, 'intent-es.pdf', { input: /Archivo del currículum \(PDF\)/, match: /^Buscar coincidencias$/ });
      const rules = page.getByTestId('stated-rules');
      await expect(rules).toContainText('Según tu currículum:');
      await expect(rules.getByTestId('stated-rules-list')).toHaveText('sin traslado · solo en Sevilla · sin remoto · español (nativo) · inglés (C1)');
      await rules.getByRole('link', { name: 'Corrígelo en tus preferencias de empleo' }).click();
      await expect(page).toHaveURL(/\/job-preferences$/);
    });
  });
});
