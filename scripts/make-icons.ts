/**
 * Draws Rumbo's icon (a white compass needle on a brand-orange disc) and writes the App Router
 * icon files: src/app/favicon.ico (16, 32 and 48 px), src/app/icon.svg and src/app/apple-icon.png
 * (180 px), and the browser extension's icons (extension/icons/icon-16.png … icon-128.png, the
 * sizes Chromium's and Firefox's stores ask for). Run with `npx tsx scripts/make-icons.ts` after changing the drawing; the files are
 * committed, so a build needs nothing of this.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

/** The extension's icon sizes: toolbar (16, 32), extensions page (48) and store (128). */
const EXTENSION_ICON_SIZES = [16, 32, 48, 128];

const ORANGE = [0xb8, 0x5a, 0x06]; // orange.7: white on it stays above 4.5:1
const WHITE = [0xff, 0xff, 0xff];

/** The needle in unit coordinates (0..1): a diamond pointing up-right, like a heading. */
const NEEDLE: [number, number][] = [
  [0.74, 0.26],
  [0.6, 0.6],
  [0.26, 0.74],
  [0.4, 0.4],
];

function inside(x: number, y: number, polygon: [number, number][]): boolean {
  let isIn = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) isIn = !isIn;
  }
  return isIn;
}

/** RGBA pixels of the icon at `size` px, 4×4 supersampled for smooth edges. */
function draw(size: number, isRound: boolean): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let disc = 0;
      let needle = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          const onDisc = !isRound || (x - 0.5) ** 2 + (y - 0.5) ** 2 <= 0.25;
          if (onDisc) disc++;
          if (onDisc && inside(x, y, NEEDLE)) needle++;
        }
      }
      const total = samples * samples;
      const alpha = disc / total;
      const white = disc ? needle / disc : 0;
      const offset = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) pixels[offset + c] = Math.round(ORANGE[c]! * (1 - white) + WHITE[c]! * white);
      pixels[offset + 3] = Math.round(alpha * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function png(size: number, isRound: boolean): Buffer {
  const pixels = draw(size, isRound);
  const rows = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** An ICO holding PNG images (every current browser reads them). */
function ico(sizes: number[]): Buffer {
  const images = sizes.map((size) => png(size, true));
  const head = Buffer.alloc(6 + 16 * images.length);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(images.length, 4);
  let offset = head.length;
  images.forEach((image, i) => {
    const entry = 6 + 16 * i;
    head[entry] = sizes[i]! % 256;
    head[entry + 1] = sizes[i]! % 256;
    head.writeUInt16LE(1, entry + 4);
    head.writeUInt16LE(32, entry + 6);
    head.writeUInt32LE(image.length, entry + 8);
    head.writeUInt32LE(offset, entry + 12);
    offset += image.length;
  });
  return Buffer.concat([head, ...images]);
}

const points = NEEDLE.map(([x, y]) => `${x * 64},${y * 64}`).join(' ');
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#b85a06"/><polygon points="${points}" fill="#fff"/></svg>\n`;

writeFileSync('src/app/favicon.ico', ico([16, 32, 48]));
writeFileSync('src/app/icon.svg', svg);
// Apple draws its own rounded corners: a full square.
writeFileSync('src/app/apple-icon.png', png(180, false));
mkdirSync('extension/icons', { recursive: true });
for (const size of EXTENSION_ICON_SIZES) writeFileSync(`extension/icons/icon-${size}.png`, png(size, true));
console.log('Wrote src/app/favicon.ico, src/app/icon.svg, src/app/apple-icon.png and extension/icons/');
