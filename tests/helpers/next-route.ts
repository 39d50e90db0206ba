import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { AppRouteRouteModule } from 'next/dist/server/route-modules/app-route/module.js';
import { NextRequest } from 'next/server';

/** A route handler file of the app: its URL pattern (e.g. `/api/test-checkout/[id]`) and its file. */
export type TRouteFile = { pattern: string; file: string };

/** Every `route.ts` under a folder of the App Router, so a new route handler is found without a list to keep. */
export function routeFiles(appDir: string, under = 'api'): TRouteFile[] {
  const found: TRouteFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'route.ts') found.push({ pattern: `/${relative(appDir, dir).split(sep).join('/')}`, file: path });
    }
  };
  walk(join(appDir, under));
  return found.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

type THandlers = Record<string, unknown>;

/**
 * Runs a route handler the way `next start` does: inside Next's own app-route module, so
 * `cookies()`, `headers()` and `connection()` see the request, and an unexported method answers
 * 405 as in production.
 */
export function routeRunner(pattern: string, handlers: THandlers) {
  const appRoute = new AppRouteRouteModule({
    definition: { kind: 'APP_ROUTE', page: `${pattern}/route`, pathname: pattern, filename: 'route', bundlePath: `app${pattern}/route` } as never,
    userland: (() => handlers) as never,
    distDir: '.next',
    relativeProjectDir: '',
    resolvedPagePath: `src/app${pattern}/route.ts`,
    nextConfigOutput: undefined,
  });
  return (request: Request, params: Record<string, string | string[]> = {}): Promise<Response> =>
    appRoute.handle(new NextRequest(request), {
      params,
      renderOpts: { experimental: {}, supportsDynamicResponse: true },
      sharedContext: { buildId: 'test', deploymentId: '' },
      previewProps: { previewModeId: 'test', previewModeEncryptionKey: 'test', previewModeSigningKey: 'test' },
    } as never);
}

/** The HTTP methods a route module exports. */
export const exportedMethods = (handlers: THandlers) => ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((method) => typeof handlers[method] === 'function');
