import { expect, test, type Page } from './fixtures';
import { seedApplications, seededApplication, subscriber } from './accounts';
import { SCREEN_COOKIE } from '../../src/components/providers/screen-cookie';
import { axeViolations, cookieStored, signInDirectly, textLines } from './helpers';

// The tracker with 500 applications: what a person does with it. Its timing (first card, first
// click) is measured alone, in tracker-scale.spec.ts.

const rowOf = (page: Page, index: number) => page.locator(`[data-testid="application-row"][data-job-url="${seededApplication(index).job_url}"]`);

/** A subscriber of its own with `count` seeded applications, signed in (the dashboard opened unless told otherwise). */
async function signedInWith(page: Page, tag: string, count: number, options?: { openDashboard: false }) {
  const user = await subscriber(tag, 'Rumbo#Jobs2026');
  await seedApplications(user.email, count);
  await signInDirectly(page, user, options);
  return user;
}

/** The dashboard in `locale` on a screen `width` px wide. */
async function dashboardAt(page: Page, locale: 'en' | 'es', width: number) {
  await page.context().addCookies([{ name: 'locale', value: locale, url: process.env.E2E_BASE_URL! }]);
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/dashboard');
}

/** A subscriber with 500 applications, signed in, the applications page open in `view`. */
async function withFiveHundred(page: Page, tag: string, view: 'list' | 'board', locale: 'en' | 'es' = 'en') {
  const url = process.env.E2E_BASE_URL!;
  await page.context().addCookies([
    { name: 'applicationsView', value: view, url },
    { name: 'locale', value: locale, url },
  ]);
  const user = await signedInWith(page, tag, 500);
  // The dashboard has told the server the screen (its cookie), so /applications renders this
  // screen's one layout; its write reaches the cookie store on its own time.
  await cookieStored(page, SCREEN_COOKIE, page.viewportSize()!.width < 768 ? 'phone' : 'wide');
  await page.goto('/applications');
  await expect(page.getByTestId(view === 'list' ? 'application-row' : 'board-card').first()).toBeVisible();
  // The page's code has run (a choice made before is lost on a select that is not the filter).
  await page.waitForLoadState('networkidle');
  return user;
}

