import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gradientPng } from './gradient-picture.js';

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

/** The pixels an image library reads back, as RGB bytes. */
async function pixelsOf(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { pixels: [...data], info };
}

describe('gradientPng', () => {
  it('writes a PNG: signature, IHDR first, IDAT, IEND last, each chunk with its CRC-32', async () => {
    const png = await gradientPng(3, 2, [10, 200, 40], [250, 0, 100]);
    expect([...png.subarray(0, 8)]).toStrictEqual(SIGNATURE);
    const chunks = chunksOf(png);
    expect(chunks[0]?.type).toBe('IHDR');
    expect(chunks.map((chunk) => chunk.type)).toContain('IDAT');
    expect(chunks.at(-1)?.type).toBe('IEND');
    for (const chunk of chunks) {
      expect(chunk.crc, chunk.type).toBe(
        crc32(Buffer.concat([Buffer.from(chunk.type, 'latin1'), chunk.data])),
      );
    }
    // width 3, height 2, bit depth 8, colour type 2 (RGB), deflate, filter 0, no interlace
    expect([...(chunks[0]?.data ?? [])]).toStrictEqual([0, 0, 0, 3, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
    expect(chunks.at(-1)?.data).toHaveLength(0);
  });

  it('draws a diagonal gradient that starts at the first colour, read back as the same pixels', async () => {
    const png = await gradientPng(3, 2, [10, 200, 40], [250, 0, 100]);
    const { pixels, info } = await pixelsOf(png);
    expect(info).toMatchObject({ format: 'raw', width: 3, height: 2, channels: 3 });
    // t = (x / width + y / height) / 2: 0, 1/6, 1/3 on the first row, 1/4, 5/12, 7/12 on the second.
    const firstRow = [...[10, 200, 40], ...[50, 167, 50], ...[90, 133, 60]];
    const secondRow = [...[70, 150, 55], ...[110, 117, 65], ...[150, 83, 75]];
    expect(pixels).toStrictEqual([...firstRow, ...secondRow]);
  });

  it('gives one pixel of the first colour, and a large picture of the right size', async () => {
    expect(
      (await pixelsOf(await gradientPng(1, 1, [1, 2, 3], [255, 255, 255]))).pixels,
    ).toStrictEqual([1, 2, 3]);

    const large = await gradientPng(300, 200, [0, 0, 0], [255, 255, 255]);
    const ihdr = chunksOf(large)[0]?.data ?? Buffer.alloc(0);
    expect(ihdr.readUInt32BE(0)).toBe(300);
    expect(ihdr.readUInt32BE(4)).toBe(200);
    const { pixels } = await pixelsOf(large);
    expect(pixels).toHaveLength(200 * 300 * 3);
    // The far corner is nearly the second colour: t = (299/300 + 199/200) / 2, 255 t = 253.9.
    expect(pixels.slice(-3)).toStrictEqual([254, 254, 254]);
    expect((await sharp(large).metadata()).format).toBe('png');
  });
});
