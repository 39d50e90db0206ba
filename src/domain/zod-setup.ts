import { config } from 'zod';

// In the browser zod parses without generated code: it would otherwise probe `new Function` once,
// which the pages' Content-Security-Policy (no 'unsafe-eval') refuses and the browser reports as a
// violation. The server keeps the faster generated parsers. Every domain module that builds
// schemas imports this first, so it runs before any schema is built.
if (typeof window !== 'undefined') config({ jitless: true });
