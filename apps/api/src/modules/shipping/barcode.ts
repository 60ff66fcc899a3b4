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

/**
 * Draws a QR code as vector squares, `size` points wide. A QR code placed as a PNG is resampled when
 * the page is printed or rendered (a 3-pixel module drawn at 4.7 pixels on a 200-dpi thermal head),
 * and some codes came out unreadable to ZXing at 200 and 300 dpi (stop 44's CI); squares land on
 * the printer's own grid. Dark modules of a row are drawn as one run.
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const [sym] = bwipjs.raw({ bcid: 'qrcode', text }) as Array<{ pixs: number[]; pixx: number; pixy: number }>;
  if (!sym || !sym.pixx) return;
  // Modules a whole number of 1/100 inch (0.72 pt: whole pixels at 200, 300 and 600 dpi) from a
  // corner on that grid, so every module edge falls on a pixel edge when the page is rasterised; a
  // module of 6.3 px left some codes in a page's right column unreadable at 300 dpi.
  const grid = 0.72;
  const unit = Math.max(1, Math.floor(size / sym.pixx / grid)) * grid;
  const snap = (v: number) => Math.round(v / grid) * grid;
  x = snap(x + (size - unit * sym.pixx) / 2);
  y = snap(y + (size - unit * sym.pixy) / 2);
  doc.save().fillColor('#000');
  for (let row = 0; row < sym.pixy; row++) {
    for (let col = 0; col < sym.pixx;) {
      if (!sym.pixs[row * sym.pixx + col]) {
        col++;
        continue;
      }
      let end = col;
      while (end < sym.pixx && sym.pixs[row * sym.pixx + end]) end++;
      // A hair wider and taller than a module, so neighbouring runs leave no seam when rasterised.
      doc.rect(x + col * unit, y + row * unit, (end - col) * unit + 0.01, unit + 0.01);
      col = end;
    }
  }
  doc.fill().restore();
}
