import fc from 'fast-check';

/**
 * Wire rules written by hand from the product’s documents (docs/product-rules.md, docs/security.md,
 * prisma-free.md), never read from the app's own schemas. From a description this module derives
 * inputs that break exactly one rule, and valid inputs at the edges of every rule, so a rule
 * deleted from a schema shows as a refusal that no longer happens, and a rule made tighter than
 * the documents as a valid input refused.
 *
 * Text is drawn from the Basic Multilingual Plane only: the documents count "characters" without
 * saying whether an emoji is one or two, so no test here depends on that.
 */

/** The rule an input breaks. */
export type TBreak =
  'notAnObject' | 'missing' | 'wrongType' | 'tooShort' | 'tooLong' | 'badFormat' | 'outside' | 'notInteger' | 'belowMin' | 'aboveMax' | 'tooMany' | 'badItem' | 'present';

/** Text; `min`/`max` count characters, after trimming when `trimmed`; `format` is a rule on the whole value. */
export type TTextRule = { kind: 'text'; min?: number; max?: number; trimmed?: boolean; format?: 'email' | 'httpUrl' | 'name' | 'password' };
export type TRule =
  | TTextRule
  | { kind: 'oneOf'; values: readonly string[] }
  | { kind: 'int'; min?: number; max?: number; picks?: readonly number[] }
  | { kind: 'boolean' }
  | { kind: 'list'; maxItems: number; item: TTextRule }
  /** The field must not be sent at all. */
  | { kind: 'absent' };

export type TField = {
  rule: TRule;
  /** Where the product states the rule. */
  cite: string;
  isRequired: boolean;
  isNullable?: boolean;
  /** The refusal's words where the documents quote them, per broken rule. */
  messages?: Partial<Record<TBreak, string>>;
};

/** A procedure's input, field by field; `oneOfFields`: an input names at least one of them. */
export type TWireRules = { fields: Record<string, TField>; oneOfFields?: readonly string[] };

const MISSING = Symbol('missing');
type TValue = unknown;

export const required = (rule: TRule, cite: string, messages?: TField['messages']): TField => ({ rule, cite, isRequired: true, messages });
export const optional = (rule: TRule, cite: string, messages?: TField['messages']): TField => ({ rule, cite, isRequired: false, messages });
export const nullable = (field: TField): TField => ({ ...field, isNullable: true });

// Letters of several alphabets (all \p{L}), then printable text with digits and punctuation.
const LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZáéíóúñüçÁÉÍÓÚÑÜàèöÄßДмитрийЖελληνικάΩ李王'];
const PRINTABLE = [...LETTERS, ...'0123456789.,;:!?¿¡()[]/@#€%&*+=_-\'"<>$~|'];
/** Characters that are not letters, spaces or hyphens (docs/product-rules.md §5 name), each one UTF-16 unit. */
const NOT_IN_NAMES = [...'0123456789!@#$%^&*()_+=.,;:?/\\\'"<>[]{}|~`€¿'];
const PADDING = ['', ' ', '  ', '\t', '\n ', ' \n'];

const piece = (pool: readonly string[]) => fc.string({ unit: fc.constantFrom(...pool), minLength: 1, maxLength: 12 });

/** Text of exactly `length` characters from `pool`, repeating a random piece (100,000 characters stay cheap). */
function textOf(length: number, pool: readonly string[]): fc.Arbitrary<string> {
  if (length <= 0) return fc.constant('');
  return piece(pool).map((p) => p.repeat(Math.ceil(length / p.length)).slice(0, length));
}

/** A docs/product-rules.md §5 name of exactly `length` characters: letters and hyphens, with single inner spaces, never at its ends. */
function nameOf(length: number): fc.Arbitrary<string> {
  return fc.tuple(textOf(length, [...LETTERS, ...LETTERS, '-']), fc.array(fc.nat(), { maxLength: 2 })).map(([letters, cuts]) => {
    const chars = [...letters];
    for (const cut of cuts) {
      const at = 1 + (cut % Math.max(1, length - 2));
      if (at < length - 1 && chars[at - 1] !== ' ' && chars[at + 1] !== ' ') chars[at] = ' ';
    }
    return chars.join('');
  });
}

const withPadding = (rule: TTextRule, text: fc.Arbitrary<string>) =>
  rule.trimmed ? fc.tuple(fc.constantFrom(...PADDING), text, fc.constantFrom(...PADDING)).map(([a, t, b]) => a + t + b) : text;

const word = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), minLength: min, maxLength: max });
const emailParts = fc.record({
  local: fc.tuple(word(1, 10), fc.constantFrom('', '.x', '+jobs', '_1', '-q')).map(([w, s]) => w + s),
  domain: word(1, 12),
  tld: fc.constantFrom('co', 'com', 'es', 'io', 'c', 'example'),
  isUpper: fc.boolean(),
});

