/**
 * Draws the web app manifest's PNG icons from public/icons/icon.svg (run again after changing the SVG):
 *   node shell/build/make-icons.mjs
 * sharp is the server's dependency (the shell's build does not need it: the PNGs are committed).
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const shellDir = path.resolve(import.meta.dirname, '..');
const sharp = createRequire(path.join(shellDir, '..', 'server', 'package.json'))('sharp');
const icons = path.join(shellDir, 'public', 'icons');
const svg = path.join(icons, 'icon.svg');

for (const size of [192, 512]) await sharp(svg, { density: 300 }).resize(size, size).png().toFile(path.join(icons, `icon-${size}.png`));
await sharp(svg, { density: 300 }).resize(180, 180).flatten({ background: '#171717' }).png().toFile(path.join(icons, 'apple-touch-icon.png'));
// Maskable: the drawing at 80 % on a full-bleed background, so any mask shape keeps it whole.
const inner = await sharp(svg, { density: 300 }).resize(410, 410).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#171717' } })
  .composite([{ input: inner, gravity: 'center' }])
  .png()
  .toFile(path.join(icons, 'maskable-512.png'));
console.log(`icons written to ${icons}`);
