import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFName, PDFString, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { FONTS_DIR } from '../../paths.js';

/** A4 in points, and the margins every page keeps. */
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = { side: 56, top: 64, bottom: 72 } as const;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN.side;
/** Room kept at the right for an entry's amount. */
const AMOUNT_COLUMN = 96;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);

/*
 * DejaVu Sans (assets/fonts, decision 038): a real TrueType font, so names in any Latin,
 * Greek or Cyrillic script print as typed (the PDF standard fonts know Windows-1252 only).
 * Read once per process; each document embeds the subset of glyphs it uses.
 */
let fontFiles: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
const loadFontFiles = () =>
  (fontFiles ??= Promise.all([
    readFile(path.join(FONTS_DIR, 'DejaVuSans.ttf')),
    readFile(path.join(FONTS_DIR, 'DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold })));

/** A document text's `{placeholders}` filled (numbers as written); unknown ones stay. */
export const fillText = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => String(params[key] ?? whole));

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The document's fonts, and the language screen readers read it in. */
export async function prepareDocument(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  doc.catalog.set(PDFName.of('Lang'), PDFString.of('en'));
  const files = await loadFontFiles();
  return {
    regular: await doc.embedFont(files.regular, { subset: true }),
    bold: await doc.embedFont(files.bold, { subset: true }),
  };
}

/** Splits text into lines no wider than `width`; a word wider than a line is cut. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (!fits(line)) {
      let cut = line.length - 1;
      while (cut > 1 && !fits(line.slice(0, cut))) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface TextStyle {
  size?: number;
  bold?: boolean;
  muted?: boolean;
  /** Space after the block, in points. */
  after?: number;
}

/**
 * Writes text down A4 pages from the top, wrapping lines and starting a new page when one is
 * full. Every line is one text object, so a reader (or a test) finds a line's words together.
 */
export function createPageWriter(doc: PDFDocument, fonts: Fonts) {
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN.top;
  const pages: PDFPage[] = [page];

  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    y = PAGE.height - MARGIN.top;
  };

  return {
    /** A paragraph, wrapped to the text width. */
    text(text: string, style: TextStyle = {}) {
      const size = style.size ?? 10.5;
      const font = style.bold ? fonts.bold : fonts.regular;
      const leading = size * 1.4;
      for (const line of wrapText(text, font, size, TEXT_WIDTH)) {
        if (y - leading < MARGIN.bottom) newPage();
        y -= leading;
        page.drawText(line, { x: MARGIN.side, y, size, font, color: style.muted ? MUTED : INK });
      }
      y -= style.after ?? 6;
    },

    /** A label and its value on one line (the terms' table). */
    row(label: string, value: string) {
      const size = 10.5;
      const leading = size * 1.6;
      if (y - leading < MARGIN.bottom) newPage();
      y -= leading;
      page.drawText(label, { x: MARGIN.side, y, size, font: fonts.regular, color: MUTED });
      page.drawText(value, { x: MARGIN.side + 220, y, size, font: fonts.bold, color: INK });
    },

    /**
     * Text on the left and an amount at the right margin (a payslip's lines and sums); long
     * text wraps short of the amount's column.
     */
    entry(label: string, amount: string, style: { bold?: boolean; indent?: number } = {}) {
      const size = 10;
      const font = style.bold ? fonts.bold : fonts.regular;
      const indent = style.indent ?? 0;
      const leading = size * 1.5;
      const right = MARGIN.side + TEXT_WIDTH - font.widthOfTextAtSize(amount, size);
      const lines = wrapText(label, font, size, TEXT_WIDTH - indent - AMOUNT_COLUMN);
      lines.forEach((line, index) => {
        if (y - leading < MARGIN.bottom) newPage();
        y -= leading;
        page.drawText(line, { x: MARGIN.side + indent, y, size, font, color: INK });
        if (index === 0) page.drawText(amount, { x: right, y, size, font, color: INK });
      });
    },

    gap(points: number) {
      y -= points;
    },

    /** A line at the foot of every page this writer made, from its number and the count. */
    footer(lineFor: (page: number, pages: number) => string) {
      pages.forEach((each, index) => {
        each.drawText(lineFor(index + 1, pages.length), {
          x: MARGIN.side,
          y: MARGIN.bottom / 2,
          size: 8.5,
          font: fonts.regular,
          color: MUTED,
        });
      });
    },
  };
}
