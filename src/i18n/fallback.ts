/** docs/product-rules.md §5: a missing key shows the key itself (its full dot path). */
export function messageFallback({ namespace, key }: { namespace?: string; key: string }): string {
  return namespace ? `${namespace}.${key}` : key;
}
