/**
 * A job's page address inside Rumbo: its URL (the one key a job has, docs/product-rules.md §3) in base64url, so
 * any posting address fits in one path segment, and the page can be shared and reloaded.
 */
export function jobPagePath(jobUrl: string): string {
  const bytes = new TextEncoder().encode(jobUrl);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `/jobs/${btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')}`;
}
