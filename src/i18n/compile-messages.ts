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
    Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? compile(value) : compileTree(value)])) as AbstractIntlMessages;
  return compileTree(toIcuMessages(messages));
}
