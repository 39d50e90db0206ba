import { expect, test, type Page } from './fixtures';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { setPreferences } from './accounts';
import { holdChunks, signedInJobSeeker } from './helpers';
import { SKILLED_JOBS } from './seeded-jobs';

/** A text PDF made here, one string per page, wrapped to fit (Helvetica's WinAnsi covers Spanish accents). */
async function resumePdf(pages: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = doc.addPage([612, 792]);
    const lines = text.split('\n').flatMap((paragraph) => paragraph.match(/.{1,90}(\s|$)/g) ?? ['']);
    lines.forEach((line, i) => page.drawText(line.trim(), { x: 48, y: 740 - i * 14, size: 10, font }));
  }
  return Buffer.from(await doc.save());
}

const ENGLISH_RESUME = [
  [
    'Ana García - Senior Software Engineer',
    'Madrid, Spain. Open to remote work.',
    'Languages: English (native), Spanish (fluent).',
    'Summary: Software engineer with 8 years building web applications with TypeScript, JavaScript, React and Node.js.',
    'Experience: Senior Software Engineer at Acme (2019-2025). Built a React and TypeScript frontend, REST APIs in Node.js, PostgreSQL databases, Docker and Kubernetes deployments on AWS.',
  ].join('\n'),
  [
    'Full-Stack Developer at Initech (2016-2019): JavaScript, React, Node.js, SQL, Git, CI/CD and automated testing with Jest.',
    'Skills: TypeScript, JavaScript, React, Node.js, PostgreSQL, Docker, Kubernetes, AWS, GraphQL, Git.',
    'Education: BSc Computer Science, Universidad Politécnica de Madrid.',
  ].join('\n'),
];

const SPANISH_RESUME = [
  [
    'Lucía Martínez - Ingeniera de Software Sénior',
    'Madrid, España. Disponible para trabajo en remoto.',
    'Idiomas: español (nativo), inglés (C1).',
    'Perfil: desarrolladora con 7 años de experiencia en aplicaciones web con TypeScript, JavaScript, React y Node.js.',
    'Experiencia: Ingeniera de Software Sénior en Globex (2020-2025). Desarrollo frontend con React y TypeScript, APIs REST con Node.js, bases de datos PostgreSQL, Docker y Kubernetes en AWS.',
  ].join('\n'),
  [
    'Desarrolladora Full-Stack en Umbrella (2017-2020): JavaScript, React, Node.js, SQL, Git e integración continua.',
    'Habilidades: TypeScript, JavaScript, React, Node.js, PostgreSQL, Docker, Kubernetes, AWS, Git.',
    'Formación: Grado en Ingeniería Informática, Universidad Complutense de Madrid.',
  ].join('\n'),
];

/** The matches show the seeded postings (tests/e2e/seeded-jobs.ts). */
async function expectSkilledJobs(page: Page) {
  await page.goto('/matches');
  await expect(page.locator(`[data-job-url="${SKILLED_JOBS[0]!.job_url}"]`)).toBeVisible();
}

const widget = (page: Page) => page.getByTestId('captcha-widget');

/** Ticks the anti-bot box and waits while the browser solves the proof of work. */
async function passCaptcha(page: Page) {
  const box = widget(page).getByRole('checkbox');
  await expect(box).toBeVisible();
  await expect(box).not.toBeChecked();
  await box.click();
  await expect(box).toBeChecked({ timeout: 20_000 });
}

/** The page fits the screen: nothing wider than the viewport makes the whole page scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/**
 * An empty file and one over the size limit are told apart as soon as they are chosen, with their
 * real sizes, while the anti-bot box is still unticked and no upload has been sent.
 */
