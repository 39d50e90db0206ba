import { isJobUrl } from './rules';

/** The job URL a job page's id names, or null when the id is not one `jobPagePath` (./path) makes (or the URL breaks the URL rule). */
export function jobUrlFromId(id: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,2800}$/.test(id)) return null;
  try {
    const binary = atob(id.replaceAll('-', '+').replaceAll('_', '/'));
    const url = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    // Untrimmed: the id must name the stored URL exactly.
    return url === url.trim() && isJobUrl(url) ? url : null;
  } catch {
    return null;
  }
}
