import fc from 'fast-check';

/**
 * Generators of hostile input for the fuzz suites: wrong types, huge strings, control characters,
 * odd Unicode (lone surrogates, bidirectional and zero-width marks, NUL), deep nesting, missing and
 * extra fields. Every value survives `JSON.stringify`, so it can travel in a request body or query.
 */

/** Pieces of text that break naive handling: controls, NUL, lone surrogates, bidi and zero-width marks, markup, escapes. */
const ODD_PIECES = [
  '\u0000',
  '\u0007',
  '\b',
  '\u001b[2J',
  '\u007f',
  '\u0085',
  '\r\n',
  '\ud800',
  '\udfff',
  'a\ud83d',
  '\u{1f4a9}',
  '\u202e',
  '\u200f',
  '\u2066',
  '\u200b',
  '\u200d',
  '\ufeff',
  '\uffff',
  'e\u0301\u0301\u0301',
  '%00',
  '%',
  '\\',
  '"',
  "'",
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  '=cmd|',
  'javascript:alert(1)',
  '__proto__',
  '   ',
] as const;

/** Short text made of odd pieces and arbitrary characters. */
export const oddText = fc
  .array(fc.oneof(fc.constantFrom(...ODD_PIECES), fc.string({ maxLength: 6 }), fc.string({ unit: 'binary', maxLength: 4 })), { minLength: 1, maxLength: 12 })
  .map((parts) => parts.join(''));

/** 20 KB to 300 KB of one repeated piece: far past every field's limit. */
export const hugeText = fc
  .tuple(fc.constantFrom('a', 'é', ...ODD_PIECES), fc.integer({ min: 20_000, max: 300_000 }))
  .map(([piece, size]) => piece.repeat(Math.ceil(size / piece.length)));

export const anyText = fc.oneof({ arbitrary: oddText, weight: 10 }, { arbitrary: fc.string({ maxLength: 40 }), weight: 3 }, { arbitrary: hugeText, weight: 1 });

/** Object keys, including the ones that pollute prototypes when merged naively. */
export const oddKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', '', 'toString', 'then', '0', '$where'), oddText, fc.string({ maxLength: 8 }));

/** An array or object nested `depth` levels deep (recursive parsers and validators overflow on these). */
function nested(depth: number, asArrays: boolean): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = asArrays ? [value] : { a: value };
  return value;
}
const deepValue = fc.tuple(fc.integer({ min: 64, max: 4_000 }), fc.boolean()).map(([depth, asArrays]) => nested(depth, asArrays));

const scalar = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1e308, -1e308, 2 ** 53 + 2, 0.5, Number.MIN_VALUE),
  anyText,
  // Numbers and booleans spelled as text: a lenient parser would coerce them.
  fc.constantFrom('1', '-1', 'NaN', 'Infinity', 'true', 'null', '1e9999', '0x10', ' 7 '),
);

/** Any JSON value: scalars of every type, small arrays and objects with odd keys, and deep nesting. */
export const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { maxDepth: 3, depthSize: 'small' },
    { arbitrary: scalar, weight: 6 },
    { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 2 },
    { arbitrary: fc.dictionary(oddKey, tie('value'), { maxKeys: 4 }), weight: 2 },
    { arbitrary: deepValue, weight: 1 },
  ),
})).value;

/** An object with some of `keys` (missing fields), each holding junk or odd text, plus unexpected extra fields. */
function shapedJunk(keys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const field = fc.oneof(junk, anyText);
  return fc
    .tuple(fc.subarray([...keys]), fc.array(field, { minLength: keys.length, maxLength: keys.length }), fc.dictionary(oddKey, junk, { maxKeys: 3 }))
    .map(([present, values, extra]) => {
      const shaped: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(extra)) Object.defineProperty(shaped, key, { value, enumerable: true, writable: true, configurable: true });
      present.forEach((key, i) => (shaped[key] = values[i]));
      return shaped;
    });
}

