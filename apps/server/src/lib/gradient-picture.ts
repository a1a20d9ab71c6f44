export type Rgb = readonly [number, number, number];

/**
 * A PNG with a diagonal gradient between two colours: enough for demo banners and upload
 * tests without shipping binary files. The pixels are computed here; sharp encodes them, and
 * loads with the first picture drawn, not with every server (decision 050).
 */
export async function gradientPng(
  width: number,
  height: number,
  from: Rgb,
  to: Rgb,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3); // RGB, row by row
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      for (let c = 0; c < 3; c += 1)
        pixels[(y * width + x) * 3 + c] = Math.round((from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t);
    }
  }
  const { default: sharp } = await import('sharp');
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
