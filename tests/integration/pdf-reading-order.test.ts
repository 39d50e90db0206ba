import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdfParsers, type TPdfParsers } from '~/server/platform/resume-matching/pdf-parsers';
import { readPdfText } from '~/server/platform/resume-matching/pdf-text';

// docs/product-rules.md §4.10: the stored résumé reads as the person wrote it. The files are
// printed by Chromium (scripts/make-resume-fixtures.ts), whose right-aligned dates are floats
// painted before the rest of the page, and read in a real parser process.

let parsers: TPdfParsers;
beforeAll(() => {
  parsers = createPdfParsers();
  parsers.warm();
});
afterAll(() => parsers.close());

/** The lines the upload stores for a fixture. */
async function linesOf(name: string): Promise<string[]> {
  const bytes = new Uint8Array(readFileSync(new URL(`../fixtures/resumes/${name}`, import.meta.url)));
  const { text } = await parsers.withParser((parse) => readPdfText(parse, bytes));
  return text.split('\n');
}

/** Where `line` is in `lines`, failing the test when it is not there. */
function indexOf(lines: string[], line: string): number {
  expect(lines).toContain(line);
  return lines.indexOf(line);
}

describe('text read from a PDF printed by a browser keeps its reading order', () => {
  it('one column: the name first, each job’s title, company and dates on one line, in the order written', async () => {
    const lines = await linesOf('one-column-en.pdf');
    expect(lines[0]).toBe('Ana García Madrid, Spain · ana.garcia@example.com');
    expect(lines[1]).toBe('Senior Backend Engineer');
    const jobs = [
      'Senior Backend Engineer, Mercado Pago Mar 2021 – Present',
      'Backend Engineer, Cabify Jan 2018 – Feb 2021',
      'Junior Developer, Indra Sep 2015 – Dec 2017',
      'BSc Computer Engineering, Universidad Politécnica de Madrid 2011 – 2015',
    ].map((line) => indexOf(lines, line));
    expect(jobs).toEqual([...jobs].sort((a, b) => a - b));
    // The first job's bullet follows its own heading.
    expect(lines[jobs[0]! + 1]).toMatch(/^Designed the card-payments ledger/);
  });

  it('two columns in a grid: the name, then the left column top to bottom, then the right one', async () => {
    const lines = await linesOf('two-column-es.pdf');
    expect(lines.slice(0, 2)).toEqual(['Lucía Fernández', 'Analista de Datos Sénior']);
    const left = [
      'CONTACTO',
      'Sevilla, España',
      'lucia.fernandez@example.com',
      'HABILIDADES',
      'SQL',
      'Python',
      'Tableau',
      'Power BI',
      'BigQuery',
      'Estadística',
      'IDIOMAS',
      'Español (nativo)',
      'Inglés (C1)',
    ];
    expect(lines.slice(2, 2 + left.length)).toEqual(left);
    const right = [
      'EXPERIENCIA',
      'Analista de Datos Sénior, Telefónica 2020 – actualidad',
      'Analista de Datos, BBVA 2017 – 2020',
      'Becaria de Business Intelligence, Mapfre 2016 – 2017',
      'FORMACIÓN',
      'Grado en Estadística, Universidad de Sevilla 2012 – 2016',
    ].map((line) => indexOf(lines, line));
    expect(right).toEqual([...right].sort((a, b) => a - b));
    expect(right[0]).toBe(2 + left.length);
  });

  it('two columns of flowing text: the left column before the right, a wrapped date after its heading', async () => {
    const lines = await linesOf('two-column-en.pdf');
    expect(lines.slice(0, 3)).toEqual(['Tom Baker', 'Product Designer London, United Kingdom', 'PROFILE']);
    const order = [
      'EXPERIENCE',
      'Senior Product Designer, Monzo 2021 – 2024',
      'Product Designer, Deliveroo 2018 – 2021',
      // The right column starts here.
      'Owned the design system and its accessibility audit;',
      'EDUCATION',
      'BA Graphic Design, Central Saint Martins',
      '2014 – 2017',
      'SKILLS',
      'LANGUAGES',
      'English (native), Spanish (B1)',
    ].map((line) => indexOf(lines, line));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order[6]).toBe(order[5]! + 1);
  });
});
