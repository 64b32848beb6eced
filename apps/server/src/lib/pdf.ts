import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// Thai PDFs (tyre data sheet, receipts): pdfkit with the Sarabun font (full Thai + Latin TTF,
// OFL, shipped by the @expo-google-fonts/sarabun npm package), registered as 'regular'/'bold'.

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve(
  '@expo-google-fonts/sarabun/400Regular/Sarabun_400Regular.ttf',
);
const FONT_BOLD = require.resolve('@expo-google-fonts/sarabun/700Bold/Sarabun_700Bold.ttf');

/** A new A4 document with the Thai fonts, and a promise of its bytes once `doc.end()` is called. */
export function newThaiDocument(info: PDFKit.DocumentInfo): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Author: 'ยางดี (YangDee)', ...info },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

const thaiWords = new Intl.Segmenter('th', { granularity: 'word' });

/**
 * Thai is written without spaces between words and pdfkit breaks lines only at spaces, so lines
 * are broken here, at ICU's dictionary word boundaries, measuring with the current font.
 */
export function wrapLines(doc: PDFKit.PDFDocument, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const { segment } of thaiWords.segment(text.replace(/\s+/g, ' '))) {
    const next = line + segment;
    if (line && doc.widthOfString(next) > width) {
      lines.push(line.trimEnd());
      line = segment.trimStart();
    } else {
      line = next;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/** Writes wrapped text at (x, y); returns the y below it. Never starts a new page. */
export function writeLines(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: {
    width: number;
    lineHeight: number;
    align?: 'left' | 'center' | 'right';
    maxY?: number;
  },
): number {
  let cy = y;
  for (const line of wrapLines(doc, text, options.width)) {
    if (options.maxY !== undefined && cy + options.lineHeight > options.maxY) break;
    doc.text(line, x, cy, { width: options.width, align: options.align, lineBreak: false });
    cy += options.lineHeight;
  }
  return cy;
}

/** A date in Thai with the Buddhist year, e.g. '22 พฤศจิกายน 2569'. */
export function thaiLongDate(date: Date): string {
  return new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    dateStyle: 'long',
    timeZone: 'Asia/Bangkok',
  }).format(date);
}
