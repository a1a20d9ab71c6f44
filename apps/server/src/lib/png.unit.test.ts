import { crc32, inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gradientPng } from './png.js';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
}

/** The chunks of a PNG, read by hand (length, type, data, CRC), checking nothing. */
function chunksOf(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let at = SIGNATURE.length;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    chunks.push({ type, data, crc: png.readUInt32BE(at + 8 + length) });
    at += 12 + length;
  }
  expect(at).toBe(png.length);
  return chunks;
}

describe('gradientPng', () => {
  it('writes a PNG: signature, IHDR, IDAT, IEND, each with its CRC-32', () => {
    const png = gradientPng(3, 2, [10, 200, 40], [250, 0, 100]);
    expect([...png.subarray(0, 8)]).toStrictEqual(SIGNATURE);
    const chunks = chunksOf(png);
    expect(chunks.map((chunk) => chunk.type)).toStrictEqual(['IHDR', 'IDAT', 'IEND']);
    for (const chunk of chunks) {
      expect(chunk.crc, chunk.type).toBe(
        crc32(Buffer.concat([Buffer.from(chunk.type, 'latin1'), chunk.data])),
      );
    }
    const [ihdr, , iend] = chunks;
    // width 3, height 2, bit depth 8, colour type 2 (RGB), deflate, filter 0, no interlace
    expect([...(ihdr?.data ?? [])]).toStrictEqual([0, 0, 0, 3, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
    expect(iend?.data).toHaveLength(0);
  });

  it('draws a diagonal gradient that starts at the first colour, row by row with filter 0', () => {
    const png = gradientPng(3, 2, [10, 200, 40], [250, 0, 100]);
    const idat = chunksOf(png).find((chunk) => chunk.type === 'IDAT');
    // t = (x / width + y / height) / 2: 0, 1/6, 1/3 on the first row, 1/4, 5/12, 7/12 on the second.
    const firstRow = [0, ...[10, 200, 40], ...[50, 167, 50], ...[90, 133, 60]];
    const secondRow = [0, ...[70, 150, 55], ...[110, 117, 65], ...[150, 83, 75]];
    expect([...inflateSync(idat?.data ?? Buffer.alloc(0))]).toStrictEqual([
      ...firstRow,
      ...secondRow,
    ]);
  });

  it('is read by an image library as the same pixels', async () => {
    const png = gradientPng(3, 2, [10, 200, 40], [250, 0, 100]);
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ format: 'raw', width: 3, height: 2, channels: 3 });
    expect([...data]).toStrictEqual([
      10, 200, 40, 50, 167, 50, 90, 133, 60, 70, 150, 55, 110, 117, 65, 150, 83, 75,
    ]);
  });

  it('gives one pixel of the first colour, and a large picture of the right size', async () => {
    const one = chunksOf(gradientPng(1, 1, [1, 2, 3], [255, 255, 255]));
    expect([...inflateSync(one[1]?.data ?? Buffer.alloc(0))]).toStrictEqual([0, 1, 2, 3]);

    const large = gradientPng(300, 200, [0, 0, 0], [255, 255, 255]);
    const ihdr = chunksOf(large)[0]?.data ?? Buffer.alloc(0);
    expect(ihdr.readUInt32BE(0)).toBe(300);
    expect(ihdr.readUInt32BE(4)).toBe(200);
    const pixels = inflateSync(chunksOf(large)[1]?.data ?? Buffer.alloc(0));
    expect(pixels).toHaveLength(200 * (1 + 300 * 3));
    // The far corner is nearly the second colour: t = (299/300 + 199/200) / 2, 255 t = 253.9.
    expect([...pixels.subarray(-3)]).toStrictEqual([254, 254, 254]);
    expect((await sharp(large).metadata()).format).toBe('png');
  });
});
