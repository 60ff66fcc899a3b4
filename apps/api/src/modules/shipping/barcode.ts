import bwipjs from 'bwip-js/node';

/**
 * Draws a Code 128 barcode as vector bars (crisp at any zoom, ~0.1 ms each: a 500-parcel manifest
 * stays fast). bwip-js encodes; `sbs` alternates bar and space widths in modules.
 */
export function drawCode128(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const [enc] = bwipjs.raw({ bcid: 'code128', text }) as Array<{ sbs: number[] }>;
  const sbs = enc?.sbs ?? [];
  const modules = sbs.reduce((a, b) => a + b, 0);
  if (!modules) return;
  // Quiet zone of 10 modules on each side, inside the given width.
  const unit = width / (modules + 20);
  let cx = x + 10 * unit;
  doc.save().fillColor('#000');
  sbs.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(cx, y, w * unit, height);
    cx += w * unit;
  });
  doc.fill().restore();
}
