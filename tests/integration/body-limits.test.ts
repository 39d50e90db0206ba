import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { POST as unsubscribePost } from '~/app/api/alerts/unsubscribe/route';
import { POST as nextAuthPost } from '~/app/api/auth/[...nextauth]/route';
import { POST as webhookPost } from '~/app/api/stripe/webhook/route';
import { BODY_LIMITS, withBodyLimit } from '~/server/http/body';

const KIB = 1024;

/** A body of `chunks` × 16 KiB with no declared length, counting how much of it was read. */
function streamedBody(chunks: number) {
  const read = { chunks: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.chunks === chunks) return controller.close();
      read.chunks += 1;
      controller.enqueue(new Uint8Array(16 * KIB).fill(120));
    },
  });
  return { read, init: { method: 'POST', body, duplex: 'half' } as RequestInit };
}

const post = (path: string, body: string, headers: Record<string, string> = {}) => new Request(`http://localhost:3000${path}`, { method: 'POST', body, headers });

describe('request bodies are capped before they are read', () => {
  const echo = withBodyLimit(16 * KIB, async (request: Request) => Response.json({ text: await request.text() }));

  it('a body within the limit reaches the handler intact', async () => {
    expect(await (await echo(post('/x', 'héllo'))).json()).toEqual({ text: 'héllo' });
    expect(await (await echo(new Request('http://localhost:3000/x'))).json()).toEqual({ text: '' });
  });

  it('a larger one is answered 413 with a clear message: at once when declared, at the limit when streamed', async () => {
    const declared = await echo(post('/x', 'x'.repeat(17 * KIB)));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: 'Request body too large: at most 16 KiB' });
    const { read, init } = streamedBody(1000);
    expect((await echo(new Request('http://localhost:3000/x', init))).status).toBe(413);
    expect(read.chunks).toBeLessThan(5);
  });

  it('the Stripe webhook (unauthenticated) takes at most 256 KiB', async () => {
    expect(BODY_LIMITS.webhook).toBe(256 * KIB);
    const answer = await webhookPost(post('/api/stripe/webhook', 'x'.repeat(257 * KIB), { 'stripe-signature': 't=1,v1=00' }));
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ error: 'Request body too large: at most 256 KiB' });
    const { read, init } = streamedBody(1000);
    expect((await webhookPost(new Request('http://localhost:3000/api/stripe/webhook', init))).status).toBe(413);
    expect(read.chunks).toBeLessThan(20);
  });

  it('the sign-in endpoints of next-auth (unauthenticated) take at most 64 KiB', async () => {
    const context = { params: Promise.resolve({ nextauth: ['callback', 'credentials'] }) };
    const form = new URLSearchParams({ ticket: 'x'.repeat(65 * KIB) }).toString();
    const answer = await nextAuthPost(post('/api/auth/callback/credentials', form, { 'content-type': 'application/x-www-form-urlencoded' }), context);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ error: 'Request body too large: at most 64 KiB' });
  });

  it('the one-click unsubscribe of a match alert (unauthenticated, read before its link is checked) takes at most 64 KiB', async () => {
    const answer = await unsubscribePost(post('/api/alerts/unsubscribe?t=x', 'x'.repeat(65 * KIB)));
    expect(answer.status).toBe(413);
    const { read, init } = streamedBody(1000);
    expect((await unsubscribePost(new Request('http://localhost:3000/api/alerts/unsubscribe?t=x', init))).status).toBe(413);
    expect(read.chunks).toBeLessThan(10);
  });

  it('every route handler that reads its request body reads it through the cap', () => {
    const routes = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? routes(join(dir, entry.name)) : entry.name === 'route.ts' ? [join(dir, entry.name)] : [],
      );
    const uncapped = routes('src/app').filter((file) => {
      const source = readFileSync(file, 'utf8');
      return /\brequest\.(json|text|formData|arrayBuffer|blob)\(|\brequest\.body\b/.test(source) && !/\b(withBodyLimit|readBodyWithin|withinLimit)\(/.test(source);
    });
    expect(uncapped).toEqual([]);
  });
});
