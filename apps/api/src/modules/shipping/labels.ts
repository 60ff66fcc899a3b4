import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { drawCode128 } from './barcode.ts';

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

const qrPng = (text: string) => bwipjs.toBuffer({ bcid: 'qrcode', text, scale: 3 });

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

  const images = await Promise.all(labels.map(async (l) => ({ qr: await qrPng(l.trackingUrl) })));
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

  labels.forEach((l, i) => {
    const slot = i % perPage;
    if (slot === 0) doc.addPage({ size, margin: 0 });
    const c = cells[slot]!;
    const pad = thermal ? 10 : 16;
    const x = c.x + pad;
    const w = c.w - 2 * pad;
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

    doc
      .fillColor('#000')
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(l.courierName, x, y, { width: w * 0.6 });
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(
        `${l.shipmentType} · ${l.pieces} pc · ${(l.weightGrams / 1000).toFixed(2)} kg`,
        x + w * 0.6,
        y + 2,
        {
          width: w * 0.4,
          align: 'right',
        },
      );
    y += 20;
    drawCode128(doc, l.trackingNumber, x, y, w, 46);
    y += 49;
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(l.trackingNumber, x, y, { width: w, align: 'center', characterSpacing: 1.5 });
    y += 18;

    doc.rect(x, y, w, 24).fill('#000');
    doc
      .fillColor('#fff')
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(l.codAmount > 0 ? `COLLECT ${pkr(l.codAmount)}` : 'PREPAID — collect nothing', x, y + 6, {
        width: w,
        align: 'center',
      });
    doc.fillColor('#000');
    y += 30;

    const block = (title: string, lines: string[], fontSize: number) => {
      doc.font('Helvetica-Bold').fontSize(7).fillColor('#555').text(title.toUpperCase(), x, y, { width: w });
      y = doc.y + 1;
      doc
        .fillColor('#000')
        .font('Helvetica-Bold')
        .fontSize(fontSize)
        .text(lines[0] ?? '', x, y, { width: w - 62 });
      doc.font('Helvetica').fontSize(fontSize - 1.5);
      for (const line of lines.slice(1))
        doc.text(line, x, doc.y, { width: w - 62, height: fontSize * 3.2, ellipsis: true });
      y = doc.y + 6;
    };
    const qrTop = y;
    block(
      'To',
      [l.consignee.name, l.consignee.phone, l.consignee.address, l.consignee.city.toUpperCase()],
      thermal ? 10 : 11,
    );
    doc.image(images[i]!.qr, x + w - 56, qrTop + 4, { width: 56, height: 56 });
    if (l.shipper)
      block(
        'From',
        [
          `${l.storeName} — ${l.shipper.name}`,
          `${l.shipper.phone} · ${l.shipper.address}, ${l.shipper.city}`,
        ],
        8.5,
      );

    doc.font('Helvetica').fontSize(7.5).fillColor('#000');
    doc.text(
      `Order ${l.orderName} · Ref ${l.reference}${l.bookedAt ? ` · ${l.bookedAt.toISOString().slice(0, 10)}` : ''}`,
      x,
      y,
      { width: w },
    );
    doc.text(`Contents: ${l.description}`, x, doc.y + 1, { width: w, height: 22, ellipsis: true });
  });
  if (labels.length === 0) doc.addPage({ size, margin: 0 });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