/** docs/product-rules.md §5 email format: something, an @, something, a dot, something, no spaces. */
const validEmail = emailParts.map(({ local, domain, tld, isUpper }) => {
  const email = `${local}@${domain}.${tld}`;
  return isUpper ? email.toUpperCase() : email;
});

/** An address with exactly one part of the docs/product-rules.md §5 format missing, or a space inside. */
const badEmail = fc.tuple(emailParts, fc.nat()).map(([{ local, domain, tld }, pick]) => {
  const broken = [
    `${local}${domain}.${tld}`, // no @
    `${local}@${domain}`, // no dot after the @
    `@${domain}.${tld}`, // nothing before the @
    `${local}@.${tld}`, // nothing between the @ and the dot
    `${local}@${domain}.`, // nothing after the dot
    `${local} x@${domain}.${tld}`, // a space in the name
    `${local}@${domain} x.${tld}`, // a space in the domain
  ];
  return broken[pick % broken.length]!;
});

const host = fc.tuple(word(1, 10), fc.constantFrom('example', 'jobs.example', 'empleos.es', 'com')).map(([w, d]) => `${w}.${d}`);
const urlPath = fc.array(word(1, 8), { maxLength: 3 }).map((parts) => parts.join('/'));

/** An absolute http(s) address with a host (security.md, docs/product-rules.md §4.11 "Add a job"). */
const validUrl = fc.tuple(fc.constantFrom('http', 'https', 'HTTPS'), host, urlPath, fc.constantFrom('', '?ref=1', '#top')).map(([s, h, p, q]) => `${s}://${h}/${p}${q}`);

/** A link that is not http(s): another scheme, a relative path, no scheme, no host. */
const badUrl = fc
  .tuple(fc.constantFrom('ftp://', 'javascript:', 'data:text/html,', 'file:///', 'mailto:', 'ws://', '/', '', 'https://'), host, urlPath)
  .map(([scheme, h, p]) => (scheme === 'https://' ? scheme : scheme === '/' ? `/${p}` : `${scheme}${h}/${p}`));

/**
 * Passwords the rule takes (docs/security.md: 12 characters or more, any characters, not a common
 * one), the shortest among them exactly 12 characters long.
 */
const STRONG_PASSWORDS = ['doce letras!', 'zorro azul 7', 'Wire-Rules#2026', 'Päss-Wörd 2026 ok', 'tres palabras sueltas al sol'];

function validText(rule: TTextRule): fc.Arbitrary<string> {
  if (rule.format === 'password') return fc.constantFrom(...STRONG_PASSWORDS);
  if (rule.format === 'email') return withPadding(rule, validEmail);
  if (rule.format === 'httpUrl') return withPadding(rule, validUrl);
  const min = rule.min ?? 0;
  const max = rule.max ?? Math.max(min, 40);
  const length = fc.oneof(fc.constant(min), fc.constant(max), fc.integer({ min, max }));
  return withPadding(
    rule,
    length.chain((n) => (rule.format === 'name' ? nameOf(n) : textOf(n, PRINTABLE))),
  );
}

const scalarsBut = (kind: 'string' | 'number' | 'boolean' | 'array', isNullOk: boolean) =>
  fc.constantFrom<TValue>(
    ...[
      ...(kind === 'string' ? [] : ['7', 'true', 'x']),
      ...(kind === 'number' ? [] : [7, 0, -1]),
      ...(kind === 'boolean' ? [] : [true, false]),
      ...(kind === 'array' ? [] : [[], ['x']]),
      { value: 'x' },
      ...(isNullOk ? [] : [null]),
    ],
  );

