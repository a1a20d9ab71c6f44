import { randomInt } from 'node:crypto';
import { CAPTCHA_LENGTH } from '@portal/contracts';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';

/**
 * svg-captcha's module is itself a function (text, options) => SVG (its README's
 * `svgCaptcha(text, options)`), which its typings leave out.
 */
export const drawText = svgCaptcha as unknown as (
  text: string,
  options: { width: number; height: number; noise: number },
) => string;

/** The picture's size on the page; it is drawn at twice that for sharp edges on phones. */
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;
const SCALE = 2;
/** Share of pixels that get a speck of noise. */
const SPECKLE = 0.06;
/** Characters people confuse, never drawn. */
export const CAPTCHA_IGNORED_CHARS = '0oO1iIlL';
/** What the text is drawn from: svg-captcha's letters and digits, less the confusable ones. */
export const CAPTCHA_CHARS = [...(svgCaptcha.options.charPreset ?? '')]
  .filter((char) => !CAPTCHA_IGNORED_CHARS.includes(char))
  .join('');

const between = (low: number, high: number) =>
  low + (randomInt(0, 1_000_001) / 1_000_000) * (high - low);

/** One glyph's outline in svg-captcha's font, and the middle and height of its drawing. */
interface Glyph {
  outline: string;
  middle: { x: number; y: number };
  height: number;
}

function glyphOf(char: string): Glyph {
  const svg = drawText(char, { width: 80, height: 80, noise: 0 });
  const outline = /<path[^>]* d="([^"]+)"/.exec(svg)?.[1];
  if (!outline) throw new Error('svg-captcha drew no glyph');
  // Its commands are all coordinate pairs (opentype.js's path data: M, L, Q, C and Z).
  const numbers = (outline.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const xs = numbers.filter((_, i) => i % 2 === 0);
  const ys = numbers.filter((_, i) => i % 2 === 1);
  const [left, right, top, bottom] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  return {
    outline,
    middle: { x: (left + right) / 2, y: (top + bottom) / 2 },
    height: bottom - top,
  };
}

/** A dark colour of any hue: readable on the light background, unlike its neighbours. */
const inkColour = () => `hsl(${randomInt(0, 360)}, ${randomInt(45, 75)}%, ${randomInt(22, 38)}%)`;

/**
 * The letters as nobody's template (issue 37): each one turned, slanted, scaled and moved on
 * its own, packed so that neighbours overlap, the whole word bent by a displacement field;
 * strokes of glyph width and colour cross it. A solver that matches the font's glyphs at
 * fixed slots (what svg-captcha's plain layout allowed) reads almost none (the unit test).
 */
function captchaSvg(text: string): string {
  const width = CAPTCHA_WIDTH;
  const height = CAPTCHA_HEIGHT;
  const step = (width - 16) / text.length;
  let x = 8 + step / 2 + between(-4, 4);
  const glyphs = [...text].map((char) => {
    const glyph = glyphOf(char);
    // Letters 22 to 30 px tall, whatever their height in the font (x-height or cap height).
    const scale = between(22, 30) / Math.max(glyph.height, 30);
    const transform = [
      `translate(${x.toFixed(1)} ${(height / 2 + between(-3, 3)).toFixed(1)})`,
      `rotate(${between(-30, 30).toFixed(1)})`,
      `skewX(${between(-18, 18).toFixed(1)})`,
      `scale(${(scale * between(0.85, 1.15)).toFixed(3)} ${scale.toFixed(3)})`,
      `translate(${(-glyph.middle.x).toFixed(1)} ${(-glyph.middle.y).toFixed(1)})`,
    ].join(' ');
    x += step * between(0.8, 0.98);
    return `<path fill="${inkColour()}" transform="${transform}" d="${glyph.outline}"/>`;
  });
  // Strokes as wide as the letters' own, in their colours, across the word.
  const strokes = Array.from({ length: 2 }, () => {
    const y = () => between(height * 0.2, height * 0.8).toFixed(1);
    return `<path d="M${between(0, 20).toFixed(1)} ${y()} C${between(25, 55).toFixed(1)} ${y()},${between(65, 95).toFixed(1)} ${y()},${between(100, width).toFixed(1)} ${y()}" stroke="${inkColour()}" stroke-width="${between(1, 1.4).toFixed(1)}" fill="none"/>`;
  });
  const seed = randomInt(1, 1_000_000);
  const warp = `<filter id="warp" filterUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><feTurbulence type="fractalNoise" baseFrequency="${between(0.025, 0.04).toFixed(3)}" numOctaves="2" seed="${seed}" result="field"/><feDisplacementMap in="SourceGraphic" in2="field" scale="${between(6, 8).toFixed(1)}" xChannelSelector="R" yChannelSelector="G"/></filter>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs>${warp}</defs><rect width="100%" height="100%" fill="#f4f6f8"/>`,
    `<g filter="url(#warp)">${glyphs.join('')}${strokes.join('')}</g>`,
    '</svg>',
  ].join('');
}

/**
 * One captcha as a PNG picture (decisions 028, 072). A raster leaves a reader only pixels
 * (svg-captcha's SVG named every glyph by its path), with specks of noise over everything.
 */
export async function drawCaptcha(): Promise<{ png: Buffer; text: string }> {
  const text = Array.from(
    { length: CAPTCHA_LENGTH },
    () => CAPTCHA_CHARS[randomInt(CAPTCHA_CHARS.length)],
  ).join('');
  const width = CAPTCHA_WIDTH * SCALE;
  const height = CAPTCHA_HEIGHT * SCALE;
  const png = await sharp(Buffer.from(captchaSvg(text)), { density: 72 * SCALE })
    .resize(width, height)
    .composite([{ input: speckles(width, height), raw: { width, height, channels: 4 } }])
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { png, text };
}

/** A transparent layer with random grey specks. */
function speckles(width: number, height: number): Buffer {
  const layer = Buffer.alloc(width * height * 4);
  const count = Math.round(width * height * SPECKLE);
  for (let i = 0; i < count; i += 1) {
    const at = randomInt(width * height) * 4;
    const grey = randomInt(40, 200);
    layer[at] = grey;
    layer[at + 1] = grey;
    layer[at + 2] = grey;
    layer[at + 3] = randomInt(90, 220);
  }
  return layer;
}
