import { Writable } from 'node:stream';

/** A log stream for `createTestApp({ logStream })` that keeps the lines written to it. */
export function capturedLogs() {
  let lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return {
    stream,
    /** The lines written while `call` ran. */
    async during(call: () => Promise<unknown>): Promise<string[]> {
      lines = [];
      await call();
      return lines;
    },
  };
}
