import { gzipSync } from 'node:zlib';

export type TPageWeight = { jsKb: number; cssKb: number; scripts: number };

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * First-load weight of a page as a browser gets it: every script the served HTML loads and every
 * stylesheet it links (render-blocking), each fetched and gzipped at level 9 (what a CDN serves).
 * The build no longer prints this, so it is read off the page itself.
 */
export async function pageWeight(url: string, cookie = ''): Promise<TPageWeight> {
  const response = await fetch(url, { headers: { cookie }, redirect: 'manual' });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const html = await response.text();
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attribute(tag, 'src');
    // Polyfills marked nomodule are skipped by every browser that runs modules.
    if (src && !/\snomodule\b/i.test(tag)) scripts.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = attribute(tag, 'href');
    const rel = attribute(tag, 'rel');
    if (!href) continue;
    if (rel === 'stylesheet') styles.add(href);
    // Next preloads its route chunks: they run at first load like the script tags.
    if ((rel === 'preload' || rel === 'modulepreload') && attribute(tag, 'as') === 'script') scripts.add(href);
  }
  const gzipped = async (path: string) => gzipSync(Buffer.from(await (await fetch(new URL(path, url))).arrayBuffer()), { level: 9 }).length;
  const sum = async (paths: Set<string>) => (await Promise.all([...paths].map(gzipped))).reduce((a, b) => a + b, 0) / 1024;
  const [jsKb, cssKb] = await Promise.all([sum(scripts), sum(styles)]);
  return { jsKb, cssKb, scripts: scripts.size };
}
