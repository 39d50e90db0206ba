import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

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
