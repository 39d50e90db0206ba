import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_PATH, GUARDED_ROUTES, isGuardedPath, safeReturnPath, signInPath } from '~/domain/return-path';

describe('the page to open after sign-in', () => {
  it('keeps a guarded page with its query and fragment', () => {
    expect(safeReturnPath('/applications?view=board')).toBe('/applications?view=board');
    expect(safeReturnPath('/jobs?q=analítica&page=2#list')).toBe('/jobs?q=anal%C3%ADtica&page=2#list');
    expect(safeReturnPath('/jobs/abc-123')).toBe('/jobs/abc-123');
    for (const route of GUARDED_ROUTES) expect(safeReturnPath(route)).toBe(route);
  });

  it('falls back to the dashboard when nothing was asked for', () => {
    expect(safeReturnPath(null)).toBe(DEFAULT_RETURN_PATH);
    expect(safeReturnPath(undefined)).toBe(DEFAULT_RETURN_PATH);
    expect(safeReturnPath('')).toBe(DEFAULT_RETURN_PATH);
  });

  it.each([
    ['a protocol-relative address', '//evil.example/dashboard'],
    ['a backslash read as a slash', '/\\evil.example/dashboard'],
    ['a backslash later on', '/dashboard\\..\\..\\evil'],
    ['an absolute address', 'https://evil.example/dashboard'],
    ['an address of this site with a scheme', 'http://localhost:3000/dashboard'],
    ['a script', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'dashboard'],
    ['a tab a browser would drop', '/\t/evil.example'],
    ['a newline a browser would drop', '/\n/evil.example'],
    ['credentials and a host', '/@evil.example'],
    ['dot segments leaving the guarded routes', '/jobs/../../evil'],
    ['encoded dot segments', '/jobs/%2e%2e/%2e%2e/evil'],
    ['a page that is not guarded', '/onboarding'],
    ['the sign-in page itself', '/auth?next=/dashboard'],
    ['an API route', '/api/trpc/user.me'],
    ['a look-alike of a guarded route', '/jobsevil'],
    ['the home page', '/'],
    ['an address too long to be real', `/jobs?q=${'a'.repeat(3_000)}`],
  ])('refuses %s', (_, wanted) => {
    expect(safeReturnPath(wanted)).toBe(DEFAULT_RETURN_PATH);
  });

  it('never answers anything but a path of this site under a guarded route', () => {
    const base = 'http://rumbo.invalid';
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webPath(),
          fc.constantFrom(...GUARDED_ROUTES).chain((route) => fc.string().map((rest) => `${route}${rest}`)),
        ),
        (wanted) => {
          const path = safeReturnPath(wanted);
          expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
          const url = new URL(path, base);
          expect(url.origin).toBe(base);
          expect(isGuardedPath(url.pathname)).toBe(true);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});

describe('the /auth address for a signed-out visitor', () => {
  it('keeps the page asked for, legibly', () => {
    expect(signInPath('/applications?view=board')).toBe('/auth?next=/applications%3Fview%3Dboard');
    expect(signInPath('/jobs/abc')).toBe('/auth?next=/jobs/abc');
  });

  it('round-trips through the query string to the same page', () => {
    const wanted = '/jobs?q=data & more&location=Bogotá#top';
    const kept = new URL(signInPath(wanted), 'http://rumbo.invalid').searchParams.get('next');
    expect(safeReturnPath(kept)).toBe(safeReturnPath(wanted));
  });

  it('adds nothing when sign-in would go to the dashboard anyway', () => {
    expect(signInPath('/dashboard')).toBe('/auth');
    expect(signInPath('//evil.example')).toBe('/auth');
  });

  it('says when the check could not be made (the service is unavailable), the page asked for kept', () => {
    expect(signInPath('/dashboard', 'unavailable')).toBe('/auth?reason=unavailable');
    expect(signInPath('/jobs/abc', 'unavailable')).toBe('/auth?reason=unavailable&next=/jobs/abc');
  });
});
