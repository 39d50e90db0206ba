import './zod-setup';
import { z } from 'zod';

/** Message catalogue tree as stored in messages/*.json. */
export type TMessages = { [key: string]: string | TMessages };
export const ZMessages: z.ZodType<TMessages> = z.record(z.string(), z.union([z.string(), z.lazy(() => ZMessages)]));

/**
 * Catalogues use {{param}} placeholders (docs/product-rules.md §5); the ICU engine wants {param}.
 * Converts every string of the tree; literal single braces are left to ICU.
 */
export function toIcuMessages(messages: TMessages): TMessages {
  const out: TMessages = {};
  for (const [key, value] of Object.entries(messages)) {
    out[key] = typeof value === 'string' ? value.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, '{$1}') : toIcuMessages(value);
  }
  return out;
}

/** Every dot path of a catalogue, for parity checks. */
export function messageKeys(messages: TMessages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : messageKeys(value, `${prefix}${key}.`)));
}
