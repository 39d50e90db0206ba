import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRequestError } from '~/instrumentation';
import { log } from '~/server/log.mjs';

const CONTEXT = { routerKind: 'App Router', routePath: '/alerts/save', routeType: 'render', revalidateReason: undefined } as const;
const REQUEST = { path: '/alerts/save?token=abc.def', method: 'GET', headers: { cookie: 'session=very-secret' } };

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('a request Next could not answer (instrumentation.ts, onRequestError)', () => {
  it('is one error line with its cause chain, the route’s pattern and the digest the error page shows; never the address or the headers', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    const written = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const error = Object.assign(new Error('render failed', { cause: new Error('database timed out') }), { digest: '2417463912' });
    await onRequestError(error, REQUEST, CONTEXT);
    expect(written).toHaveBeenCalledTimes(1);
    const [fields, message] = written.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(message).toBe('Request failed');
    expect(fields).toEqual({ err: error, digest: '2417463912', method: 'GET', route: '/alerts/save', routeType: 'render' });
    expect(JSON.stringify(fields)).not.toMatch(/token|very-secret/);
  });

  it('writes nothing outside the Node.js runtime, where the logger is not bundled', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'edge');
    const written = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    await onRequestError(new Error('boom'), REQUEST, CONTEXT);
    expect(written).not.toHaveBeenCalled();
  });
});
