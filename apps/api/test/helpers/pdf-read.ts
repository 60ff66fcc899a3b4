import { createCanvas } from '@napi-rs/canvas';
import * as zxingModule from '@zxing/library';
import jsQR from 'jsqr';
import { getDocument, OPS, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Reading back the PDFs Sauda prints, as a person or a scanner would: the text a PDF viewer
 * extracts (PDF.js), and the barcodes a scanner finds on the page rendered to pixels (PDF.js on a
 * Skia canvas, decoded by ZXing).
 */

// @zxing/library is CommonJS: under Node its names are on the default export only.
const zxing = (zxingModule as unknown as { default?: typeof zxingModule }).default ?? zxingModule;
const {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  NotFoundException,
  RGBLuminanceSource,
} = zxing;
type BarcodeFormat = zxingModule.BarcodeFormat;
type DecodeHintType = zxingModule.DecodeHintType;

const open = (pdf: Buffer): Promise<PDFDocumentProxy> =>
  getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false, verbosity: 0 })
    .promise;

/** The text of each page as PDF.js extracts it (right-to-left runs in reading order). */
export async function pdfPagesText(pdf: Buffer): Promise<string[]> {
  const doc = await open(pdf);
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    // Items apart on the page are words apart: joined with a space (or the line break PDF.js saw).
    pages.push(
      content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''),
    );
  }
  await doc.destroy();
  return pages;
}

const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * The text of each page as the glyphs drawn map to it (the fonts' ToUnicode maps, read by
 * PDF.js), one string per text object (each run PDFKit draws), in logical order. Unlike getTextContent, a run
 * drawn right to left is put back in logical order glyph by glyph, so a ligature (one glyph for
 * لا or ئی) keeps its letters in the order typed; PDF.js's own extraction reverses them.
 */
export async function pdfPagesRuns(pdf: Buffer): Promise<string[][]> {
  const doc = await open(pdf);
  const pages: string[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const ops = await (await doc.getPage(n)).getOperatorList();
    const runs: string[] = [];
    let glyphs: string[] = [];
    ops.fnArray.forEach((fn, i) => {
      if (fn === OPS.showText)
        for (const g of (ops.argsArray[i] as [Array<{ unicode: string } | number | null>])[0])
          // A glyph the font adds in shaping (a kashida, the tail of a letter) maps to no text;
          // PDF.js then reports its character code, a control character: it says nothing.
          if (typeof g === 'object' && g !== null) glyphs.push(g.unicode.replace(/\p{Cc}/gu, ''));
      // One text object (BT…ET) is one run, though glyph offsets split it into several shows.
      if (fn === OPS.endText) {
        runs.push((glyphs.some((g) => RTL.test(g)) ? glyphs.reverse() : glyphs).join(''));
        glyphs = [];
      }
    });
    pages.push(runs);
  }
  await doc.destroy();
  return pages;
}

export interface PageImage {
  dpi: number;
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
  png: () => Buffer;
}

