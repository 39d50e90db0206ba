import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { sendWriteAnswersUncompressed } from '~/server/write-answers.mjs';

/** The headers Next sees for a request, after the production entry's step. */
function seen(method: string, url: string) {
  const request = { method, url, headers: { 'accept-encoding': 'gzip, deflate, br', cookie: 'a=b' } } as unknown as IncomingMessage;
  sendWriteAnswersUncompressed(request);
  return request.headers;
}

describe('answers of tRPC writes', () => {
  it('a write (a tRPC POST, one call or a batch) is answered uncompressed; its other headers stay', () => {
    expect(seen('POST', '/api/trpc/applications.update')).toEqual({ cookie: 'a=b' });
    expect(seen('POST', '/api/trpc/applications.create,applications.update?batch=1')).toEqual({ cookie: 'a=b' });
  });

  it('queries, pages, files and other routes are compressed as before', () => {
    for (const [method, url] of [
      ['GET', '/api/trpc/applications.list?input=%7B%7D'],
      ['GET', '/dashboard'],
      ['POST', '/api/extension/save'],
      ['GET', '/_next/static/chunks/main.js'],
    ] as const)
      expect(seen(method, url)['accept-encoding']).toBe('gzip, deflate, br');
  });
});
