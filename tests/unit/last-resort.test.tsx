import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import GlobalError from '~/app/global-error';
import { LAST_RESORT_WORDS } from '~/app/last-resort-words';

describe('the page shown when the root layout fails', () => {
  it('says what the root error page says, in each language, word for word from the catalogues', () => {
    const catalogues = { en, es };
    expect(LAST_RESORT_WORDS.map((words) => words.lang)).toEqual(['en', 'es']);
    for (const { lang, ...words } of LAST_RESORT_WORDS) {
      const { title, lead, reference, retry } = catalogues[lang].pages.error;
      expect(words, lang).toEqual({ title, lead, reference, retry });
    }
  });
});

describe('its markup', () => {
  const markup = (digest?: string) => renderToStaticMarkup(<GlobalError error={Object.assign(new Error('layout failed'), digest ? { digest } : {})} retry={() => undefined} />);

  it('is a whole document: each language in a section marked with its language, with a heading, what happened and a retry button', () => {
    const page = markup('4211');
    // Its own head: a phone lays it out at its width, and the tab has a name.
    expect(page).toMatch(/^<html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"\/><title>Rumbo<\/title><\/head><body[^>]*><main/);
    for (const words of LAST_RESORT_WORDS) {
      const section = page.match(new RegExp(`<section lang="${words.lang}"[^>]*>(.*?)</section>`))?.[1] ?? '';
      expect(section).toMatch(new RegExp(`<h1[^>]*>${words.title}</h1>`));
      expect(section).toContain(words.lead);
      expect(section).toContain(words.reference.replace('{{digest}}', '4211'));
      expect(section).toMatch(new RegExp(`<button type="button"[^>]*>${words.retry}</button>`));
    }
  });

  it('names no reference when the failure has none', () => {
    expect(markup()).not.toMatch(/Reference for support|Referencia para soporte/);
  });
});
