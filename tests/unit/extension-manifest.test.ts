import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipExtension } from '~/server/extension-package';

const EXTENSION = join(process.cwd(), 'extension');
const manifest = JSON.parse(readFileSync(join(EXTENSION, 'manifest.json'), 'utf8')) as {
  icons: Record<string, string>;
  action: { default_icon: Record<string, string> };
};

/** Width and height from a PNG's header (IHDR), or null when the file is not a PNG. */
function pngSize(path: string): { width: number; height: number } | null {
  const bytes = readFileSync(path);
  if (bytes.subarray(1, 4).toString('ascii') !== 'PNG' || bytes.subarray(12, 16).toString('ascii') !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the browser extension’s icons (the stores refuse an extension without them)', () => {
  it('declares the toolbar, extensions-page and store sizes, each a PNG of its size', () => {
    expect(Object.keys(manifest.icons).map(Number)).toEqual([16, 32, 48, 128]);
    for (const icons of [manifest.icons, manifest.action.default_icon]) {
      for (const [size, file] of Object.entries(icons)) expect(pngSize(join(EXTENSION, file)), file).toEqual({ width: Number(size), height: Number(size) });
    }
  });
});

describe('the extension as people download it (/api/extension/download)', () => {
  it('is one zip with every file of the folder at its root, byte for byte, without the notes for developers, the same bytes each time', async () => {
    const zipped = await zipExtension(EXTENSION);
    const files = unzipSync(zipped);
    const onDisk = readdirSync(EXTENSION, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.md'))
      .map((entry) => relative(EXTENSION, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .sort();
    expect(Object.keys(files).sort()).toEqual(onDisk);
    expect(onDisk).toEqual(expect.arrayContaining(['manifest.json', 'popup.html', 'options.html', '_locales/es/messages.json', 'icons/icon-128.png']));
    expect(Object.keys(files)).not.toContain('README.md');
    for (const path of onDisk) expect(Buffer.from(files[path]!).equals(readFileSync(join(EXTENSION, path))), path).toBe(true);
    expect(Buffer.from(await zipExtension(EXTENSION)).equals(Buffer.from(zipped))).toBe(true);
  });
});
