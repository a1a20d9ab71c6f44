import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface Digest {
  size: number;
  sha256: string;
}

/** Size and sha256 of a stream's bytes, written to `copyTo` on the way when given. */
export async function digestStream(source: Readable, copyTo?: string): Promise<Digest> {
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const sink = copyTo
    ? createWriteStream(copyTo, { mode: 0o600 })
    : new Writable({ write: (_chunk, _encoding, done) => done() });
  await pipeline(source, measure, sink);
  return { size, sha256: hash.digest('hex') };
}

export const digestFile = (file: string) => digestStream(createReadStream(file));