test('search and the status filter over 500 applications; the list shows 25 at a time, a board column 10', async ({ page }) => {
  await withFiveHundred(page, 'tracker-search', 'list');
  const count = page.getByTestId('applications-count');
  await expect(count).toHaveText('500 applications');
  await expect(page.getByTestId('application-row')).toHaveCount(25);
  const search = page.getByLabel('Search applications');
  await search.fill('Lumen');
  await expect(count).toHaveText('64 applications');
  // Every word, any order and case; accents ignored.
  await search.fill('lumen data ANALYST');
  await expect(count).toHaveText('8 applications');
  await expect(page.getByTestId('application-row')).toHaveCount(8);
  await search.fill('energia');
  await expect(count).toHaveText('64 applications');
  await expect(page.getByTestId('application-row').first()).toContainText('Brisa Energía');
  // Notes are searched too.
  await search.fill('team 300');
  await expect(count).toHaveText('1 application');
  await search.fill('');
  await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Interview' });
  await expect(count).toHaveText('83 applications');
  await expect(page.getByTestId('application-row')).toHaveCount(25);
  for (const more of [25, 25, 8]) await page.getByRole('button', { name: `Show ${more} more` }).click();
  await expect(page.getByTestId('application-row')).toHaveCount(83);
  await expect(page.getByRole('button', { name: /^Show \d+ more$/ })).toHaveCount(0);
  for (const select of await page.getByTestId('status-select').all()) await expect(select).toHaveValue('INTERVIEW');
  await search.fill('nothing like this');
  await expect(page.getByTestId('applications-none-shown')).toContainText('No applications match this view.');
  await page.getByRole('button', { name: 'Show all applications' }).click();
  await expect(count).toHaveText('500 applications');

  // The board: each column its first 10 cards, its count, and "Show more".
  await page.getByText('Board', { exact: true }).click();
  const applied = page.getByTestId('board-column-APPLIED');
  await expect(applied.getByTestId('column-count')).toHaveText('84');
  await expect(applied.getByTestId('board-card')).toHaveCount(10);
  await applied.getByRole('button', { name: 'Show 10 more' }).click();
  await expect(applied.getByTestId('board-card')).toHaveCount(20);
  await page.getByLabel('Search applications').fill('sierra');
  await expect(applied.getByTestId('column-count')).toHaveText('9');
  await expect(applied.getByTestId('board-card').first()).toContainText('Sierra Health');
  await expect(applied.getByTestId('board-card').first().getByTestId('card-since')).toContainText(/^Applied on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
});

test('Spanish: search, filter, counts and dates in Spanish', async ({ page }) => {
  await withFiveHundred(page, 'tracker-search-es', 'board', 'es');
  await expect(page.getByTestId('applications-count')).toHaveText('500 candidaturas');
  await expect(page.getByTestId('board-hint')).toHaveText('Arrastra una tarjeta a otra columna para cambiar su estado, o elige el estado en la tarjeta.');
  await page.getByLabel('Buscar candidaturas').fill('lumen analyst');
  await expect(page.getByTestId('applications-count')).toHaveText('8 candidaturas');
  await page.getByLabel('Buscar candidaturas').fill('');
  await page.getByRole('combobox', { name: 'Mostrar' }).selectOption({ label: 'Guardada' });
  await expect(page.getByTestId('board-column-SAVED')).toBeVisible();
  await expect(page.getByTestId('board-column-APPLIED')).toHaveCount(0);
  await expect(page.getByTestId('board-column-SAVED').getByRole('button', { name: 'Mostrar 10 más' })).toBeVisible();
  await expect(page.getByTestId('board-card').first().getByTestId('card-since')).toContainText(/^Guardada el \d{1,2} [a-z]{3,4}\.? \d{4}$/);
});

// In Spanish, the longer of the two languages (docs/testing.md, "One language, one width").
test('on a phone (390 px) the board is one column and a card moves with "Move to…", in Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([{ name: 'screen', value: 'phone', url: process.env.E2E_BASE_URL! }]);
  await withFiveHundred(page, 'tracker-phone-es', 'board', 'es');
  await expect(page.getByTestId('board-hint')).toHaveText('Para cambiar el estado de una candidatura, elige «Mover a…» en su tarjeta. Arriba eliges la columna que ves.');
  await expect(page.getByText(/drag|arrastra/i)).toHaveCount(0);
  await expect(page.getByTestId('application-board').locator(':scope > *')).toHaveCount(1);
  const card = page.locator(`[data-testid="board-card"][data-job-url="${seededApplication(1).job_url}"]`);
  await expect(card.getByTestId('status-select')).toHaveCount(0);
  await card.getByRole('combobox', { name: 'Mover «Backend Engineer 1» a…' }).selectOption({ label: 'Oferta recibida' });
  await expect(page.getByText('Movida a Oferta recibida.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Columna' }).selectOption({ label: 'Oferta recibida (84)' });
  await expect(page.getByTestId('board-column-OFFER').getByTestId('board-card').first()).toHaveAttribute('data-job-url', seededApplication(1).job_url);
  // A search keeps the column chosen.
  await page.getByLabel('Buscar candidaturas').fill('backend engineer');
  await expect(page.getByTestId('board-column-OFFER').getByTestId('board-card').first()).toHaveAttribute('data-job-url', seededApplication(1).job_url);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('delete offers Undo, which brings the application back with its notes and history', async ({ page }) => {
  await withFiveHundred(page, 'tracker-undo', 'list');
  const drawer = page.getByTestId('application-drawer');
  await rowOf(page, 0).getByRole('button', { name: 'Details' }).click();
  await expect(drawer.getByLabel('Notes')).toHaveValue('Referred by a former colleague; ask about team 0.');
  await drawer.getByRole('button', { name: 'Delete' }).click();
  await expect(drawer).toBeHidden();
  const notice = page.getByTestId('deleted-notice');
  await expect(notice).toContainText('“Data Analyst 0” deleted.');
  await expect(rowOf(page, 0)).toHaveCount(0);
  await expect(page.getByTestId('applications-count')).toHaveText('499 applications');
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('“Data Analyst 0” is back, with its notes and history.')).toBeVisible();
  await expect(rowOf(page, 0)).toBeVisible();
  await page.reload();
  await rowOf(page, 0).getByRole('button', { name: 'Details' }).click();
  await expect(drawer.getByLabel('Notes')).toHaveValue('Referred by a former colleague; ask about team 0.');
  await expect(drawer.getByTestId('status-history').getByTestId('history-status')).toHaveText(['Saved']);

  // Not undone: gone after a reload too.
  await drawer.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('deleted-notice')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('applications-count')).toHaveText('499 applications');
  await expect(rowOf(page, 0)).toHaveCount(0);
});

