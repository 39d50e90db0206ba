import compile from 'icu-minify/compile';
import type { AbstractIntlMessages } from 'next-intl';
import { toIcuMessages, type TMessages } from '~/domain/messages';

/**
 * A catalogue as the app formats it: {{param}} placeholders made ICU, then every message compiled
 * ahead of time. next.config.mjs points `use-intl/format-message` at its format-only variant, so
 * no browser downloads an ICU parser and no render parses a message.
 */
export function compileMessages(messages: TMessages): AbstractIntlMessages {
  const compileTree = (tree: TMessages): AbstractIntlMessages =>
    Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? plain(compile(value)) : compileTree(value)])) as AbstractIntlMessages;
  return compileTree(toIcuMessages(messages));
}

/**
 * A compiled message as plain data: the compiler writes a plural's or a select's branches into
 * objects without a prototype, which React refuses to pass from a server component to the
 * browser's provider. The same data, with ordinary objects.
 */
function plain<T>(compiled: T): T {
  if (Array.isArray(compiled)) return compiled.map(plain) as T;
  if (compiled && typeof compiled === 'object') return Object.fromEntries(Object.entries(compiled).map(([key, value]) => [key, plain(value)])) as T;
  return compiled;
}