/** Values of a field that break exactly one of its rules, by rule. */
export function breaksOf(field: TField): Array<[TBreak, fc.Arbitrary<TValue>]> {
  const { rule } = field;
  const breaks: Array<[TBreak, fc.Arbitrary<TValue>]> = field.isRequired ? [['missing', fc.constant(MISSING)]] : [];
  // null is a wrong type only where the documents make the field required and say nothing of null.
  const isNullOk = !!field.isNullable || !field.isRequired;
  switch (rule.kind) {
    case 'text': {
      breaks.push(['wrongType', scalarsBut('string', isNullOk)]);
      const pool = rule.format === 'name' ? LETTERS : PRINTABLE;
      if ((rule.min ?? 0) > 0) breaks.push(['tooShort', withPadding(rule, textOf(rule.min! - 1, pool))]);
      if (rule.max !== undefined) breaks.push(['tooLong', withPadding(rule, rule.format === 'name' ? nameOf(rule.max + 1) : textOf(rule.max + 1, pool))]);
      if (rule.format === 'email') breaks.push(['badFormat', badEmail]);
      if (rule.format === 'httpUrl') breaks.push(['badFormat', badUrl]);
      if (rule.format === 'name') {
        const length = fc.integer({ min: Math.max(rule.min ?? 1, 1), max: rule.max ?? 15 });
        const spoilt = fc.tuple(length.chain(nameOf), fc.nat(), fc.constantFrom(...NOT_IN_NAMES)).map(([name, at, bad]) => {
          const chars = [...name];
          chars[at % chars.length] = bad;
          return chars.join('');
        });
        breaks.push(['badFormat', withPadding(rule, spoilt)]);
      }
      return breaks;
    }
    case 'oneOf': {
      const outside = fc.oneof(
        fc.constantFrom(...rule.values).chain((v) => fc.constantFrom(v.toLowerCase() === v ? v.toUpperCase() : v.toLowerCase(), ` ${v}`, `${v} `, `${v}S`, '')),
        fc.string({ maxLength: 12 }).filter((s) => !rule.values.includes(s)),
      );
      return [...breaks, ['wrongType', scalarsBut('string', isNullOk)], ['outside', outside]];
    }
    case 'int': {
      const some = rule.picks?.[0] ?? rule.min ?? 1;
      breaks.push(['wrongType', fc.constantFrom<TValue>(String(some), `${some}`.padStart(3, ' '), true, [some], { value: some }, ...(isNullOk ? [] : [null]))]);
      breaks.push(['notInteger', fc.constantFrom(some + 0.5, some - 0.25)]);
      if (rule.min !== undefined) breaks.push(['belowMin', fc.integer({ min: rule.min - 1_000, max: rule.min - 1 })]);
      if (rule.max !== undefined) breaks.push(['aboveMax', fc.integer({ min: rule.max + 1, max: rule.max + 1_000_000 })]);
      return breaks;
    }
    case 'boolean':
      return [...breaks, ['wrongType', scalarsBut('boolean', isNullOk)]];
    case 'list': {
      const items = fc.uniqueArray(validText(rule.item), { minLength: 0, maxLength: 4 });
      const badItem = fc.tuple(items, fc.constantFrom(...breaksOf(required(rule.item, '')).filter(([b]) => b !== 'missing')), fc.nat()).chain(([list, [, bad], at]) =>
        bad.map((value) => {
          const copy: TValue[] = [...list];
          copy.splice(at % (list.length + 1), 0, value);
          return copy;
        }),
      );
      const tooMany = fc.uniqueArray(validText(rule.item), { minLength: rule.maxItems + 1, maxLength: rule.maxItems + 1 });
      return [...breaks, ['wrongType', scalarsBut('array', isNullOk)], ['tooMany', tooMany], ['badItem', badItem]];
    }
    case 'absent':
      return [['present', textOf(1, PRINTABLE).chain((c) => fc.constantFrom(c, `${c}Passw0rd!`))]];
  }
}

/** Valid values of a field (an optional one may be left out, a nullable one null). */
export function validOf(field: TField): fc.Arbitrary<TValue> {
  const { rule } = field;
  let value: fc.Arbitrary<TValue>;
  switch (rule.kind) {
    case 'text':
      value = validText(rule);
      break;
    case 'oneOf':
      value = fc.constantFrom(...rule.values);
      break;
    case 'int':
      value = rule.picks ? fc.constantFrom(...rule.picks) : fc.integer({ min: rule.min ?? -1_000, max: rule.max ?? (rule.min ?? 0) + 1_000 });
      break;
    case 'boolean':
      value = fc.boolean();
      break;
    case 'list':
      value = fc.oneof(fc.uniqueArray(validText(rule.item), { maxLength: 5 }), fc.uniqueArray(validText(rule.item), { minLength: rule.maxItems, maxLength: rule.maxItems }));
      break;
    case 'absent':
      return fc.constant(MISSING);
  }
  if (field.isNullable) value = fc.oneof(value, fc.constant(null));
  return field.isRequired ? value : fc.oneof(value, fc.constant(MISSING));
}

/** The input without the fields marked missing. */
function assemble(values: Record<string, TValue>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== MISSING));
}