test.describe('in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('an interview gets a time, shown in the time zone and language; a day without a time shows as before', async ({ page }) => {
    // A returning person: the browser has told the server its time zone (time-zone.spec.ts covers the first visit).
    await page.context().addCookies([{ name: 'tz', value: 'America/New_York', url: process.env.E2E_BASE_URL! }]);
    await withFiveHundred(page, 'tracker-time', 'list');
    // Seeded as a calendar day only (number 8 is in Interview, its interview in 9 days).
    const dayOnly = rowOf(page, 8).getByTestId('interview-cell');
    await expect(dayOnly).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const drawer = page.getByTestId('application-drawer');
    await rowOf(page, 2).getByRole('button', { name: 'Details' }).click();
    // The day reads month first in English; the time is typed hour, minutes, AM or PM.
    const day = await drawer.getByTestId('interview-date').inputValue();
    expect(day).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const time = drawer.getByTestId('interview-time');
    const timeValue = time.locator('input[type="hidden"]');
    await expect(timeValue).toHaveValue('');
    await time.getByLabel('Hours').fill('10');
    await time.getByLabel('Minutes').fill('30');
    await time.getByLabel('AM or PM').selectOption('AM');
    await expect(timeValue).toHaveValue('10:30');
    expect(await axeViolations(page, { include: '[data-testid="application-drawer"]' })).toEqual([]);
    await drawer.getByRole('button', { name: 'Save changes' }).click();
    await expect(drawer.getByText('Changes saved.')).toBeVisible();
    await page.keyboard.press('Escape');
    const [month, date, year] = day.split('/').map(Number) as [number, number, number];
    const shownDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, date));
    await expect(rowOf(page, 2).getByTestId('interview-cell')).toHaveText(`${shownDay}, 10:30 AM`);
    await page.reload();
    await rowOf(page, 2).getByRole('button', { name: 'Details' }).click();
    await expect(drawer.getByTestId('interview-date')).toHaveValue(day);
    await expect(timeValue).toHaveValue('10:30');
    await page.keyboard.press('Escape');

    // In Spanish the same moment reads in Spanish, the 24-hour way.
    await page.context().addCookies([{ name: 'locale', value: 'es', url: process.env.E2E_BASE_URL! }]);
    await page.reload();
    await expect(rowOf(page, 2).getByTestId('interview-cell')).toContainText('10:30');
    await expect(rowOf(page, 2).getByTestId('interview-cell')).not.toContainText('AM');
    // The day alone again: the time goes with it.
    await rowOf(page, 2).getByRole('button', { name: 'Detalles' }).click();
    // The Spanish fields: the day first, the time in 24 hours (no AM or PM to choose).
    await expect(drawer.getByTestId('interview-date')).toHaveValue(`${day.slice(3, 5)}/${day.slice(0, 2)}/${day.slice(6)}`);
    await expect(time.getByLabel('Horas')).toHaveValue('10');
    await expect(time.getByLabel('a. m. o p. m.')).toHaveCount(0);
    expect(await axeViolations(page, { include: '[data-testid="application-drawer"]' })).toEqual([]);
    await drawer.getByRole('button', { name: 'Borrar «Hora de la entrevista (opcional)»' }).click();
    await expect(timeValue).toHaveValue('');
    await drawer.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(drawer.getByText('Cambios guardados.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(rowOf(page, 2).getByTestId('interview-cell')).not.toContainText(':');
  });
});

/** How many lines each non-empty cell of the column `testId` takes on screen. */
const linesOfCells = async (page: Page, testId: string) => (await textLines(page.getByTestId(testId))).filter((cell) => cell.text).map((cell) => cell.lines);

