import { gradientPng, type Rgb } from './gradient-picture.js';

/** Characters a line holds in three quarters of the width (a bold glyph is about 0.62 em). */
const lineLength = (width: number, size: number) =>
  Math.max(8, Math.floor((width * 0.75) / (size * 0.62)));

/** The title in lines of at most `max` characters, broken between words. */
export function titleLines(title: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of title.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A banner picture with its title drawn into it (issue 36): the gradient, then the title in
 * white bold lines on a dark translucent band, left-aligned, so the
 * landing page's banner says what it is, as a real one would. SVG text drawn by sharp
 * (librsvg, the system's sans-serif font).
 */
export async function titledBannerPng(
  width: number,
  height: number,
  from: Rgb,
  to: Rgb,
  title: string,
): Promise<Buffer> {
  const size = Math.round(height / 9);
  const lines = titleLines(title, lineLength(width, size));
  const step = Math.round(size * 1.25);
  const top = Math.round(height / 2 - ((lines.length - 1) * step) / 2 + size / 3);
  const left = Math.round(width / 16);
  // A dark band behind the lines keeps white text readable on the palest gradient.
  const band = `<rect x="${left - size / 2}" y="${top - size * 1.2}" width="${Math.round(Math.max(...lines.map((l) => l.length)) * size * 0.62 + size)}" height="${lines.length * step + size * 0.6}" rx="${size / 3}" fill="#000" fill-opacity="0.28"/>`;
  const text = lines
    .map((line, index) => `<tspan x="${left}" y="${top + index * step}">${escapeXml(line)}</tspan>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    ${band}
    <text font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${size}" fill="#000" fill-opacity="0.35" transform="translate(3 3)">${text}</text>
    <text font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${text}</text>
  </svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(await gradientPng(width, height, from, to))
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .png()
    .toBuffer();
}
