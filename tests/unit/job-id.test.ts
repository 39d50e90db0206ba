import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jobUrlFromId } from '~/domain/jobs/id';
import { jobPagePath } from '~/domain/jobs/path';

const idOf = (url: string) => jobPagePath(url).slice('/jobs/'.length);

describe("a job's page address", () => {
  it('names the job URL in one path segment and reads it back, accents and queries included', () => {
    for (const url of ['https://jobs.example/1', 'https://empleos.example/analítica?ref=rumbo&x=1#top', `https://jobs.example/${'a'.repeat(1000)}`]) {
      const path = jobPagePath(url);
      expect(path).toMatch(/^\/jobs\/[A-Za-z0-9_-]+$/);
      expect(jobUrlFromId(idOf(url))).toBe(url);
    }
  });
  it('reads back any http(s) address', () => {
    fc.assert(fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => jobUrlFromId(idOf(url)) === url));
  });
  it('refuses ids that are not one of ours: other characters, broken base64, other schemes, invalid UTF-8', () => {
    const encode = (text: string) => btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
    for (const id of ['', '../etc/passwd', 'a b', '%2F', encode('javascript:alert(1)'), encode('not a url'), encode('\xff\xfe'), 'x'.repeat(3000)]) {
      expect(jobUrlFromId(id)).toBeNull();
    }
  });
});
