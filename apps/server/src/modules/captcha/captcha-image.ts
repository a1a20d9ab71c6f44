import { randomInt } from 'node:crypto';
import { CAPTCHA_LENGTH } from '@portal/contracts';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';

/** The picture's size on the page; it is drawn at twice that for sharp edges on phones. */
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;
const SCALE = 2;
/** Share of pixels that get a speck of noise. */
const SPECKLE = 0.06;

/**
 * One captcha as a PNG picture (decision 028). svg-captcha draws every glyph as its own path,
 * and a lookup from path shapes to characters reads an SVG without looking at it; a raster
 * leaves only pixels, with specks of noise over the glyphs and lines.
 */
export async function drawCaptcha(): Promise<{ png: Buffer; text: string }> {
  const captcha = svgCaptcha.create({
    size: CAPTCHA_LENGTH,
    noise: 3,
    // Characters people confuse are left out.
    ignoreChars: '0oO1iIlL',
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    background: '#f4f6f8',
  });
  const width = CAPTCHA_WIDTH * SCALE;
  const height = CAPTCHA_HEIGHT * SCALE;
  const png = await sharp(Buffer.from(captcha.data), { density: 72 * SCALE })
    .resize(width, height)
    .composite([{ input: speckles(width, height), raw: { width, height, channels: 4 } }])
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { png, text: captcha.text };
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