test('on a tablet (800 px) every date keeps to one line and the rows leave out the last change; a laptop shows it, in English and Spanish', async ({ page }) => {
  const url = process.env.E2E_BASE_URL!;
  await signedInWith(page, 'tracker-tablet', 40, { openDashboard: false });
  for (const [locale, lastChange] of [
    ['en', 'Last change'],
    ['es', 'Último cambio'],
  ] as const) {
    await page.context().addCookies([
      { name: 'locale', value: locale, url },
      { name: SCREEN_COOKIE, value: 'wide', url },
    ]);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/applications');
    await expect(page.getByTestId('application-row').first()).toBeVisible();
    const table = page.getByTestId('application-table');
    await expect(table.getByRole('columnheader', { name: lastChange })).toBeHidden();
    await expect(page.getByTestId('updated-cell').first()).toBeHidden();
    // Applied days, and interview days with their time where one is set (row 2 is in Interview).
    const applied = await linesOfCells(page, 'applied-cell');
    const interviews = await linesOfCells(page, 'interview-cell');
    expect(applied.length).toBeGreaterThan(15);
    expect(interviews.length).toBeGreaterThan(3);
    expect(
      [...applied, ...interviews].every((lines) => lines === 1),
      `${locale}: ${applied} / ${interviews}`,
    ).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
    await page.screenshot({ path: test.info().outputPath(`applications-list-800-${locale}.png`) });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(table.getByRole('columnheader', { name: lastChange })).toBeVisible();
    const rows = await page.getByTestId('application-row').count();
    expect(await linesOfCells(page, 'updated-cell')).toEqual(Array(rows).fill(1));
  }
});

test('the board keeps each card whole where six columns do not fit the screen: it scrolls sideways inside itself, every title keeps its words whole and every status picker shows its whole status, at 800, 1024 and 1280 px, in English and Spanish', async ({
  page,
}) => {
  const url = process.env.E2E_BASE_URL!;
  await signedInWith(page, 'board-widths', 120, { openDashboard: false });
  for (const locale of ['en', 'es'] as const) {
    await page.context().addCookies([
      { name: 'locale', value: locale, url },
      { name: SCREEN_COOKIE, value: 'wide', url },
      { name: 'applicationsView', value: 'board', url },
    ]);
    for (const width of [800, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/applications');
      const board = page.getByTestId('application-board');
      await expect(board.getByTestId('board-card')).toHaveCount(60);
      // What does not fit its box: a title whose longest word is wider than the title (the browser
      // breaks it mid-word), a picker whose status is wider than the picker leaves it.
      const misfits = await board.evaluate((element) => {
        const context = document.createElement('canvas').getContext('2d')!;
        const widthOf = (text: string, of: Element) => ((context.font = getComputedStyle(of).font), context.measureText(text).width);
        const found: string[] = [];
        for (const title of element.querySelectorAll<HTMLElement>('[data-testid="card-title"]')) {
          const longest = Math.max(...title.innerText.split(/\s+/).map((word) => widthOf(word, title)));
          if (longest > title.clientWidth + 0.5) found.push(`title "${title.innerText}"`);
        }
        for (const select of element.querySelectorAll<HTMLSelectElement>('[data-testid="status-select"]')) {
          const style = getComputedStyle(select);
          const needed = widthOf(select.selectedOptions[0]!.text, select) + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
          if (needed > select.clientWidth + 0.5)
            found.push(`picker "${select.selectedOptions[0]!.text}" ${needed} > ${select.clientWidth} (column ${select.closest('[data-testid^=board-column]')!.clientWidth})`);
        }
        return [...new Set(found)];
      });
      expect(misfits, `${locale} at ${width} px`).toEqual([]);
      // The page itself never scrolls sideways; the board does when its columns need more room.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${locale} at ${width} px`).toBeLessThanOrEqual(width);
      const [scrollWidth, clientWidth] = await board.evaluate((element) => [element.scrollWidth, element.clientWidth]);
      if (width === 800) expect(scrollWidth).toBeGreaterThan(clientWidth);
      if (width === 1280) expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      // The last column is within reach: scrolled to, its first card opens.
      const withdrawn = page.getByTestId('board-column-WITHDRAWN');
      await withdrawn.getByTestId('card-title').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await page.screenshot({ path: test.info().outputPath(`board-${width}-${locale}.png`) });
    }
  }
});

test('the dashboard’s weekly chart reads each week out whole and shows every count above its bar, the tallest too, in text of one size on a phone and a laptop, in English and Spanish', async ({
  page,
}) => {
  await signedInWith(page, 'weekly-chart', 300, { openDashboard: false });
  const sizes = new Set<string>();
  for (const [locale, spoken, total] of [
    ['en', /^\d+ applications? in the week of [A-Z][a-z]{2} \d{1,2}$/, (count: number) => `${count} applications sent in the last 8 weeks`],
    ['es', /^\d+ candidaturas? en la semana del \d{1,2} [a-z]{3}$/, (count: number) => `${count} candidaturas enviadas en las últimas 8 semanas`],
  ] as const) {
    for (const width of [390, 1280]) {
      await dashboardAt(page, locale, width);
      const chart = page.getByTestId('applications-chart');
      await chart.scrollIntoViewIfNeeded();
      const weeks = chart.getByRole('listitem');
      await expect(weeks).toHaveCount(8);
      const read = await weeks.allInnerTexts();
      for (const text of read) expect(text.split('\n')[0], `${locale} at ${width} px`).toMatch(spoken);
      // Every count the weeks read out is drawn, inside the chart, and the dates do not run into each other.
      const drawn = await chart.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const counts = [...element.querySelectorAll<HTMLElement>('[data-testid="chart-count"]')].map((count) => {
          const rect = count.getBoundingClientRect();
          return { text: count.innerText, inside: rect.top >= box.top && rect.bottom <= box.bottom && rect.height > 0 };
        });
        const dates = [...element.querySelectorAll<HTMLElement>('[data-testid="chart-week"] > :last-child')].map((date) => date.getBoundingClientRect());
        const overlaps = dates.slice(1).filter((date, i) => date.left < dates[i]!.right).length;
        const fontSizes = [...element.querySelectorAll<HTMLElement>('[data-testid="chart-count"], [data-testid="chart-week"] > :last-child')].map(
          (text) => getComputedStyle(text).fontSize,
        );
        return { counts, overlaps, fontSizes };
      });
      const said = read.map((text) => text.match(/\d+/)![0]).map((count) => (count === '0' ? '' : count));
      // The line under the chart sums the weeks it reads out.
      await expect(page.getByTestId('chart-total')).toHaveText(total(read.reduce((sum, text) => sum + Number(text.match(/\d+/)![0]), 0)));
      expect(drawn.counts.map((count) => count.text)).toEqual(said);
      expect(drawn.counts.every((count) => count.inside || count.text === '')).toBe(true);
      expect(drawn.overlaps).toBe(0);
      for (const size of drawn.fontSizes) sizes.add(size);
      await chart.screenshot({ path: test.info().outputPath(`weekly-chart-${width}-${locale}.png`) });
    }
  }
  // One size of text at every width (an SVG scaled to the panel drew 11 px on a phone, 19 px on a laptop).
  expect([...sizes]).toEqual(['12px']);
});

