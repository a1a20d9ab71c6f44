/**
 * What a file is, read from its first bytes (never from its name or the browser's claim).
 * Each kind has the one extension and content type the server stores it under.
 */
export const FILE_KINDS = {
  jpg: {
    contentType: 'image/jpeg',
    matches: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  png: {
    contentType: 'image/png',
    matches: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  pdf: {
    contentType: 'application/pdf',
    matches: (b: Buffer) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  },
  // Word 97-2003: an OLE compound file.
  doc: {
    contentType: 'application/msword',
    matches: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
  },
  // Word 2007+: a zip whose first entry names the Office content types.
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: (b: Buffer) =>
      b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) &&
      /\[Content_Types\]\.xml|word\//.test(b.subarray(0, 2048).toString('latin1')),
  },
} as const;

export type FileKind = keyof typeof FILE_KINDS;

/** The kind among `allowed` that the bytes are, or undefined. */
export function detectFileKind(bytes: Buffer, allowed: readonly FileKind[]): FileKind | undefined {
  return allowed.find((kind) => FILE_KINDS[kind].matches(bytes));
}
