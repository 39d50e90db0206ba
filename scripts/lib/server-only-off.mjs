// Lets a command-line script load server modules: `server-only` throws outside React Server
// Components, as it should in the browser bundle; a script on the server is where those modules belong.
// And, as in the app's bundle (next.config.mjs) and the tests (vitest.config.ts), next-intl formats
// the catalogues compiled ahead of time (src/i18n/compile-messages.ts) with use-intl's format-only
// build: the full one would read a compiled message as ICU text and drop its values.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(
      'export async function resolve(specifier, context, next) {' +
        ' if (specifier === "server-only") return { url: "data:text/javascript,", shortCircuit: true };' +
        ' if (specifier === "use-intl/format-message") return next("use-intl/format-message/format-only", context);' +
        ' return next(specifier, context); }',
    ),
);
