import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gradientPng } from './gradient-picture.js';
import { titleLines, titledBannerPng } from './titled-picture.js';

/** How many pixels are nearly white: the title's (the gradients drawn here have none). */
async function whitePixels(png: Buffer): Promise<number> {
  const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let at = 0; at < data.length; at += 3)
    if ((data[at] ?? 0) > 240 && (data[at + 1] ?? 0) > 240 && (data[at + 2] ?? 0) > 240) count += 1;
  return count;
}

describe('titleLines', () => {
  it('breaks the title between words, each line within the length', () => {
    expect(titleLines('Earn up to $26/hr teaching English online', 16)).toEqual([
      'Earn up to',
      '$26/hr teaching',
      'English online',
    ]);
    expect(titleLines('  One  ', 16)).toEqual(['One']);
  });
});

describe('titledBannerPng', () => {
  it('draws the title into the gradient: white text where the bare gradient has none', async () => {
    const from = [255, 138, 61] as const;
    const to = [255, 196, 87] as const;
    const bare = await gradientPng(600, 200, from, to);
    const titled = await titledBannerPng(600, 200, from, to, 'Refer a friend & earn <more>');
    expect(await whitePixels(bare)).toBe(0);
    expect(await whitePixels(titled)).toBeGreaterThan(500);
    expect((await sharp(titled).metadata()).width).toBe(600);
  });
});