/** Emails and URLs of a valid shape with odd parts: they pass format checks and reach the services behind them. */
const oddEmail = fc
  .tuple(
    fc.oneof(fc.constantFrom("o'brien", 'a+b', 'x%y', 'a!#$&*=?^`{|}~', 'a.b', 'ünïcode', 'x\u200by', '"q"'), oddText),
    fc.constantFrom('example.com', 'EXAMPLE.COM', 'xn--bcher-kva.example', 'a.b.example.co.uk'),
  )
  .map(([local, domain]) => `${local}@${domain}`);
const oddUrl = fc
  .tuple(
    fc.constantFrom(
      'https://jobs.example/',
      'http://jobs.example:8080/',
      'https://user:pass@jobs.example/',
      'https://[::1]/',
      'https://xn--80ak6aa92e.com/',
      'javascript:',
      'data:text/html,',
      'file:///',
    ),
    oddText,
  )
  .map(([base, path]) => base + path);

/** An address that looks valid but hides a control, invisible (zero-width, bidirectional) or unpaired surrogate character. */
export const disguisedEmail = fc
  .tuple(
    fc.constantFrom('ana', 'o.brien', 'a+b'),
    fc.constantFrom('\u0000', '\b', '\u007f', '\u0085', '\u00ad', '\u200b', '\u200d', '\u202e', '\u2066', '\ufeff', '\ud800', '\udfff'),
    fc.boolean(),
  )
  .map(([name, hidden, inDomain]) => (inDomain ? `${name}@exa${hidden}mple.com` : `${name}${hidden}@example.com`));

/** A value of some type with odd content, to offer each field until its own schema takes one. */
const oddCandidate = fc.oneof(oddText, oddEmail, oddUrl, fc.integer({ min: -2, max: 60 }), fc.boolean(), fc.array(oddText, { maxLength: 3 }));

/**
 * Each field of an object schema filled with the first odd candidate its own schema accepts (left
 * out when none fits): well-typed input with odd content that passes shape checks and goes deep.
 */
export function oddButTyped(shape: Record<string, TParser>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(shape);
  return fc.array(fc.array(oddCandidate, { minLength: 12, maxLength: 12 }), { minLength: keys.length, maxLength: keys.length }).map((candidates) => {
    const filled: Record<string, unknown> = {};
    keys.forEach((key, i) => {
      const fit = candidates[i]!.find((candidate) => !isRefused(shape[key]!, candidate));
      if (fit !== undefined) filled[key] = fit;
    });
    return filled;
  });
}

/** Input for a parser with `keys` (an object schema) or none: junk of any shape, or the expected shape filled with junk. */
export function badInput(keys: readonly string[]): fc.Arbitrary<unknown> {
  return keys.length ? fc.oneof(junk, shapedJunk(keys), shapedJunk(keys)) : junk;
}

/** The value a server reads back from the JSON it was sent (undefined dropped, NaN → null, -0 → 0). */
export function overTheWire(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
}

type TParser = { safeParse: (value: unknown) => { success: boolean } };
type TZodDef = { type: string; shape?: Record<string, TParser>; innerType?: unknown; in?: unknown };
const defOf = (schema: unknown) => (schema as { _zod?: { def: TZodDef } } | undefined)?._zod?.def;

/** The fields of an object schema with their own schemas, seen through defaults, optionals and pipes; {} for anything else. */
export function shapeOf(schema: unknown): Record<string, TParser> {
  let def = defOf(schema);
  while (def && !def.shape) def = defOf(def.innerType ?? def.in);
  return def?.shape ?? {};
}

/** Whether a schema refuses the value (a parser that throws refuses it too). */
export function isRefused(schema: TParser, value: unknown): boolean {
  try {
    return !schema.safeParse(value).success;
  } catch {
    return true;
  }
}

/** Hostile bodies at the transport level: not JSON, truncated, empty, or not text at all. */
export const brokenBody = fc.oneof(
  fc.constantFrom('', '{', '{"a":', '[', 'null', 'undefined', "{'a':1}", '{"a":1,}', 'NaN', '\u0000', '{"0":{"json":', '%7B%7D'),
  oddText,
  hugeText.map((text) => `{"a":"${text}`),
  deepValue.map((value) => JSON.stringify(value).slice(0, -1)),
);

/** Content types a JSON endpoint must not take for JSON. */
export const wrongContentType = fc.constantFrom(
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/jsonx',
  '',
);