/** Where an element's first line of text starts, in page pixels. */
function textLeft(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getClientRects()[0]?.left ?? Number.NaN;
}

test('with dozens of planned dates the dashboard lists the five soonest and the rest on request, on a phone and a laptop, in English and Spanish', async ({ page }) => {
  await signedInWith(page, 'many-dates', 300, { openDashboard: false });
  for (const [locale, more, fewer] of [
    ['en', /^Show (\d+) more dates$/, 'Show fewer dates'],
    ['es', /^Mostrar (\d+) fechas más$/, 'Mostrar menos fechas'],
  ] as const) {
    for (const width of [390, 1280]) {
      await dashboardAt(page, locale, width);
      const reminders = page.getByTestId('reminder');
      await expect(reminders).toHaveCount(5);
      const soonest = await reminders.allInnerTexts();
      // One line each: a row with the date's paragraph margins took 52 px.
      for (const height of await reminders.evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height))) expect(height).toBeLessThan(32);
      const toggle = page.getByRole('button', { name: more });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const hidden = Number(more.exec((await toggle.innerText()).trim())![1]);
      expect(hidden, `${locale} at ${width} px`).toBeGreaterThan(20);
      // Its words start where the dates' words do, not a button's padding to their right.
      const [toggleText, dateText] = await Promise.all([toggle, reminders.first().locator('p').first()].map((part) => part.evaluate(textLeft)));
      expect(Math.abs(toggleText! - dateText!), `${locale} at ${width} px`).toBeLessThan(1.5);
      // The panels after the dates start within the first two screens, not dozens of rows down.
      const counts = await page.getByTestId('status-counts').boundingBox();
      expect(counts!.y).toBeLessThan(1_800);
      await toggle.click();
      await expect(reminders).toHaveCount(5 + hidden);
      // The same five first, the rest after them.
      expect((await reminders.allInnerTexts()).slice(0, 5)).toEqual(soonest);
      const less = page.getByRole('button', { name: fewer });
      await expect(less).toHaveAttribute('aria-expanded', 'true');
      await expect(less).toHaveAttribute('aria-controls', 'dashboard-reminders');
      await page.screenshot({ path: test.info().outputPath(`dates-${width}-${locale}.png`) });
      // Recent applications: each status with its date on one line of its own, under its job (beside it, a phone broke the date).
      const recent = page.getByTestId('recent-status');
      await expect(recent).toHaveCount(5);
      for (const { text, lines } of await textLines(recent)) expect(lines, `${text} at ${width} px`).toBe(1);
      await less.click();
      await expect(reminders).toHaveCount(5);
      await expect(page.getByRole('button', { name: more })).toBeVisible();
    }
  }
  expect(await axeViolations(page, { include: '[data-testid="reminders"]', where: '/dashboard' })).toEqual([]);
});