async function expectFileChecksBeforeCaptcha(page: Page, texts: { empty: [string, string]; large: [string, string] }) {
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('resume.upload')) uploads += 1;
  });
  const input = page.locator('#resume-pdf-input');
  const fileError = page.getByTestId('file-error');
  await input.setInputFiles({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
  await expect(page.getByTestId('chosen-file')).toContainText(texts.empty[0]);
  await expect(fileError).toHaveText(texts.empty[1]);
  await expect(fileError).toBeInViewport();
  await expect(fileError).toHaveAttribute('data-reason', 'emptyFile');
  const large = Buffer.alloc(5 * 1024 * 1024 + 1);
  large.write('%PDF-1.7\n');
  await input.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: large });
  await expect(page.getByTestId('chosen-file')).toContainText(texts.large[0]);
  await expect(fileError).toHaveText(texts.large[1]);
  await expect(fileError).toBeInViewport();
  await expect(fileError).toHaveAttribute('data-reason', 'tooLarge');
  // Match sends nothing and asks for no captcha while the file has a problem.
  await page.getByTestId('match-button').click();
  await expect(page.getByTestId('upload-error')).toHaveCount(0);
  await expect(widget(page).getByRole('checkbox')).not.toBeChecked();
  expect(uploads).toBe(0);
}

/** Holds the first progress poll back a moment, so the progress shown meanwhile can be seen on a fast machine. */
async function slowFirstPoll(page: Page) {
  let isFirst = true;
  await page.route('**/api/trpc/**resume.request**', async (route) => {
    if (isFirst) {
      isFirst = false;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    }
    await route.continue();
  });
}

