import { describe, expect, it } from 'vitest';
import { jobFromPage, plainText, postingFromJsonLd } from '../../extension/job-posting.js';
import { bookmarklet, isExtensionOrigin, prefillFrom } from '~/domain/extension';

const page = (fields: { jsonLd?: string[]; microdata?: Record<string, unknown> | null; title?: string; url?: string }) => ({
  url: fields.url ?? 'https://www.boards.example/jobs/view/123',
  title: fields.title ?? 'Data Engineer | Boards',
  jsonLd: fields.jsonLd ?? [],
  microdata: fields.microdata ?? null,
});

// The shape LinkedIn and Indeed publish: one JobPosting node, HTML in the description, a Place with a PostalAddress.
const LINKEDIN_LIKE = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Senior Data Engineer',
  datePosted: '2026-11-20T08:30:00.000Z',
  description: '<p>Build <strong>pipelines</strong> &amp; models.</p><ul><li>Python</li><li>SQL</li></ul>',
  hiringOrganization: { '@type': 'Organization', name: 'Acme Analytics', sameAs: 'https://acme.example' },
  jobLocation: [{ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Madrid', addressRegion: 'Madrid', addressCountry: 'ES' } }],
  baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', minValue: 45000, maxValue: 55000, unitText: 'YEAR' } },
});

describe('reading a JobPosting (extension/job-posting.js)', () => {
  it('reads JSON-LD as large boards publish it: title, company, place, salary, day posted and plain-text description', () => {
    expect(jobFromPage(page({ jsonLd: [LINKEDIN_LIKE] }))).toEqual({
      source: 'json-ld',
      job_url: 'https://www.boards.example/jobs/view/123',
      title: 'Senior Data Engineer',
      company: 'Acme Analytics',
      location: 'Madrid, ES',
      salary: '45000–55000 EUR / YEAR',
      description: 'Build pipelines & models. Python SQL',
      date_posted: '2026-11-20',
    });
  });

  it('finds the posting inside @graph, lists and broken blocks, and takes the first one', () => {
    const graph = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'WebPage' }, { '@type': ['JobPosting'], title: 'In a graph', hiringOrganization: 'Org' }],
    });
    const list = JSON.stringify([{ '@type': 'BreadcrumbList' }, { '@type': 'http://schema.org/JobPosting', title: 'In a list' }]);
    expect(postingFromJsonLd(['{ broken', graph, list])).toMatchObject({ title: 'In a graph' });
    expect(postingFromJsonLd(['{}', list])).toMatchObject({ title: 'In a list' });
    expect(jobFromPage(page({ jsonLd: [graph] }))).toMatchObject({ title: 'In a graph', company: 'Org' });
  });

  it('reads microdata as InfoJobs and OCC mark it up: nested organisation, place and salary items', () => {
    const microdata = {
      title: 'Desarrollador/a Java',
      hiringOrganization: { name: 'Compañía Ñandú' },
      jobLocation: { address: { addressLocality: 'Guadalajara', addressRegion: 'Jalisco', addressCountry: 'MX' } },
      baseSalary: { currency: 'MXN', value: { value: '35000', unitText: 'MONTH' } },
      datePosted: '2026-11-18',
      description: 'Spring Boot y microservicios.',
    };
    expect(jobFromPage(page({ microdata, url: 'https://www.occ.example/empleo/1' }))).toMatchObject({
      source: 'microdata',
      title: 'Desarrollador/a Java',
      company: 'Compañía Ñandú',
      location: 'Guadalajara, Jalisco, MX',
      salary: '35000 MXN / MONTH',
      date_posted: '2026-11-18',
    });
  });

  it('falls back to the page’s title and address, and the site’s name for the company', () => {
    expect(jobFromPage(page({ title: '  Careers – Product Designer ', url: 'https://www.careers.example/pd' }))).toEqual({
      source: 'page',
      job_url: 'https://www.careers.example/pd',
      title: 'Careers – Product Designer',
      company: 'careers.example',
      location: '',
      salary: '',
      description: '',
      date_posted: '',
    });
  });

  it('cuts long texts to what Rumbo keeps, reads a remote posting, and drops markup and entities', () => {
    const long = JSON.stringify({
      '@type': 'JobPosting',
      title: 'x'.repeat(500),
      description: 'y'.repeat(5000),
      jobLocationType: 'TELECOMMUTE',
      hiringOrganization: { name: 'R' },
    });
    const job = jobFromPage(page({ jsonLd: [long] }));
    expect(job.title).toHaveLength(200);
    expect(job.description).toHaveLength(1800);
    expect(job.location).toBe('Remote');
    expect(plainText('<b>A&nbsp;&lt;B&gt;</b>&#233;&#x41;')).toBe('A <B>éA');
    expect(plainText({})).toBe('');
  });
});

describe('the bookmarklet and its prefill', () => {
  it('is a javascript: link to /applications that holds no token and says when the window is blocked', () => {
    const link = bookmarklet('https://rumbo.example', 'Blocked "here"');
    expect(link.startsWith('javascript:')).toBe(true);
    const code = decodeURIComponent(link.slice('javascript:'.length));
    expect(code).toContain('"https://rumbo.example/applications"');
    expect(code).toContain('alert("Blocked \\"here\\"")');
    expect(code).not.toMatch(/rx_|Bearer|token/i);
    // It is a valid script.
    expect(() => new Function(code)).not.toThrow();
  });

  it('fills the add-a-job form only with add=1, only known text fields, cut to their limits', () => {
    expect(prefillFrom({ title: 'x' }, 200)).toBeNull();
    expect(prefillFrom({ add: '1', job_url: 'https://a.example/1', title: ' T ', company: ['a', 'b'], location: '', status: 'OFFER' }, 200)).toEqual({
      job_url: 'https://a.example/1',
      title: 'T',
    });
    expect(prefillFrom({ add: '1', title: 'y'.repeat(300) }, 200)?.title).toHaveLength(200);
  });

  it('accepts the origins of extension pages only', () => {
    expect(isExtensionOrigin('chrome-extension://abcdefghijklmnopabcdefghijklmnop')).toBe(true);
    expect(isExtensionOrigin('moz-extension://3f2a1c9e-7b1d-4e0a-9c55-8d2b6f0e1a47')).toBe(true);
    for (const origin of [null, 'null', 'https://chrome-extension.example', 'chrome-extension://a/b', 'safari-web-extension://x', 'chrome-extension://'])
      expect(isExtensionOrigin(origin)).toBe(false);
  });
});