test('a status count on the dashboard opens the applications in that status; the status and a search stay in the address through a reload and Back, in English and in Spanish on a phone', async ({
  page,
}) => {
  const url = process.env.E2E_BASE_URL!;
  await signedInWith(page, 'status-links', 120, { openDashboard: false });
  for (const [locale, width, status, show, search, none] of [
    ['en', 1280, 'Interview', 'Show', 'Search applications', 'applications'],
    ['es', 390, 'Entrevista', 'Mostrar', 'Buscar candidaturas', 'candidaturas'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.context().addCookies([
      { name: 'locale', value: locale, url },
      { name: 'applicationsView', value: 'list', url },
      { name: SCREEN_COOKIE, value: width < 768 ? 'phone' : 'wide', url },
    ]);
    await page.goto('/dashboard');
    const tile = page.getByRole('link', { name: new RegExp(`^\\d+ ${status}$`) });
    const counted = Number((await tile.innerText()).match(/\d+/)![0]);
    await tile.click();
    await expect(page).toHaveURL(/\/applications\?status=INTERVIEW$/);
    const filter = page.getByRole('combobox', { name: show });
    await expect(filter).toHaveValue('INTERVIEW');
    const count = page.getByTestId('applications-count');
    await expect(count).toHaveText(`${counted} ${none}`);
    const rows = page.getByTestId('application-row');
    const statuses = () => rows.locator('select').evaluateAll((selects) => [...new Set(selects.map((select) => (select as HTMLSelectElement).value))]);
    await expect.poll(statuses).toEqual(['INTERVIEW']);

    await page.getByRole('searchbox', { name: search }).fill('Engineer');
    await expect(page).toHaveURL(/\/applications\?status=INTERVIEW&search=Engineer$/);
    const found = await count.innerText();
    expect(Number(found.match(/\d+/)![0])).toBeLessThan(counted);
    await page.reload();
    await expect(filter).toHaveValue('INTERVIEW');
    await expect(page.getByRole('searchbox', { name: search })).toHaveValue('Engineer');
    await expect(count).toHaveText(found);

    // Elsewhere and Back: the same view. Back from the dashboard, then all statuses again.
    await page.goto('/dashboard');
    await page.goBack();
    await expect(page).toHaveURL(/\/applications\?status=INTERVIEW&search=Engineer$/);
    await expect(count).toHaveText(found);
    await filter.selectOption('');
    await page.getByRole('searchbox', { name: search }).fill('');
    await expect(page).toHaveURL(/\/applications$/);
    await expect.poll(async () => (await statuses()).length).toBeGreaterThan(1);
  }
});

test('screens with 500 applications, at 1280 and 390 px, in English and Spanish', async ({ page }) => {
  test.setTimeout(120_000);
  const url = process.env.E2E_BASE_URL!;
  await signedInWith(page, 'tracker-screens', 500);
  for (const locale of ['en', 'es'] as const)
    for (const width of [1280, 390])
      for (const view of ['list', 'board'] as const) {
        await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
        await page.context().addCookies([
          { name: 'applicationsView', value: view, url },
          { name: 'locale', value: locale, url },
          { name: 'screen', value: width > 400 ? 'wide' : 'phone', url },
        ]);
        await page.goto('/applications');
        await expect(page.getByTestId(view === 'list' ? 'application-row' : 'board-card').first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: test.info().outputPath(`applications-${view}-${width}-${locale}.png`) });
      }
  // The details drawer (interview day and time) and the notice after a delete, on a phone in Spanish.
  await page.getByTestId('board-card').first().getByRole('button').first().click();
  const drawer = page.getByTestId('application-drawer');
  await expect(drawer.getByTestId('interview-time')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('applications-drawer-390-es.png') });
  await drawer.getByRole('button', { name: 'Borrar' }).click();
  await expect(page.getByTestId('deleted-notice')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('applications-deleted-390-es.png') });
});