/** Ranked results: at least one card, scores from best to worst, each with a score, a reason and matched skills. */
async function expectRankedResults(page: Page, scoreText: RegExp, reasonText: RegExp) {
  const results = page.getByTestId('match-results');
  await expect(results).toBeVisible({ timeout: 30_000 });
  const cards = results.getByTestId('job-card');
  await expect(cards.first()).toBeVisible();
  const scores = (await results.getByTestId('match-score').evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-score'))))).filter(Number.isFinite);
  expect(scores.length).toBeGreaterThan(0);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  const first = cards.first();
  await expect(first.getByTestId('job-rank')).toHaveText('1.');
  await expect(first.getByTestId('match-score')).toHaveText(scoreText);
  await expect(first.getByTestId('match-reason')).toHaveText(reasonText);
  // The postings that ask for the resume's skills lead, each with matched (and missing) skills as chips.
  for (const job of SKILLED_JOBS) {
    const card = results.locator(`[data-testid="job-card"][data-job-url="${job.job_url}"]`);
    await expect(card.getByTestId('matched-skills').getByTestId('skill-chip').first()).toBeVisible();
    expect(
      Number(
        await card
          .getByTestId('job-rank')
          .textContent()
          .then((rank) => rank?.replace('.', '')),
      ),
    ).toBeLessThanOrEqual(3);
  }
  await expect(results.getByTestId('missing-skills').first()).toBeVisible();
  return cards;
}

test.describe('resume matching in English', () => {
  test('checks, upload with the captcha, progress, ranked and explained results, tracking and saving the text', async ({ page }) => {
    test.setTimeout(180_000);
    await signedInJobSeeker(page, 'resume');
    await expectSkilledJobs(page);
    await page.getByRole('link', { name: 'Match my resume' }).click();
    await expect(page).toHaveURL(/\/resume$/);
    await expect(page.getByRole('heading', { name: 'Resume', level: 1 })).toBeVisible();
    await expect(page.getByTestId('resume-empty')).toContainText('No resume stored yet');

    // docs/product-rules.md §5.6: no file; then the chosen file's own problems, told at once, before any captcha.
    const match = page.getByRole('button', { name: 'Match', exact: true });
    await match.click();
    await expect(page.getByTestId('upload-error')).toHaveText('No file provided');
    const input = page.getByLabel('Resume file (PDF)');
    await input.setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from('Software engineer, TypeScript') });
    await expect(page.getByTestId('file-error')).toHaveText('Invalid file extension. Only PDF files are supported.');
    await expect(input).toHaveAccessibleDescription(/Invalid file extension/);
    await match.click();
    await expect(page.getByTestId('upload-error')).toHaveCount(0);
    await expect(page.getByTestId('file-error')).toHaveText('Invalid file extension. Only PDF files are supported.');
    await expectFileChecksBeforeCaptcha(page, {
      empty: ['Chosen: empty.pdf (0 bytes)', 'This file is empty (0 bytes). Choose the PDF of your resume.'],
      large: ['Chosen: big.pdf (5 MB)', 'The file is larger than 5 MB. Please upload a smaller PDF.'],
    });
    // A good file without the captcha: now the captcha is asked for.
    await input.setInputFiles({ name: 'Ana-Garcia-CV.PDF', mimeType: 'application/pdf', buffer: await resumePdf(ENGLISH_RESUME) });
    await expect(page.getByTestId('chosen-file')).toContainText(/Ana-Garcia-CV\.PDF \(\d+ KB\)/);
    await expect(page.getByTestId('file-error')).toHaveCount(0);
    await match.click();
    await expect(page.getByTestId('upload-error')).toHaveText('CAPTCHA verification failed. Please try again.');
    await passCaptcha(page);
    await expect(page.getByTestId('upload-error')).toHaveCount(0);
    await slowFirstPoll(page);
    await match.click();
    await expect(page.getByTestId('match-progress')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Matching progress' })).toBeVisible();

    const cards = await expectRankedResults(page, /^\d{1,3}% match$/, /of your skills|experience/);
    await expect(page.getByTestId('match-done')).toHaveText('Done: the jobs that fit Ana-Garcia-CV.PDF are below.');
    await expect(page.getByRole('heading', { name: 'Your best matches' })).toBeFocused();
    const first = cards.first();
    await expect(first.getByRole('link', { name: 'View posting' })).toHaveAttribute('target', '_blank');
    await expect(first.getByRole('link', { name: 'View posting' })).toHaveAttribute('rel', /noopener/);
    await first.getByRole('button', { name: 'Mark applied' }).click();
    await expect(first.getByTestId('track-notice')).toHaveText('Added to your applications as Applied, dated today.');
    await expect(first.getByTestId('kept-status')).toHaveText('Applied');

    // The request is in the address: a reload shows the same results again.
    await expect(page).toHaveURL(/\/resume\?request=[\w-]+&file=Ana-Garcia-CV\.PDF$/);
    const ranked = async () =>
      page
        .getByTestId('match-results')
        .getByTestId('job-card')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-job-url')));
    const before = await ranked();
    await page.reload();
    await expect(page.getByTestId('match-done')).toContainText('Ana-Garcia-CV.PDF');
    await expect.poll(ranked).toEqual(before);

    // Keep the text read from the PDF as the stored resume.
    await page.getByRole('button', { name: 'Save this text as my resume' }).click();
    await expect(page.getByTestId('save-text-done')).toContainText('Saved as your resume.');
    const stored = page.getByLabel('Resume text');
    await expect(stored).toHaveValue(/Senior Software Engineer/);
    await expect(stored).toHaveValue(/Kubernetes/);
    await expect(page.getByTestId('resume-empty')).toHaveCount(0);

    // Back to the form for another try: a fresh, unticked captcha.
    await page.getByRole('button', { name: 'Match another resume' }).click();
    await expect(widget(page).getByRole('checkbox')).not.toBeChecked();
    await page.reload();
    await expect(page.getByLabel('Resume text')).toHaveValue(/Universidad Politécnica de Madrid/);

    // With a stored resume, the personalised matches say how well and why each job fits.
    await page.goto('/matches');
    const skilled = page.locator(`[data-testid="job-card"][data-job-url="${SKILLED_JOBS[0]!.job_url}"]`);
    await expect(skilled.getByTestId('match-score')).toHaveText(/^\d{1,3}% match$/);
    await expect(skilled.getByTestId('matched-skills').getByTestId('skill-chip').first()).toBeVisible();
    expect(await skilled.getByTestId('matched-skills').getByTestId('skill-chip').count()).toBeLessThanOrEqual(6);
    await expect(skilled.getByTestId('match-reason')).not.toBeEmpty();
  });

  test('a file that is not really a PDF is refused before it is read and keeps the solved captcha; a file the reader refused spends it; a file chosen before the page has run its code counts', async ({
    page,
  }) => {
    await signedInJobSeeker(page, 'resume-bad', { openDashboard: false });
    // A slow phone: the file is chosen before the page's code has run.
    const { held, release } = await holdChunks(page, '');
    await page.goto('/resume', { waitUntil: 'commit' });
    const input = page.getByLabel('Resume file (PDF)');
    await input.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text, not a PDF') });
    await expect.poll(() => held.length).toBeGreaterThan(0);
    release();
    await expect(page.getByTestId('chosen-file')).toContainText('cv.pdf (25 bytes)');
    await passCaptcha(page);
    const match = page.getByRole('button', { name: 'Match', exact: true });
    await match.click();
    await expect(page.getByTestId('upload-error')).toHaveText('This file is not a real PDF, although its name ends in .pdf. Export your resume as PDF and try again.', {
      timeout: 20_000,
    });
    // Refused before the PDF was read: the box stays ticked and its token still counts.
    await expect(widget(page).getByRole('checkbox')).toBeChecked();
    // A PDF whose content is broken reaches the reader, which spends the captcha.
    const broken = await resumePdf(ENGLISH_RESUME);
    await input.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: broken.subarray(0, Math.floor(broken.length * 0.6)) });
    await match.click();
    await expect(page.getByTestId('upload-error')).toHaveText('This PDF is damaged or incomplete. Export it again and try once more.', { timeout: 20_000 });
    await expect(widget(page).getByRole('checkbox')).not.toBeChecked();
    await match.click();
    await expect(page.getByTestId('upload-error')).toHaveText('CAPTCHA verification failed. Please try again.');
    // Solved once more, and refused before reading again (a .pdf name but not a PDF), the same token then uploads a good PDF.
    await passCaptcha(page);
    await input.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('still not a PDF') });
    await match.click();
    await expect(page.getByTestId('upload-error')).toHaveText(/not a real PDF/, { timeout: 20_000 });
    await input.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: await resumePdf(ENGLISH_RESUME) });
    await match.click();
    await expect(page.getByTestId('match-progress').or(page.getByTestId('match-results'))).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/resume\?request=/);
  });

  test('the anti-bot script loads only when the person reaches for the box, and one Space from the keyboard passes it', async ({ page }) => {
    await signedInJobSeeker(page, 'resume-late-captcha');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/resume');
    const box = widget(page).getByRole('checkbox', { name: "I'm not a robot" });
    await expect(box).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The page has loaded and settled, and the widget's code is not among what it ran.
    expect(await page.evaluate(() => customElements.get('altcha-widget'))).toBeUndefined();
    const loadedBefore = scripts.length;

    await box.focus();
    await page.keyboard.press('Space');
    await expect(widget(page).getByRole('checkbox')).toBeChecked({ timeout: 20_000 });
    expect(await page.evaluate(() => customElements.get('altcha-widget') !== undefined)).toBe(true);
    expect(scripts.length).toBeGreaterThan(loadedBefore);
    // The focus moved into the real widget's box, so the keyboard goes on from there.
    await expect(widget(page).getByRole('checkbox')).toBeFocused();
  });

  test('Space pressed on the look-alike box while the widget arrives still ticks it', async ({ page }) => {
    await signedInJobSeeker(page, 'resume-space-race');
    const altcha = await holdChunks(page, 'altcha-checkbox-');
    await page.goto('/resume');
    const box = widget(page).getByRole('checkbox', { name: "I'm not a robot" });
    await box.focus();
    await expect.poll(() => altcha.held.length).toBeGreaterThan(0);
    // The key goes down on the look-alike box; the widget takes its place before the key comes up.
    await page.keyboard.down('Space');
    altcha.release();
    await expect.poll(() => page.evaluate(() => customElements.get('altcha-widget') !== undefined)).toBe(true);
    await page.keyboard.up('Space');
    await expect(widget(page).getByRole('checkbox')).toBeChecked({ timeout: 20_000 });
  });

  test('a click pressed on the look-alike box while the widget arrives still ticks it', async ({ page }) => {
    await signedInJobSeeker(page, 'resume-click-race');
    const altcha = await holdChunks(page, 'altcha-checkbox-');
    await page.goto('/resume');
    const box = widget(page).getByRole('checkbox', { name: "I'm not a robot" });
    await box.hover();
    await expect.poll(() => altcha.held.length).toBeGreaterThan(0);
    // The button goes down on the look-alike box; the widget is ready and has drawn its own box
    // (still hidden) before the button comes up.
    await page.mouse.down();
    altcha.release();
    await expect.poll(() => page.evaluate(() => document.querySelector('altcha-widget input') !== null)).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.mouse.up();
    await expect(widget(page).getByRole('checkbox')).toBeChecked({ timeout: 20_000 });
  });

  test('a stored resume can be typed, counted and saved, also typed before the page has run its code', async ({ page }) => {
    await signedInJobSeeker(page, 'resume-edit', { openDashboard: false });
    await page.goto('/resume');
    const stored = page.getByLabel('Resume text');
    await stored.fill('Backend developer: Go, PostgreSQL, Kubernetes.');
    await expect(page.getByTestId('resume-count')).toHaveText('46 / 100,000 characters');
    // The count describes the field, so a screen reader says how much room is left with it.
    await expect(stored).toHaveAccessibleDescription('46 / 100,000 characters');
    // The field grows with its text, up to eighteen rows, then scrolls.
    const height = async () => (await stored.boundingBox())?.height ?? 0;
    const short = await height();
    await stored.fill(Array.from({ length: 40 }, (_, i) => `Line ${i}`).join('\n'));
    expect(await height()).toBeGreaterThan(short * 1.5);
    expect(await stored.evaluate((field) => field.scrollHeight > field.clientHeight)).toBe(true);
    await stored.fill('Backend developer: Go, PostgreSQL, Kubernetes.');
    await page.getByRole('button', { name: 'Save resume' }).click();
    await expect(page.getByTestId('resume-saved')).toHaveText('Resume saved.');
    await page.reload();
    await expect(page.getByLabel('Resume text')).toHaveValue('Backend developer: Go, PostgreSQL, Kubernetes.');
    await expect(page.getByTestId('resume-empty')).toHaveCount(0);
    // A slow phone: an edit typed over the stored text before the page's code has run is kept, then saved.
    const { held, release } = await holdChunks(page, '');
    await page.goto('/resume', { waitUntil: 'commit' });
    await stored.fill('Backend developer: Go, PostgreSQL, Kubernetes, Terraform.');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    release();
    const save = page.getByRole('button', { name: 'Save resume' });
    await expect(save).toBeEnabled();
    await expect(stored).toHaveValue('Backend developer: Go, PostgreSQL, Kubernetes, Terraform.');
    await expect(page.getByTestId('resume-count')).toHaveText('57 / 100,000 characters');
    await save.click();
    await expect(page.getByTestId('resume-saved')).toHaveText('Resume saved.');
  });
});

