import { describe, expect, it } from 'vitest';
import { PARSER_LIMITS } from '~/server/platform/resume-matching/pdf-parsers';
import { LAYOUT_MAX_ITEMS, pageText, toTextItem, type TTextItem } from '~/server/platform/resume-matching/pdf-layout.mjs';

// docs/product-rules.md §4.10: text read from a PDF keeps the order a person reads it in.

/** A piece of text at (x, y) (PDF units, y up), about half a font size wide per character. */
const at = (str: string, x: number, y: number, size = 10): TTextItem => ({ str, x, y, width: str.length * size * 0.5, size });

describe('the reading order of a PDF page', () => {
  it('joins the pieces of one baseline left to right, with a space only where there is a gap', () => {
    const items = [at('Engineer', 100, 700), at('Senior', 40, 700), at('Back', 200, 680), at('end', 220, 680)];
    expect(pageText(items)).toBe('Senior Engineer\nBackend');
  });

  it('keeps a right-aligned date on its heading’s line, though the file paints the dates first', () => {
    const items = [
      at('2021 – 2024', 480, 650),
      at('2018 – 2021', 480, 600),
      at('Ana García', 40, 760, 22),
      at('Backend Engineer, Acme', 40, 650),
      at('Built payment services in Go and Kafka for four million daily payments.', 40, 636),
      at('Developer, Initech', 40, 600),
      at('Python integrations.', 40, 586),
    ];
    expect(pageText(items).split('\n')).toEqual([
      'Ana García',
      'Backend Engineer, Acme 2021 – 2024',
      'Built payment services in Go and Kafka for four million daily payments.',
      'Developer, Initech 2018 – 2021',
      'Python integrations.',
    ]);
  });

  it('reads short lines with right-aligned dates as lines, not as a column of text and a column of dates', () => {
    const items = [
      at('EDUCATION', 40, 700),
      at('BSc Computer Science, UPM', 40, 680),
      at('2011 – 2015', 480, 680),
      at('MSc Data Science, UC3M', 40, 665),
      at('2015 – 2016', 480, 665),
      at('Certificate, AWS', 40, 650),
      at('2019 – 2020', 480, 650),
    ];
    expect(pageText(items).split('\n')).toEqual(['EDUCATION', 'BSc Computer Science, UPM 2011 – 2015', 'MSc Data Science, UC3M 2015 – 2016', 'Certificate, AWS 2019 – 2020']);
  });

  it('reads two columns left top to bottom, then right, after a name across the page and before a footer across it', () => {
    const right = ['EXPERIENCE', 'Data Analyst, BBVA', 'Risk reports in SQL and Excel.', 'Automation in Python.', 'Analyst, Mapfre'];
    const left = ['CONTACT', 'Sevilla', 'SKILLS', 'SQL', 'Tableau', 'LANGUAGES', 'Spanish'];
    const items = [
      // The right column painted first, on baselines of its own.
      ...right.map((line, i) => at(line, 220, 700 - i * 15.5)),
      ...left.map((line, i) => at(line, 40, 705 - i * 13)),
      at('Lucía Fernández, Senior Data Analyst', 40, 760, 16),
      at('Page 1 of 1 · lucia@example.com · last updated in March 2025', 40, 40),
    ];
    expect(pageText(items).split('\n')).toEqual(['Lucía Fernández, Senior Data Analyst', ...left, ...right, 'Page 1 of 1 · lucia@example.com · last updated in March 2025']);
  });

  it('reads a title with its date at the right edge of the right column as one line of that column', () => {
    const items = [
      at('SKILLS', 40, 700),
      at('Figma', 40, 685),
      at('Research', 40, 670),
      at('Prototyping', 40, 655),
      at('EXPERIENCE', 300, 703),
      at('Designer, Monzo', 300, 688),
      at('2021 – 2024', 500, 688),
      at('Led the savings app.', 300, 673),
      at('Owned the system.', 300, 658),
    ];
    expect(pageText(items).split('\n')).toEqual([
      'SKILLS',
      'Figma',
      'Research',
      'Prototyping',
      'EXPERIENCE',
      'Designer, Monzo 2021 – 2024',
      'Led the savings app.',
      'Owned the system.',
    ]);
  });

  it('puts a contact line set at the top of a large name on the name’s line, after the name', () => {
    const items = [at('Madrid · ana@example.com', 420, 768), at('Ana García', 40, 760, 22), at('Senior Backend Engineer', 40, 738, 12)];
    expect(pageText(items).split('\n')).toEqual(['Ana García Madrid · ana@example.com', 'Senior Backend Engineer']);
  });

  it('drops empty pieces and pieces whose numbers are not finite', () => {
    expect(toTextItem({ str: '  ', transform: [10, 0, 0, 10, 40, 700], width: 5 })).toBeNull();
    expect(toTextItem({ str: 'Go', transform: [10, 0, 0, 10, Number.NaN, 700], width: 5 })).toBeNull();
    expect(toTextItem({ str: 'Go', transform: [10, 0, 0, 10, 40, Number.POSITIVE_INFINITY], width: 5 })).toBeNull();
    expect(toTextItem({ str: 'Go', transform: [10, 0, 0, 10, 40, 700], width: 11, height: 10 })).toEqual({ str: 'Go', x: 40, y: 700, width: 11, size: 10 });
  });

  it('reads a page of as many pieces as it lays out, each with a gap wider than the last, in under half the parse limit', () => {
    // Every gap between pieces is a wider band than the one before: each is tried as a gutter.
    const items = Array.from({ length: LAYOUT_MAX_ITEMS }, (_, i) => ({ str: 'x', x: i * i * 0.001, y: 800 - i * 2, width: 0.0001, size: 0.01 }));
    const start = performance.now();
    expect(pageText(items).split('\n')).toHaveLength(LAYOUT_MAX_ITEMS);
    expect(performance.now() - start).toBeLessThan(PARSER_LIMITS.parseMs / 2);
  });

  it('keeps the file’s order on a page of more pieces than a résumé holds, without working out its geometry', () => {
    const items = Array.from({ length: LAYOUT_MAX_ITEMS + 1 }, (_, i) => at(i % 2 ? 'b' : 'a', 40, i));
    expect(pageText(items).startsWith('a b a b')).toBe(true);
  });
});
