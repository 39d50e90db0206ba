import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '~/components/providers/session';

const ORIGIN = 'http://localhost:3000';

/**
 * next-auth's form endpoints as the browser meets them: the CSRF cookie is set by the first of its
 * endpoints that finds none, and a form whose token does not match the cookie the browser kept is
 * answered with 200, `?csrf=true` and no effect. `raced` makes the first token read lose the race
 * with a session read that set another cookie, as on a first visit.
 */
function nextAuth({ raced }: { raced: boolean }) {
  let cookie: string | undefined;
  let tokens = 0;
  const posts: Array<{ path: string; body: URLSearchParams }> = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const path = new URL(input, ORIGIN).pathname;
    if (path === '/api/auth/csrf') {
      tokens += 1;
      if (raced && tokens === 1) {
        cookie = 'from-the-session-read';
        return Response.json({ csrfToken: 'from-the-token-read' });
      }
      cookie ??= `token-${tokens}`;
      return Response.json({ csrfToken: cookie });
    }
    const body = new URLSearchParams(String(init?.body));
    posts.push({ path, body });
    if (body.get('csrfToken') !== cookie) return Response.json({ url: `${ORIGIN}${path.replace('/callback/credentials', '/signin')}?csrf=true` });
    return Response.json({ url: path.endsWith('/signout') ? `${ORIGIN}/auth` : `${ORIGIN}/dashboard` });
  });
  return { fetch, posts };
}

describe("the browser's calls to next-auth's form endpoints", () => {
  beforeEach(() => {
    vi.stubGlobal('window', { location: { href: `${ORIGIN}/auth` }, dispatchEvent: vi.fn() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('signs in with one form when the token matches the cookie', async () => {
    const server = nextAuth({ raced: false });
    vi.stubGlobal('fetch', server.fetch);
    expect(await startSession('a-ticket')).toBeNull();
    expect(server.posts.map((post) => post.path)).toEqual(['/api/auth/callback/credentials']);
    expect(server.posts[0]!.body.get('ticket')).toBe('a-ticket');
  });

  it('on a first visit whose token lost the race with the session read, reads the token again and signs in', async () => {
    const server = nextAuth({ raced: true });
    vi.stubGlobal('fetch', server.fetch);
    expect(await startSession('a-ticket')).toBeNull();
    expect(server.posts.map((post) => post.body.get('csrfToken'))).toEqual(['from-the-token-read', 'from-the-session-read']);
  });

  it('a token refused twice is a failed sign-in, never a silent success', async () => {
    const server = nextAuth({ raced: false });
    server.fetch.mockImplementation(async (input: string) =>
      new URL(input, ORIGIN).pathname === '/api/auth/csrf' ? Response.json({ csrfToken: 'stale' }) : Response.json({ url: `${ORIGIN}/api/auth/signin?csrf=true` }),
    );
    vi.stubGlobal('fetch', server.fetch);
    expect(await startSession('a-ticket')).toBe('csrf');
    await expect(endSession()).rejects.toThrow('CSRF token refused');
  });

  it('signs out after the same race', async () => {
    const server = nextAuth({ raced: true });
    vi.stubGlobal('fetch', server.fetch);
    await expect(endSession()).resolves.toBeUndefined();
    expect(server.posts.map((post) => post.path)).toEqual(['/api/auth/signout', '/api/auth/signout']);
  });
});
