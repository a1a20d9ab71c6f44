import { createHash } from 'node:crypto';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFPage,
} from 'pdf-lib';

/*
 * Reads back the text of the PDFs the server makes (pdf-lib, an embedded TrueType font): each
 * line is a `<glyph ids> Tj` in a compressed content stream, and each font's ToUnicode map
 * says which characters the glyph ids stand for, as a PDF reader's copy and search would.
 */

const decoded = (stream: PDFRawStream) =>
  Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');

const utf16 = (hex: string) =>
  String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

/** Glyph id (hex, upper case) to text, from a ToUnicode CMap's bfchar entries. */
function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, glyph, text] of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set((glyph ?? '').toUpperCase(), utf16(text ?? ''));
  }
  return map;
}

function pageFonts(page: PDFPage): Map<string, Map<string, string>> {
  const fonts = new Map<string, Map<string, string>>();
  const dict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of dict?.entries() ?? []) {
    const font = page.doc.context.lookup(ref, PDFDict);
    const toUnicode = font.lookup(PDFName.of('ToUnicode'));
    if (toUnicode instanceof PDFRawStream)
      fonts.set(name.decodeText(), toUnicodeMap(decoded(toUnicode)));
  }
  return fonts;
}

function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => page.doc.context.lookup(ref))
      : [contents];
  return streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map(decoded)
    .join('\n');
}

/** The text of one page, one line per shown string. */
function pageText(page: PDFPage): string {
  const fonts = pageFonts(page);
  const lines: string[] = [];
  let map = new Map<string, string>();
  for (const match of contentOf(page).matchAll(
    /\/([^\s/<[]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g,
  )) {
    if (match[1] !== undefined) {
      map = fonts.get(match[1]) ?? new Map();
      continue;
    }
    const glyphs = (match[2] ?? '').toUpperCase().match(/.{4}/g) ?? [];
    lines.push(glyphs.map((glyph) => map.get(glyph) ?? '\uFFFD').join(''));
  }
  return lines.join('\n');
}

/** Each page's text. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map(pageText);
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
