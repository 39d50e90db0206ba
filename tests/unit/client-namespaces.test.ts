import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import { CLIENT_NAMESPACES, pickNamespaces, type TClientMessagesScope } from '~/i18n/client-namespaces';

/** Each route's entry files, and the scopes whose namespaces reach its client components. */
const ROUTES: { entry: string; scopes: TClientMessagesScope[] }[] = [
  { entry: 'src/app/layout.tsx', scopes: ['root'] },
  { entry: 'src/app/page.tsx', scopes: ['root'] },
  { entry: 'src/app/not-found.tsx', scopes: ['root'] },
  { entry: 'src/app/auth/layout.tsx', scopes: ['root'] },
  { entry: 'src/app/onboarding/layout.tsx', scopes: ['root'] },
  { entry: 'src/app/test-checkout/[id]/page.tsx', scopes: ['root'] },
  { entry: 'src/app/(app)/layout.tsx', scopes: ['root', 'guarded'] },
  { entry: 'src/app/auth/page.tsx', scopes: ['root', '/auth'] },
  { entry: 'src/app/onboarding/page.tsx', scopes: ['root', '/onboarding'] },
  { entry: 'src/app/onboarding/success/page.tsx', scopes: ['root', '/onboarding/success'] },
  ...(['/dashboard', '/matches', '/jobs', '/jobs/[id]', '/applications', '/documents', '/settings', '/job-preferences', '/support', '/resume'] as const).map((path) => ({
    entry: `src/app/(app)${path}/page.tsx`,
    scopes: ['root', 'guarded', path] as TClientMessagesScope[],
  })),
];

/** What an error context's messages are keyed under (src/domain/error-message.ts). */
const ERROR_CONTEXT_NAMESPACE: Record<string, string> = { auth: 'auth', profile: 'profile', resume: 'resume', onboarding: 'errors', generic: 'errors' };

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('~/') ? join('src', spec.slice(2)) : spec.startsWith('.') ? normalize(join(dirname(from), spec)) : null;
  if (!base) return null;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => existsSync(file) && !file.endsWith('/')) ?? null;
}

/** The namespaces a source file's browser code reads: useTranslations('ns…'), t('ns.…') under useTranslations(), error contexts. */
function namespacesOf(withComments: string): string[] {
  const source = withComments.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = [...source.matchAll(/useTranslations\(\s*'([a-zA-Z]+)/g)].map((match) => match[1]!);
  if (/useTranslations\(\s*\)/.test(source)) found.push(...[...source.matchAll(/\bt(?:\.rich|\.markup)?\(\s*['`]([a-zA-Z]+)\./g)].map((match) => match[1]!));
  for (const [, context] of source.matchAll(/(?:errorText|errorMessage|text)\([^;()]*(?:\([^)]*\))?[^;()]*,\s*'([a-z]+)(?:\.[a-z]+)?'\)/g))
    found.push(ERROR_CONTEXT_NAMESPACE[context!] ?? context!);
  return found;
}

/** Every namespace the client components reachable from `entry` read, with the file that reads it. */
function clientNamespaces(entry: string): Map<string, string> {
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string, isClient: boolean) => {
    const key = `${file}:${isClient}`;
    if (seen.has(key) || file.startsWith('src/server/')) return;
    seen.add(key);
    const source = readFileSync(file, 'utf8');
    const client = isClient || /^\s*['"]use client['"]/.test(source);
    if (client) for (const namespace of namespacesOf(source)) if (!used.has(namespace)) used.set(namespace, file);
    for (const match of source.matchAll(/(?:from\s+|import\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
      const target = resolveImport(file, match[1]!);
      if (target && /\.tsx?$/.test(target)) visit(target, client);
    }
  };
  visit(entry, false);
  return used;
}

describe('the catalogue the browser gets', () => {
  it.each(ROUTES)('$entry: every namespace its client components read is sent', ({ entry, scopes }) => {
    const provided = new Set<string>(scopes.flatMap((scope) => CLIENT_NAMESPACES[scope]));
    const missing = [...clientNamespaces(entry)].filter(([namespace]) => namespace in en && !provided.has(namespace)).map(([namespace, file]) => `${namespace} (${file})`);
    expect(missing).toEqual([]);
  });

  it('names only namespaces the catalogue has, and picks just those', () => {
    for (const namespaces of Object.values(CLIENT_NAMESPACES)) for (const namespace of namespaces) expect(en).toHaveProperty(namespace);
    expect(Object.keys(pickNamespaces(en, ['nav', 'common', 'nope']))).toEqual(['nav', 'common']);
  });

  it('sends a page a small part of the catalogue', () => {
    const size = (scopes: TClientMessagesScope[]) =>
      JSON.stringify(
        pickNamespaces(
          en,
          scopes.flatMap((scope) => CLIENT_NAMESPACES[scope]),
        ),
      ).length;
    expect(size(['root', 'guarded', '/dashboard'])).toBeLessThan(JSON.stringify(en).length / 2);
  });
});