/** Renders one page (1-based) at `dpi` on a white background. */
export async function renderPage(pdf: Buffer, page: number, dpi: number): Promise<PageImage> {
  const doc = await open(pdf);
  const p = await doc.getPage(page);
  const viewport = p.getViewport({ scale: dpi / 72 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  await p.render({ canvasContext: ctx as never, viewport }).promise;
  const rgba = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
  await doc.destroy();
  return { dpi, width: canvas.width, height: canvas.height, rgba, png: () => canvas.toBuffer('image/png') };
}

/** ZXing wants one luminance value per pixel, packed as 0xRRGGBB integers. */
function luminance(img: PageImage, x0: number, y0: number, w: number, h: number) {
  const out = new Int32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = ((y0 + y) * img.width + (x0 + x)) * 4;
      out[y * w + x] = (img.rgba[i]! << 16) | (img.rgba[i + 1]! << 8) | img.rgba[i + 2]!;
    }
  return new RGBLuminanceSource(out, w, h);
}

function decodeOne(img: PageImage, x: number, y: number, w: number, h: number, format: BarcodeFormat) {
  const reader = new MultiFormatReader();
  // TRY_HARDER: as a phone's scanner does, look longer rather than give up on a dense QR code.
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [format]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  try {
    const r = reader.decode(new BinaryBitmap(new HybridBinarizer(luminance(img, x, y, w, h))), hints);
    return { text: r.getText(), format: BarcodeFormat[r.getBarcodeFormat()]! };
  } catch (e) {
    if (e instanceof NotFoundException) return null;
    throw e;
  }
}

/**
 * Every Code 128 barcode and QR code on a rendered page. A scanner is pointed at one label or one
 * row at a time, so the page is read in overlapping bands (each of `bandInches` high in turn, a
 * quarter of that apart: a QR code cut by every band of one height is whole in one of another), whole and in its left and right halves (labels sit two abreast on A4), once for
 * each format (a reader asked for either returns the first it finds, and a band holding a barcode
 * and a QR code would hide one of them); the union of what was decoded is returned.
 */
export function decodeBarcodes(
  img: PageImage,
  bandInches: number[] = [1.5, 2.5],
): Array<{ text: string; format: string }> {
  const found = new Map<string, { text: string; format: string }>();
  for (const inches of bandInches) decodeBands(img, inches, found);
  return [...found.values()];
}

function decodeBands(
  img: PageImage,
  bandInches: number,
  found: Map<string, { text: string; format: string }>,
) {
  const h = Math.min(img.height, Math.round(img.dpi * bandInches));
  const half = Math.floor(img.width / 2);
  const columns = [
    [0, img.width],
    [0, half],
    [half, img.width - half],
  ] as const;
  for (let y = 0; y < img.height; y += Math.round(h / 4)) {
    const bandH = Math.min(h, img.height - y);
    for (const [x, w] of columns)
      for (const format of [BarcodeFormat.CODE_128, BarcodeFormat.QR_CODE]) {
        const r = decodeOne(img, x, y, w, bandH, format);
        if (r) found.set(`${r.format}:${r.text}`, r);
      }
  }
}

/**
 * The words of a text: runs of letters (with their marks) and runs of digits, case-folded (labels
 * print cities in capitals), punctuation aside. What "every word typed is printed" compares.
 */
export const words = (text: string): string[] =>
  [
    ...text
      .normalize('NFC')
      .toLowerCase()
      .matchAll(/\p{L}[\p{L}\p{M}]*|\p{N}+/gu),
  ].map((m) => m[0]);

/**
 * QR codes read by a second decoder (jsQR), for what ZXing misses: ZXing-js cannot decode some
 * valid codes at all, even bwip-js's own PNG of them at 6 pixels a module (stop 44: about 1 in 40
 * tracking addresses), which jsQR and phone scanners read. jsQR finds one code per image, so it is
 * shown the whole page, each half and each quarter (labels sit one, two or four to a page).
 */
export function decodeQrByJsqr(img: PageImage): string[] {
  const found = new Set<string>();
  const { width: W, height: H } = img;
  const hw = Math.floor(W / 2);
  const hh = Math.floor(H / 2);
  const regions: Array<[number, number, number, number]> = [
    [0, 0, W, H],
    [0, 0, W, hh],
    [0, hh, W, H - hh],
    [0, 0, hw, hh],
    [hw, 0, W - hw, hh],
    [0, hh, hw, H - hh],
    [hw, hh, W - hw, H - hh],
  ];
  for (const [x0, y0, w, h] of regions) {
    const data = new Uint8ClampedArray(w * h * 4);
    for (let y = 0; y < h; y++) {
      const from = ((y0 + y) * W + x0) * 4;
      data.set(img.rgba.subarray(from, from + w * 4), y * w * 4);
    }
    const r = jsQR(data, w, h);
    if (r?.data) found.add(r.data);
  }
  return [...found];
}
