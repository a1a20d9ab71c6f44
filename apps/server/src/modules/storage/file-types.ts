import { FILE_KIND_TYPES, type FileKind } from '@portal/contracts';

export type { FileKind };

const startsWith = (b: Buffer, bytes: number[], at = 0) =>
  b.length >= at + bytes.length && b.subarray(at, at + bytes.length).equals(Buffer.from(bytes));

/**
 * What a file is, read from its first bytes (never from its name or the browser's claim).
 * Each kind has the one extension and content type (contracts' `FILE_KIND_TYPES`) the server
 * stores it under.
 */
export const FILE_KINDS: Record<
  FileKind,
  { contentType: string; matches: (b: Buffer) => boolean }
> = {
  jpg: {
    contentType: FILE_KIND_TYPES.jpg,
    matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  png: {
    contentType: FILE_KIND_TYPES.png,
    matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  pdf: {
    contentType: FILE_KIND_TYPES.pdf,
    matches: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  },
  // Word 97-2003: an OLE compound file.
  doc: {
    contentType: FILE_KIND_TYPES.doc,
    matches: (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
  // Word 2007+: a zip whose first entry names the Office content types.
  docx: {
    contentType: FILE_KIND_TYPES.docx,
    matches: (b) =>
      startsWith(b, [0x50, 0x4b, 0x03, 0x04]) &&
      /\[Content_Types\]\.xml|word\//.test(b.subarray(0, 2048).toString('latin1')),
  },
  // Matroska/WebM: the EBML header.
  webm: {
    contentType: FILE_KIND_TYPES.webm,
    matches: (b) =>
      startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]) && b.subarray(0, 64).includes('webm', 0, 'latin1'),
  },
  // MP3: an ID3 tag, or an MPEG audio frame sync.
  mp3: {
    contentType: FILE_KIND_TYPES.mp3,
    matches: (b) =>
      b.subarray(0, 3).toString('latin1') === 'ID3' ||
      (b.length > 2 && b[0] === 0xff && ((b[1] ?? 0) & 0xe6) === 0xe2),
  },
  // MPEG-4 audio: an `ftyp` box with an audio brand.
  m4a: {
    contentType: FILE_KIND_TYPES.m4a,
    matches: (b) =>
      b.subarray(4, 8).toString('latin1') === 'ftyp' &&
      /^(M4A |M4B |mp42|isom)/.test(b.subarray(8, 12).toString('latin1')),
  },
};

/** Enough of a file's start to tell its kind. */
export const SNIFF_BYTES = 2048;

/** The kind among `allowed` that the bytes are, or undefined. */
export function detectFileKind(bytes: Buffer, allowed: readonly FileKind[]): FileKind | undefined {
  return allowed.find((kind) => FILE_KINDS[kind].matches(bytes));
}
