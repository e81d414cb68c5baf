// Draws the installed app's icons from the logo (packages/web/public/logo.svg) into committed PNGs in
// packages/web/public/icons. Run it again when the logo changes: `node scripts/make-app-icons.mjs`.
// PNGs, not the SVG, because Android and iOS home screens take only bitmap icons from a manifest.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'packages/web/public');
const logo = readFileSync(join(publicDir, 'logo.svg'));
const outDir = join(publicDir, 'icons');

/** The logo's own green: a maskable icon fills its whole square, so the circle's colour runs to the edge. */
const background = '#2f6b3b';

/** The logo drawn at `logoSize` pixels in the middle of a `size` square (transparent, or filled). */
const draw = async ({ size, logoSize = size, fill }) => {
  // Rasterised at the density that makes its 64-unit view box exactly logoSize pixels: sharp, not a
  // bitmap resize, draws the edges.
  const mark = await sharp(logo, { density: (72 * logoSize) / 64 })
    .resize(logoSize, logoSize)
    .png()
    .toBuffer();
  return sharp({
    create: { width: size, height: size, channels: 4, background: fill ?? { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: mark, gravity: 'centre' }])
    .png({ compressionLevel: 9 });
};

// A maskable icon may be cut to any shape inside its centre circle of 80 % of the width; the logo's
// circle (30 of 32 units) at 80 % of the square fits inside it.
const safe = (size) => Math.round(size * 0.8);

const icons = [
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  { file: 'icon-maskable-512.png', size: 512, logoSize: safe(512), fill: background },
  // iOS paints a transparent corner black and rounds the square itself: a filled square, like the maskable one.
  { file: 'apple-touch-icon-180.png', size: 180, logoSize: safe(180), fill: background },
];

mkdirSync(outDir, { recursive: true });
for (const { file, ...options } of icons) {
  await (await draw(options)).toFile(join(outDir, file));
  console.log(`packages/web/public/icons/${file}`);
}