test.describe('resume matching in Spanish on a phone', () => {
  test.use({ locale: 'es-ES', viewport: { width: 390, height: 844 } });

  test('preferences that leave out every job of the resume are named, with the way to widen them', async ({ page }) => {
    test.setTimeout(120_000);
    const user = await signedInJobSeeker(page, 'resume-narrow');
    // A software resume, and preferences for another field in another city.
    await setPreferences(user.email, { locations: ['Lima'], fields: ['Healthcare'] });
    await page.goto('/resume');
    await passCaptcha(page);
    await page.getByLabel('Archivo del currículum (PDF)').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: await resumePdf(ENGLISH_RESUME) });
    await page.getByRole('button', { name: 'Buscar coincidencias' }).click();
    const summary = page.getByTestId('match-summary');
    await expect(summary).toHaveText(
      'Ningún empleo actual encaja a la vez con este currículum y con tus preferencias de empleo (Sanidad · Lima). Amplía tus preferencias de empleo',
      { timeout: 30_000 },
    );
    // The status above does not promise jobs below.
    await expect(page.getByTestId('match-done')).toHaveText('Listo: ningún empleo actual encaja aún con cv.pdf; abajo tienes qué puedes hacer.');
    await expectNoSidewaysScroll(page);
    await summary.getByRole('link', { name: 'Amplía tus preferencias de empleo' }).click();
    await expect(page).toHaveURL(/\/job-preferences$/);
  });

  test('the same flow in Spanish at 390 px, without sideways scrolling', async ({ page }) => {
    test.setTimeout(180_000);
    await signedInJobSeeker(page, 'resume-es');
    await expectSkilledJobs(page);
    await page.goto('/resume');
    await expect(page.getByRole('heading', { name: 'Currículum', level: 1 })).toBeVisible();
    await expect(page.getByTestId('resume-empty')).toContainText('Aún no tienes un currículum guardado');
    await expectNoSidewaysScroll(page);

    const match = page.getByRole('button', { name: 'Buscar coincidencias' });
    await match.click();
    await expect(page.getByTestId('upload-error')).toHaveText('No se ha proporcionado ningún archivo');
    const input = page.getByLabel('Archivo del currículum (PDF)');
    await input.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('Desarrolladora') });
    await expect(page.getByTestId('file-error')).toHaveText('Extensión de archivo no válida. Solo se admiten archivos PDF.');
    await expect(page.getByTestId('file-error')).toBeInViewport();
    await expectFileChecksBeforeCaptcha(page, {
      empty: ['Elegido: empty.pdf (0 bytes)', 'Este archivo está vacío (0 bytes). Elige el PDF de tu currículum.'],
      large: ['Elegido: big.pdf (5 MB)', 'El archivo supera los 5 MB. Sube un PDF más pequeño.'],
    });
    await expectNoSidewaysScroll(page);

    await input.setInputFiles({ name: 'curriculum-lucia-martinez-ingeniera-de-software.pdf', mimeType: 'application/pdf', buffer: await resumePdf(SPANISH_RESUME) });
    await expect(page.getByTestId('file-error')).toHaveCount(0);
    await match.click();
    await expect(page.getByTestId('upload-error')).toHaveText('La verificación CAPTCHA ha fallado. Inténtalo de nuevo.');
    await expect(widget(page).getByText('No soy un robot')).toBeVisible();
    await passCaptcha(page);
    await slowFirstPoll(page);
    await match.click();
    await expect(page.getByRole('progressbar', { name: 'Progreso de la comparación' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await expectRankedResults(page, /^\d{1,3} % de coincidencia$/, /de tus habilidades|experiencia/);
    await expect(page.getByRole('heading', { name: 'Tus mejores coincidencias' })).toBeVisible();
    await expect(page.getByTestId('match-results').getByText('Habilidades que coinciden').first()).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: 'Guardar este texto como mi currículum' }).click();
    await expect(page.getByTestId('save-text-done')).toContainText('Guardado como tu currículum.');
    await expect(page.getByLabel('Texto del currículum')).toHaveValue(/Ingeniera de Software Sénior/);
    await expectNoSidewaysScroll(page);
  });
});
