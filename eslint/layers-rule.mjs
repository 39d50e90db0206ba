import path from 'node:path';

/**
 * Imports point down (house style): a small rule rather than a plugin, because one of the five
 * checks needs the file's own 'use client' directive, which path-based rules cannot see.
 *   1. src/domain imports nothing outside src/domain (zod is its only package);
 *   2. src/server/platform never imports src/server/clients;
 *   3. a 'use client' module imports from src/server only types;
 *   4. only src/server/api imports src/server/api/trpc;
 *   5. only src/server/api and src/app import the composition root, src/server/deps (types
 *      included): payments, auth, services and sources take the narrow dependencies they use.
 */
const DOMAIN_PACKAGES = new Set(['zod']);

/** The repository-relative target of an import, or null for a package. */
function targetOf(source, filename, root) {
  if (source.startsWith('~/')) return path.posix.join('src', source.slice(2));
  if (source.startsWith('.'))
    return path
      .relative(root, path.resolve(path.dirname(filename), source))
      .split(path.sep)
      .join('/');
  return null;
}

const within = (file, folder) => file === folder || file.startsWith(`${folder}/`);

export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports pointing down the layers' },
    schema: [],
    messages: {
      domain: 'src/domain is pure: it may import only src/domain and zod, not "{{source}}".',
      platform: 'Rumbo’s own platform must not import the HTTP clients ("{{source}}").',
      client: 'A client component may import only types from the server ("{{source}}").',
      trpc: 'Only src/server/api may import the tRPC init file ("{{source}}").',
      deps: 'Only src/server/api and src/app may import the composition root ("{{source}}"); take narrow dependencies instead.',
    },
  },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const isClient = context.sourceCode.ast.body.some((node) => node.type === 'ExpressionStatement' && node.directive === 'use client');
    function check(node, source, isTypeOnly) {
      const target = targetOf(source, context.filename, root);
      const report = (messageId) => context.report({ node, messageId, data: { source } });
      if (within(file, 'src/domain') && (target ? !within(target, 'src/domain') : !DOMAIN_PACKAGES.has(source))) return report('domain');
      if (!target) return;
      if (within(file, 'src/server/platform') && within(target, 'src/server/clients')) return report('platform');
      if (isClient && within(target, 'src/server') && !isTypeOnly) return report('client');
      if (target.replace(/\.ts$/, '') === 'src/server/api/trpc' && !within(file, 'src/server/api')) return report('trpc');
      if (target.replace(/\.ts$/, '') === 'src/server/deps' && within(file, 'src') && !within(file, 'src/server/api') && !within(file, 'src/app')) return report('deps');
    }
    const typeOnly = (node) =>
      node.importKind === 'type' || node.exportKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, node.source.value, typeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, typeOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && typeof node.source.value === 'string' && check(node, node.source.value, false),
    };
  },
};
