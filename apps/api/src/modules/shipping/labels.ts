import PDFDocument from 'pdfkit';
import { isolate, pdfText, type PdfText } from '../../lib/pdf-text.ts';
import { drawCode128, drawQr } from './barcode.ts';
import { PAKISTAN_TIME_ZONE } from '../../lib/pakistan-time.ts';

/** What one airway bill shows. */
export interface LabelData {
  trackingNumber: string;
  courierName: string;
  shipmentType: string;
  orderName: string;
  reference: string;
  codAmount: number;
  weightGrams: number;
  pieces: number;
  description: string;
  consignee: { name: string; phone: string; address: string; city: string };
  shipper: { name: string; phone: string; address: string; city: string } | null;
  storeName: string;
  bookedAt: Date | null;
  /** Public tracking link, printed as a QR code. */
  trackingUrl: string;
}

const A4 = { w: 595.28, h: 841.89 };
const pkr = (paisa: number) => `Rs ${Math.round(paisa / 100).toLocaleString('en-PK')}`;

/** The booking date as the seller's day in Pakistan, not UTC's. */
const karachiDate = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: PAKISTAN_TIME_ZONE });

/**
 * Airway bills: 1 per page (4 × 6 in thermal label), 2 or 4 per A4 page. Each carries the courier,
 * a Code 128 barcode of the tracking number, COD to collect, consignee, shipper, contents and a QR
 * code of the public tracking page.
 */
export async function labelsPdf(labels: LabelData[], perPage: 1 | 2 | 4): Promise<Buffer> {
  const thermal = perPage === 1;
  const size: [number, number] = thermal ? [288, 432] : [A4.w, A4.h];
  const doc = new PDFDocument({ size, margin: 0, autoFirstPage: false, info: { Title: 'Airway bills' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((r) => doc.on('end', () => r()));

  const cells =
    perPage === 1
      ? [{ x: 0, y: 0, w: 288, h: 432 }]
      : perPage === 2
        ? [0, 1].map((i) => ({ x: 0, y: (i * A4.h) / 2, w: A4.w, h: A4.h / 2 }))
        : [0, 1, 2, 3].map((i) => ({
            x: (i % 2) * (A4.w / 2),
            y: Math.floor(i / 2) * (A4.h / 2),
            w: A4.w / 2,
            h: A4.h / 2,
          }));

  const t = pdfText(doc);
  labels.forEach((l, i) => {
    const slot = i % perPage;
    if (slot === 0) doc.addPage({ size, margin: 0 });
    drawLabel(doc, t, l, cells[slot]!, thermal);
  });
  if (labels.length === 0) doc.addPage({ size, margin: 0 });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

type Cell = { x: number; y: number; w: number; h: number };

/** Width kept for the QR code at the right of the address blocks (56 pt code, 6 pt gap). */
const QR = 56;
const QR_GAP = 6;
/** Smallest size an address shrinks to when it is long: still legible on a thermal label. */
const MIN_ADDRESS_SIZE = 6.5;

function drawLabel(doc: PDFKit.PDFDocument, t: PdfText, l: LabelData, c: Cell, thermal: boolean) {
  const pad = thermal ? 10 : 16;
  const x = c.x + pad;
  const w = c.w - 2 * pad;
  const bottom = c.y + c.h - pad;
  let y = c.y + pad;
  // Cut lines between labels on A4.
  if (!thermal)
    doc
      .save()
      .dash(3, { space: 3 })
      .lineWidth(0.5)
      .strokeColor('#999')
      .rect(c.x + 4, c.y + 4, c.w - 8, c.h - 8)
      .stroke()
      .restore();

  doc.fillColor('#000');
  t.text(l.courierName, x, y, { width: w * 0.6, size: 13, bold: true, align: 'left' });
  t.text(`${l.shipmentType} · ${l.pieces} pc · ${(l.weightGrams / 1000).toFixed(2)} kg`, x + w * 0.6, y + 2, {
    width: w * 0.4,
    size: 8,
    align: 'right',
  });
  y += 20;
  drawCode128(doc, l.trackingNumber, x, y, w, 46);
  y += 49;
  t.text(l.trackingNumber, x, y, { width: w, size: 12, bold: true, align: 'center', characterSpacing: 1.5 });
  y += 18;

  doc.rect(x, y, w, 24).fill('#000');
  doc.fillColor('#fff');
  t.text(l.codAmount > 0 ? `COLLECT ${pkr(l.codAmount)}` : 'PREPAID — collect nothing', x, y + 4, {
    width: w,
    size: 13,
    bold: true,
    align: 'center',
  });
  doc.fillColor('#000');
  y += 30;

  // The address blocks keep clear of the QR code (top right of the TO block), wrap instead of
  // cutting, and shrink together when a long address would run past the label.
  const blockWidth = w - QR - QR_GAP;
  const to = [l.consignee.name, l.consignee.phone, l.consignee.address, l.consignee.city.toUpperCase()];
  const from = l.shipper
    ? [
        `${isolate(l.storeName)} — ${isolate(l.shipper.name)}`,
        `${isolate(l.shipper.phone)} · ${isolate(l.shipper.address)}, ${isolate(l.shipper.city)}`,
      ]
    : null;
  const footer = [
    `Order ${isolate(l.orderName)} · Ref ${isolate(l.reference)}${l.bookedAt ? ` · ${karachiDate(l.bookedAt)}` : ''}`,
    `Contents: ${isolate(l.description)}`,
  ];
  const base = thermal ? 10 : 11;
  const heightAt = (size: number) =>
    Math.max(blockHeight(t, to, blockWidth, size), QR + 8) +
    (from ? blockHeight(t, from, blockWidth, Math.min(8.5, size)) : 0) +
    footer.reduce((h, f) => h + t.heightOf(f, { width: w, size: Math.min(7.5, size) }), 0);
  let size = base;
  while (size > MIN_ADDRESS_SIZE && heightAt(size) > bottom - y) size -= 0.5;

  const qrTop = y;
  y = drawBlock(t, 'To', to, x, y, blockWidth, size);
  drawQr(doc, l.trackingUrl, x + w - QR, qrTop + 4, QR);
  // What follows uses the full width, so it starts below the QR code.
  y = Math.max(y, qrTop + QR + 8);
  // The FROM lines and the footer are English templates around typed values: left to right.
  if (from) y = drawBlock(t, 'From', from, x, y, blockWidth, Math.min(8.5, size), 'ltr');
  for (const f of footer) y += t.text(f, x, y, { width: w, size: Math.min(7.5, size), direction: 'ltr' }) + 1;
}

/** A titled block: the first line bold, the rest a size smaller; each line wraps in `width`. */
function drawBlock(
  t: PdfText,
  title: string,
  lines: string[],
  x: number,
  y: number,
  width: number,
  size: number,
  direction: 'auto' | 'ltr' = 'auto',
) {
  y += t.text(title.toUpperCase(), x, y, { width, size: 7, bold: true, align: 'left' }) + 1;
  lines.forEach((line, i) => {
    y += t.text(line, x, y, { width, size: i === 0 ? size : size - 1.5, bold: i === 0, direction });
  });
  return y + 6;
}

function blockHeight(t: PdfText, lines: string[], width: number, size: number) {
  return (
    t.heightOf('TO', { width, size: 7, bold: true }) +
    7 +
    lines.reduce(
      (h, line, i) => h + t.heightOf(line, { width, size: i === 0 ? size : size - 1.5, bold: i === 0 }),
      0,
    )
  );
}
