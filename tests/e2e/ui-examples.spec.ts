import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { axeViolations, takesTaps, waitingTaps } from './helpers';
import type en from '../../messages/en.json';

/*
 * The examples page shows every one of Rumbo's own components (src/components/ui) in both
 * languages, at a computer's and a phone's width; the interactive ones are driven by keyboard,
 * and axe finds nothing to fix. The inventory runs in all four; a keyboard test runs where its
 * subject changes: the keys do not depend on the words, the side panel does on the width
 * (docs/testing.md, "One language, one width").
 */

/** A catalogue's words for this page (the Spanish one has the same keys: tests/unit/messages.test.ts). */
const wordsOf = (lang: 'en' | 'es') => (JSON.parse(readFileSync(join(process.cwd(), 'messages', `${lang}.json`), 'utf8')) as typeof en).uiExamples;
const CATALOGUES = { en: wordsOf('en'), es: wordsOf('es') } as const;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

for (const lang of ['en', 'es'] as const) {
  for (const width of [1280, 390]) {
    test.describe(`in ${lang === 'en' ? 'English' : 'Spanish'} at ${width} px`, () => {
      test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });
      const m = CATALOGUES[lang];
      /** Whether this language and width is one of those listed. */
      const among = (...where: string[]) => where.includes(`${lang}-${width}`);

      test.beforeEach(async ({ page }) => {
        await page.context().addCookies([{ name: 'locale', value: lang, url: process.env.E2E_BASE_URL! }]);
        await page.goto('/ui-examples');
        await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
      });

      test('every component is on the page by its role and name, nothing is wider than the screen, and axe finds nothing to fix', async ({ page }) => {
        for (const title of [
          m.buttons.title,
          m.badges.title,
          m.alerts.title,
          m.loaders.title,
          m.text.title,
          m.layout.title,
          m.lists.title,
          m.progress.title,
          m.table.title,
          m.pages.title,
          m.fields.title,
          m.choices.title,
          m.accordion.title,
        ]) {
          await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
        }
        for (const name of [
          m.buttons.filled,
          m.buttons.default,
          m.buttons.light,
          m.buttons.subtle,
          m.buttons.outline,
          m.buttons.compactXs,
          m.buttons.md,
          m.buttons.shade,
          m.buttons.fullWidth,
          m.buttons.anchorButton,
        ]) {
          await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
        }
        // Disabled ones are disabled; loading ones are disabled and busy.
        await expect(page.getByRole('button', { name: m.buttons.disabled, exact: true }).first()).toBeDisabled();
        const loading = page.getByRole('button', { name: m.buttons.loading, exact: true }).first();
        await expect(loading).toBeDisabled();
        await expect(loading).toHaveAttribute('aria-busy', 'true');
        // A button tapped before the page's code ran is dimmed until the code takes the tap.
        const earlyTap = page.getByRole('button', { name: m.buttons.earlyTap, exact: true });
        await expect(earlyTap).toHaveCSS('opacity', '0.6');
        // Clicked once the page's code runs, the example keeps its look: only the marks of real early taps are taken off.
        await expect.poll(() => takesTaps(page)).toBe(true);
        await earlyTap.click();
        await expect.poll(() => waitingTaps(page)).toBe(0);
        await expect(earlyTap).toHaveCSS('opacity', '0.6');
        await expect(page.getByRole('link', { name: m.buttons.link })).toHaveAttribute('href', '/');
        await expect(page.getByRole('link', { name: m.buttons.anchor })).toBeVisible();
        await expect(page.getByRole('button', { name: m.buttons.close })).toBeVisible();
        await expect(page.getByText(m.badges.light).first()).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: m.alerts.errorTitle })).toContainText(m.alerts.error);
        await expect(page.getByRole('note')).toHaveText(m.alerts.plain);
        await expect(page.getByRole('status', { name: m.loaders.label })).toHaveCount(4);
        await expect(page.getByRole('heading', { level: 4, name: m.text.heading4 })).toBeVisible();
        await expect(page.getByRole('list').filter({ hasText: m.lists.step1 })).toBeVisible();
        await expect(page.getByRole('progressbar', { name: m.progress.label })).toHaveAttribute('aria-valuenow', '40');
        const table = page.getByRole('table', { name: m.table.caption });
        await expect(table.getByRole('columnheader')).toHaveText([m.table.job, m.table.company, m.table.status]);
        await expect(table.getByRole('row')).toHaveCount(4);
        await expect(page.getByRole('navigation', { name: m.pages.title }).getByRole('button', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page');
        await expect(page.getByRole('textbox', { name: m.fields.name })).toBeVisible();
        await expect(page.getByRole('textbox', { name: m.fields.email })).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByRole('textbox', { name: m.fields.email })).toHaveAccessibleDescription(m.fields.emailError);
        await expect(page.getByRole('textbox', { name: m.fields.disabled })).toBeDisabled();
        await expect(page.getByRole('combobox', { name: m.fields.topic })).toHaveAccessibleDescription(m.fields.topicError);
        await expect(page.getByRole('switch', { name: m.fields.locked })).toBeDisabled();
        await expect(page.getByRole('combobox', { name: m.choices.countries, exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: fill(m.choices.remove, { item: m.choices.peru }) })).toBeAttached();
        await expect(page.getByRole('heading', { level: 3, name: m.accordion.q1 })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: `test-results/ui-examples-${lang}-${width}.png`, fullPage: true });
      });

      if (among('en-1280')) {
        test('the buttons, page controls, switch and accordion answer the keyboard', async ({ page }) => {
          const count = page.getByRole('button', { name: m.buttons.count, exact: true });
          await count.focus();
          await page.keyboard.press('Enter');
          await page.keyboard.press('Space');
          await expect(page.getByTestId('presses')).toHaveText(fill(m.buttons.pressed, { count: 2 }));
          const pages = page.getByRole('navigation', { name: m.pages.title });
          await pages.getByRole('button', { name: m.pages.next }).focus();
          await page.keyboard.press('Enter');
          await expect(page.getByTestId('current-page')).toHaveText(fill(m.pages.current, { page: 2, total: 12 }));
          await expect(pages.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
          // Shift+Tab goes back to the last page's button, Enter takes it: there is no next page then.
          await page.keyboard.press('Shift+Tab');
          await page.keyboard.press('Enter');
          await expect(page.getByTestId('current-page')).toHaveText(fill(m.pages.current, { page: 12, total: 12 }));
          await expect(pages.getByRole('button', { name: m.pages.next })).toBeDisabled();
          const remote = page.getByRole('switch', { name: m.fields.remote });
          await expect(remote).toHaveAccessibleDescription(m.fields.remoteHint);
          await remote.focus();
          await page.keyboard.press('Space');
          await expect(remote).toBeChecked();
          await page.keyboard.press('Space');
          await expect(remote).not.toBeChecked();
          const question = page.getByRole('button', { name: m.accordion.q2 });
          await expect(question).toHaveAttribute('aria-expanded', 'false');
          await expect(page.getByText(m.accordion.a2)).toBeHidden();
          await question.focus();
          await page.keyboard.press('Enter');
          await expect(question).toHaveAttribute('aria-expanded', 'true');
          await expect(page.getByRole('region', { name: m.accordion.q2 })).toHaveText(m.accordion.a2);
          await page.keyboard.press('Space');
          await expect(question).toHaveAttribute('aria-expanded', 'false');
          await expect(page.getByText(m.accordion.a2)).toBeHidden();
        });
      }

      if (among('en-1280', 'es-390')) {
        test('the side panel opens from its button, takes the focus, closes with Escape, its cross or a click beside it, and gives the focus back', async ({ page }) => {
          const open = page.getByRole('button', { name: m.sheet.open });
          await open.focus();
          await page.keyboard.press('Enter');
          const panel = page.getByRole('dialog', { name: m.sheet.panelTitle });
          await expect(panel).toBeVisible();
          await expect(panel).toContainText(m.sheet.body);
          // The focus moves into the panel (its first control, the cross) and on through its fields.
          const cross = panel.getByRole('button', { name: m.sheet.close });
          await expect(cross).toBeFocused();
          await page.keyboard.press('Tab');
          await expect(panel.getByRole('textbox', { name: m.sheet.field })).toBeFocused();
          expect(await axeViolations(page, { include: 'dialog', where: 'open panel' })).toEqual([]);
          // The page behind is out of reach while it is open: it cannot even take the focus.
          await open.evaluate((button: HTMLElement) => button.focus());
          await expect(open).not.toBeFocused();
          await page.keyboard.press('Escape');
          await expect(panel).toBeHidden();
          await expect(open).toBeFocused();

          await open.click();
          await cross.click();
          await expect(panel).toBeHidden();
          await expect(open).toBeFocused();
          if (width > 440) {
            // Beside the panel: on a phone it takes the whole width.
            await open.click();
            await expect(panel).toBeVisible();
            await page.mouse.click(20, 450);
            await expect(panel).toBeHidden();
          }
        });
      }

      if (among('es-1280')) {
        test('the fields answer the keyboard: text, password, select and both fields of chosen values', async ({ page }) => {
          const message = page.getByRole('textbox', { name: m.fields.message });
          await message.focus();
          await page.keyboard.type('Hola');
          await expect(message).toHaveAccessibleDescription(fill(m.fields.messageCount, { count: 4 }));
          const password = page.getByLabel(m.fields.password, { exact: true });
          await password.fill('secret words');
          await expect(password).toHaveAttribute('type', 'password');
          const toggle = page.getByRole('button', { name: m.fields.showPassword });
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-pressed', 'true');
          await expect(password).toHaveAttribute('type', 'text');
          await expect(password).toBeFocused();
          const topic = page.getByRole('combobox', { name: m.fields.topic });
          await topic.focus();
          await topic.selectOption('account');
          await expect(topic).not.toHaveAttribute('aria-invalid', 'true');

          // A multi-select: Arrow Down opens the list and moves through it, Enter picks, Escape closes.
          const countries = page.getByRole('combobox', { name: m.choices.countries, exact: true });
          await countries.focus();
          await page.keyboard.press('ArrowDown');
          await expect(countries).toHaveAttribute('aria-expanded', 'true');
          const list = page.getByRole('listbox', { name: m.choices.countries });
          await expect(list.getByRole('group', { name: m.choices.groupEurope })).toBeVisible();
          await page.keyboard.type(m.choices.mexico.slice(0, 3));
          await page.keyboard.press('ArrowDown');
          const active = await countries.getAttribute('aria-activedescendant');
          await expect(page.locator(`[id="${active}"]`)).toHaveText(m.choices.mexico);
          await page.keyboard.press('Enter');
          await expect(list.getByRole('option', { name: m.choices.mexico })).toHaveAttribute('aria-selected', 'true');
          await page.keyboard.press('Escape');
          await expect(countries).toHaveAttribute('aria-expanded', 'false');
          await expect(page.getByRole('button', { name: fill(m.choices.remove, { item: m.choices.mexico }) })).toBeAttached();
          // Backspace in the empty field takes the last value back.
          await page.keyboard.press('Backspace');
          await expect(page.getByRole('button', { name: fill(m.choices.remove, { item: m.choices.mexico }) })).toHaveCount(0);

          // A tags field: Enter adds what was typed.
          const skills = page.getByRole('combobox', { name: m.choices.skills, exact: true });
          await skills.focus();
          await page.keyboard.type('Go');
          await page.keyboard.press('Enter');
          await expect(page.getByRole('button', { name: fill(m.choices.remove, { item: 'Go' }) })).toBeAttached();
          await expect(skills).toHaveValue('');
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
}
