import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { zipSync } from 'fflate';

/** The extension's folder in the project (docs/operations.md, "Save from other sites"). */
export const EXTENSION_DIR = join(process.cwd(), 'extension');
/** One date for every entry, so the same folder always gives the same bytes (and the same ETag). */
const ENTRY_TIME = new Date('2026-01-01T00:00:00Z');

/**
 * The browser extension as one zip, its files at the root: what a person unzips and loads in a
 * Chromium browser ("Load unpacked"), or gives Firefox as is ("Load Temporary Add-on"), and what
 * goes to the stores. The folder's notes for developers (`*.md`) stay out.
 */
export async function zipExtension(directory = EXTENSION_DIR): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  // Read at run time from the project's extension/ (the image copies it, Dockerfile): left out of
  // the build's file tracing, which a path it cannot resolve would widen to the whole project.
  const entries = await readdir(/* turbopackIgnore: true */ directory, { recursive: true, withFileTypes: true });
  for (const entry of entries.sort((a, b) => join(a.parentPath, a.name).localeCompare(join(b.parentPath, b.name)))) {
    if (!entry.isFile() || entry.name.endsWith('.md')) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(directory, path).split(sep).join('/')] = await readFile(path);
  }
  return zipSync(files, { level: 9, mtime: ENTRY_TIME });
}
