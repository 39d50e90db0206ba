import { createHash } from 'node:crypto';
import { connection } from 'next/server';
import { zipExtension } from '~/server/extension-package';
import { log } from '~/server/log.mjs';

/** The zip is made once per process: the folder does not change while the server runs. */
let made: Promise<{ body: Uint8Array; etag: string }> | undefined;

function extensionPackage() {
  if (!made) {
    made = zipExtension().then((body) => ({ body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` }));
    // A failed read is tried again on the next download.
    made.catch(() => (made = undefined));
  }
  return made;
}

/**
 * The browser extension to install (`/settings`, "Save from other sites"): public, like any download
 * page's file, since it holds no key and no address; the person connects it with a key of their own.
 */
export async function GET(request: Request) {
  await connection();
  try {
    const { body, etag } = await extensionPackage();
    const headers = { etag, 'cache-control': 'public, max-age=3600' };
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
    return new Response(body as Uint8Array<ArrayBuffer>, {
      headers: { ...headers, 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="rumbo-extension.zip"' },
    });
  } catch (error) {
    log.error({ err: error }, 'The browser extension could not be packed');
    return Response.json({ code: 'internal', message: 'Internal error' }, { status: 500, headers: { 'cache-control': 'no-store' } });
  }
}
