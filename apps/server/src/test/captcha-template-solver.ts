import sharp from 'sharp';
import {
  CAPTCHA_CHARS,
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  drawText,
} from '../modules/captcha/captcha-image.js';

/**
 * The attack of issue 37's review, kept to test the picture against: svg-captcha draws each
 * character of its one font at a fixed size, centred on a fixed slot (x = spacing * (i + 1)).
 * The solver renders every character of the font the same way, then for each slot slides
 * every glyph a little around it and keeps the one whose ink overlaps the picture's ink best.
 */

interface Mask {
  width: number;
  height: number;
  ink: Uint8Array;
}

interface Template extends Mask {
  char: string;
  /** The glyph's middle in the picture svg-captcha would draw it in, on slot 0's centre. */
  offsetX: number;
  offsetY: number;
  count: number;
}

/** Ink: pixels far from the picture's most common colour, after a median removes specks. */
async function inkOf(picture: Buffer): Promise<Mask> {
  const { data, info } = await sharp(picture)
    .resize(CAPTCHA_WIDTH, CAPTCHA_HEIGHT)
    .flatten({ background: '#ffffff' })
    .median(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  const tally = new Map<number, number>();
  for (let p = 0; p < pixels; p += 1) {
    const key = ((data[p * 3] ?? 0) << 16) | ((data[p * 3 + 1] ?? 0) << 8) | (data[p * 3 + 2] ?? 0);
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  const background = [...tally].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0xffffff;
  const [br, bg, bb] = [(background >> 16) & 255, (background >> 8) & 255, background & 255];
  const ink = new Uint8Array(pixels);
  for (let p = 0; p < pixels; p += 1) {
    const distance =
      Math.abs((data[p * 3] ?? 0) - br) +
      Math.abs((data[p * 3 + 1] ?? 0) - bg) +
      Math.abs((data[p * 3 + 2] ?? 0) - bb);
    ink[p] = distance > 120 ? 1 : 0;
  }
  return { width: info.width, height: info.height, ink };
}

/** Every character of the set as svg-captcha draws it alone, cropped to its ink. */
async function learnTemplates(): Promise<Template[]> {
  const templates: Template[] = [];
  for (const char of CAPTCHA_CHARS) {
    const svg = drawText(char, { width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, noise: 0 });
    const mask = await inkOf(await sharp(Buffer.from(svg)).png().toBuffer());
    let [left, right, top, bottom] = [mask.width, -1, mask.height, -1];
    for (let y = 0; y < mask.height; y += 1)
      for (let x = 0; x < mask.width; x += 1)
        if (mask.ink[y * mask.width + x]) {
          [left, right] = [Math.min(left, x), Math.max(right, x)];
          [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
        }
    if (right < 0) continue;
    const width = right - left + 1;
    const height = bottom - top + 1;
    const ink = new Uint8Array(width * height);
    let count = 0;
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const on = mask.ink[(y + top) * mask.width + x + left] ?? 0;
        ink[y * width + x] = on;
        count += on;
      }
    // svg-captcha centres one character on (width - 2) / 2.
    const slot = (CAPTCHA_WIDTH - 2) / 2;
    templates.push({ char, width, height, ink, count, offsetX: left - slot, offsetY: top });
  }
  return templates;
}

const REACH = 8;
const SHIFT_COST = 0.01;

/**
 * Dice overlap of a template placed at (x, y) with the picture's ink in its box grown by
 * REACH rows up and down (ink just above or below a short glyph counts against it: an "n"
 * inside an "h").
 */
function overlap(picture: Mask, template: Template, x: number, y: number): number {
  let both = 0;
  let under = 0;
  for (let px = Math.max(0, x); px < Math.min(picture.width, x + template.width); px += 1) {
    for (
      let py = Math.max(0, y - REACH);
      py < Math.min(picture.height, y + template.height + REACH);
      py += 1
    ) {
      const ink = picture.ink[py * picture.width + px] ?? 0;
      if (!ink) continue;
      under += 1;
      const ty = py - y;
      if (ty >= 0 && ty < template.height && template.ink[ty * template.width + px - x]) both += 1;
    }
  }
  return (2 * both) / (template.count + under || 1);
}

/** A solver with its templates learnt once; `read` answers its guess of a picture's text. */
export async function templateSolver(length: number) {
  const templates = await learnTemplates();
  const spacing = (CAPTCHA_WIDTH - 2) / (length + 1);
  return {
    async read(picture: Buffer): Promise<string> {
      const mask = await inkOf(picture);
      let text = '';
      for (let slot = 0; slot < length; slot += 1) {
        let best = { char: '?', score: -1 };
        for (const template of templates) {
          const baseX = Math.round(spacing * (slot + 1) + template.offsetX);
          for (let dx = -8; dx <= 8; dx += 1)
            for (let dy = -4; dy <= 4; dy += 1) {
              // Nearer its slot is likelier: a short glyph does not slide into a tall one.
              const score =
                overlap(mask, template, baseX + dx, template.offsetY + dy) -
                SHIFT_COST * (Math.abs(dx) + Math.abs(dy));
              if (score > best.score) best = { char: template.char, score };
            }
        }
        text += best.char;
      }
      return text;
    },
  };
}
