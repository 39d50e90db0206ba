// Lets a command-line script load server modules: `server-only` throws outside React Server
// Components, as it should in the browser bundle; a script on the server is where those modules belong.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(
      'export async function resolve(specifier, context, next) { return specifier === "server-only" ? { url: "data:text/javascript,", shortCircuit: true } : next(specifier, context); }',
    ),
);