/** Valid values at each edge of a field's rules, by name: shortest, longest, each listed value, left out, null. */
export function edgesOf(field: TField): Array<[string, fc.Arbitrary<TValue>]> {
  const { rule } = field;
  const edges: Array<[string, fc.Arbitrary<TValue>]> = [];
  switch (rule.kind) {
    case 'text':
      if (rule.format === 'email' || rule.format === 'httpUrl' || rule.format === 'password') edges.push(['well-formed', validText(rule)]);
      else {
        const pool = rule.format === 'name' ? nameOf : (n: number) => textOf(n, PRINTABLE);
        edges.push([`${rule.min ?? 0} characters`, withPadding(rule, pool(rule.min ?? 0))]);
        if (rule.max !== undefined) edges.push([`${rule.max} characters`, withPadding(rule, pool(rule.max))]);
      }
      break;
    case 'oneOf':
      edges.push(...rule.values.map((value): [string, fc.Arbitrary<TValue>] => [value, fc.constant(value)]));
      break;
    case 'int':
      for (const n of [rule.min, rule.max, ...(rule.picks ?? [])]) if (n !== undefined) edges.push([String(n), fc.constant(n)]);
      break;
    case 'boolean':
      edges.push(['true', fc.constant(true)], ['false', fc.constant(false)]);
      break;
    case 'list': {
      const item = rule.item;
      const full = { ...item, min: item.max ?? item.min };
      edges.push(['empty', fc.constant([])]);
      edges.push([
        `${rule.maxItems} entries of ${item.min ?? 0} characters`,
        fc.uniqueArray(textOf(item.min ?? 1, PRINTABLE), { minLength: rule.maxItems, maxLength: rule.maxItems }),
      ]);
      edges.push([`${rule.maxItems} entries of ${item.max} characters`, fc.uniqueArray(validText(full), { minLength: rule.maxItems, maxLength: rule.maxItems })]);
      break;
    }
    case 'absent':
      break;
  }
  if (!field.isRequired) edges.push(['left out', fc.constant(MISSING)]);
  if (field.isNullable) edges.push(['null', fc.constant(null)]);
  return edges;
}

/**
 * A valid input: every field valid (`pinned` ones fixed, e.g. a stored application's job_url;
 * `fixed` ones drawn from their own arbitrary). An input that must name one of `oneOfFields` and
 * does not gets one, never one of the fixed fields.
 */
function inputWith(rules: TWireRules, pinned: Record<string, unknown>, fixed: Record<string, fc.Arbitrary<TValue>>): fc.Arbitrary<Record<string, TValue>> {
  const record = Object.fromEntries(Object.entries(rules.fields).map(([name, field]) => [name, fixed[name] ?? (name in pinned ? fc.constant(pinned[name]) : validOf(field))]));
  return fc.record(record).chain((values) => {
    const choices = rules.oneOfFields?.filter((name) => !(name in fixed)) ?? [];
    if (!rules.oneOfFields || rules.oneOfFields.some((name) => values[name] !== MISSING) || !choices.length) return fc.constant(values);
    return fc.constantFrom(...choices).chain((name) => validOf(required(rules.fields[name]!.rule, '')).map((value) => ({ ...values, [name]: value })));
  });
}

export const validInput = (rules: TWireRules, pinned: Record<string, unknown> = {}) => inputWith(rules, pinned, {}).map(assemble);

/** Valid inputs with `field` at `edge` (see edgesOf), for every edge of every field. */
export function edgeInputs(rules: TWireRules, pinned: Record<string, unknown> = {}): Array<{ name: string; inputs: fc.Arbitrary<Record<string, unknown>> }> {
  return Object.entries(rules.fields).flatMap(([field, spec]) =>
    field in pinned ? [] : edgesOf(spec).map(([edge, value]) => ({ name: `${field}: ${edge}`, inputs: inputWith(rules, pinned, { [field]: value }).map(assemble) })),
  );
}

/** One input that breaks `broken` of `field` and nothing else, with what the documents say about it. */
export type TBrokenInput = { input: unknown; field: string; broken: TBreak; cite: string; message: string | undefined };

/** Every (field, rule) pair a description can break, for one test each. */
export function ruleBreaks(rules: TWireRules): Array<{ field: string; broken: TBreak; cite: string }> {
  const pairs = Object.entries(rules.fields).flatMap(([field, spec]) => breaksOf(spec).map(([broken]) => ({ field, broken, cite: spec.cite })));
  return [{ field: '(input)', broken: 'notAnObject', cite: 'every procedure takes an object' }, ...pairs];
}

/** Inputs that break exactly `broken` of `field`: every other field valid. */
export function brokenInputs(rules: TWireRules, field: string, broken: TBreak, pinned: Record<string, unknown> = {}): fc.Arbitrary<TBrokenInput> {
  if (broken === 'notAnObject') {
    return fc.constantFrom<unknown>('x', 7, true, null, [], [{}]).map((input) => ({ input, field, broken, cite: 'every procedure takes an object', message: undefined }));
  }
  const spec = rules.fields[field]!;
  const bad = breaksOf(spec).find(([kind]) => kind === broken)![1];
  return inputWith(rules, pinned, { [field]: bad }).map((input) => ({
    input: assemble(input),
    field,
    broken,
    cite: spec.cite,
    message: spec.messages?.[broken],
  }));
}

/** Short text for a failure message. */
export const preview = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 160 ? `${text.slice(0, 150)}… (${text.length} chars)` : text;
};
