import { expect, test, type Page } from './fixtures';
import { signedInJobSeeker } from './helpers';

// A Spanish-speaking browser on a phone-sized screen.
test.use({ locale: 'es-ES', viewport: { width: 390, height: 844 } });

/** The page fits the screen: nothing wider than the viewport makes the whole page scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('matches, tracking, the board, latest jobs and preferences in Spanish on a phone', async ({ page }) => {
  await signedInJobSeeker(page, 'es');
  await expect(page.getByRole('heading', { name: 'Panel', level: 1 })).toBeVisible();
  await expect(page.getByTestId('count-APPLIED')).toContainText('Enviada');
  await expectNoSidewaysScroll(page);

  await page.goto('/matches');
  await expect(page.getByTestId('personalized-marker')).toHaveText('Personalizado para ti');
  const card = page.getByTestId('job-card').first();
  const jobUrl = (await card.getAttribute('data-job-url'))!;
  await card.getByRole('button', { name: 'Marcar como enviada' }).click();
  await expect(card.getByTestId('kept-status')).toHaveText('Enviada');
  await expectNoSidewaysScroll(page);

  await page.goto('/applications');
  await expect(page.getByRole('heading', { name: 'Candidaturas', level: 1 })).toBeVisible();
  const row = page.locator(`[data-testid="application-row"][data-job-url="${jobUrl}"]`);
  await expect(row.getByTestId('status-select').locator('option:checked')).toHaveText('Enviada');
  await page.getByText('Tablero', { exact: true }).click();
  // On a phone the board shows one column at a time, chosen with the column switcher.
  await expect(page.getByTestId('board-column-APPLIED')).toContainText('Enviada');
  await expect(page.getByTestId('board-column-INTERVIEW')).toHaveCount(0);
  // A card moves with its "Mover a…" select; the hint says so.
  await expect(page.getByTestId('board-hint')).toContainText('«Mover a…»');
  await page.getByTestId('board-column-APPLIED').getByTestId('move-to').selectOption({ label: 'Entrevista' });
  await expect(page.getByTestId('board-column-APPLIED').locator(`[data-job-url="${jobUrl}"]`)).toHaveCount(0);
  await expect(page.getByText('Movida a Entrevista.')).toBeVisible();
  await page.getByLabel('Columna').selectOption({ label: 'Entrevista (1)' });
  await expect(page.getByTestId('board-column-INTERVIEW').locator(`[data-job-url="${jobUrl}"]`)).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto('/jobs');
  await expect(page.getByTestId('jobs-total')).toHaveText(/^[\d.]+ empleos$/);
  await page.getByLabel('Buscar').fill('zzz-ningún-empleo');
  await expect(page.getByText('No hay empleos que mostrar ahora mismo.')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto('/job-preferences');
  await expect(page.getByRole('combobox', { name: 'Ubicaciones' })).toBeVisible();
  await page.getByRole('button', { name: 'Borrar todo' }).click();
  await page.getByRole('button', { name: 'Guardar preferencias' }).click();
  await expect(page.getByTestId('preferences-notice')).toHaveText('Preferencias guardadas.');
  await expectNoSidewaysScroll(page);

  await page.goto('/matches');
  await expect(page.getByTestId('fallback-note')).toHaveText(
    'Aún no hay coincidencias personalizadas. Estos son los empleos más recientes: elige lugares y áreas en tus preferencias para acotarlos.',
  );
});
