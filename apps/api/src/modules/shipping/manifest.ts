import PDFDocument from 'pdfkit';
import { drawCode128 } from './barcode.ts';

export interface ManifestData {
  number: string;
  storeName: string;
  courierName: string;
  courierSheetId: string | null;
  pickup: { name: string; phone: string; address: string; city: string } | null;
  createdAt: Date;
  createdBy: string | null;
  parcels: Array<{
    trackingNumber: string;
    orderName: string;
    consigneeName: string;
    city: string;
    pieces: number;
    weightGrams: number;
    codAmount: number;
  }>;
}

const rs = (paisa: number) => `Rs ${Math.round(paisa / 100).toLocaleString('en-PK')}`;
const kg = (g: number) => `${(g / 1000).toFixed(2)} kg`;
const karachi = (d: Date) =>
  d.toLocaleString('en-PK', { timeZone: 'Asia/Karachi', dateStyle: 'medium', timeStyle: 'short' });

/**
 * Our own load sheet (manifest) for couriers without one, and as a check-list for all: every
 * parcel with a scannable Code 128 barcode, totals, and lines for the rider's and shipper's
 * signatures. A4 portrait, 18 parcels a page.
 */
export async function manifestPdf(m: ManifestData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 36,
    bufferPages: true,
    info: { Title: `Load sheet ${m.number}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((r) => doc.on('end', () => r()));
  const left = 36;
  const width = doc.page.width - 72;
  const cols = [
    { key: '#', w: 24 },
    { key: 'Tracking number', w: 150 },
    { key: 'Order', w: 58 },
    { key: 'Consignee', w: 140 },
    { key: 'Pcs', w: 28 },
    { key: 'Weight', w: 50 },
    { key: 'COD', w: width - 450 },
  ];
  const totals = m.parcels.reduce(
    (t, p) => ({ pieces: t.pieces + p.pieces, grams: t.grams + p.weightGrams, cod: t.cod + p.codAmount }),
    { pieces: 0, grams: 0, cod: 0 },
  );

  const header = (first: boolean) => {
    let y = 36;
    if (first) {
      doc.font('Helvetica-Bold').fontSize(18).text(`Load sheet ${m.number}`, left, y);
      doc
        .font('Helvetica')
        .fontSize(9)
        .text(karachi(m.createdAt), left, y + 4, { width, align: 'right' });
      y += 26;
      doc.fontSize(9.5);
      doc.text(
        `${m.storeName} → ${m.courierName}${m.courierSheetId ? ` (courier sheet ${m.courierSheetId})` : ''}`,
        left,
        y,
      );
      y = doc.y + 2;
      if (m.pickup) {
        doc.text(
          `Pickup: ${m.pickup.name}, ${m.pickup.address}, ${m.pickup.city} · ${m.pickup.phone}`,
          left,
          y,
          { width },
        );
        y = doc.y + 2;
      }
      doc
        .font('Helvetica-Bold')
        .text(
          `${m.parcels.length} parcels · ${totals.pieces} pieces · ${kg(totals.grams)} · COD ${rs(totals.cod)}`,
          left,
          y,
        );
      drawCode128(doc, m.number, left + width - 160, 60, 160, 26);
      y = doc.y + 10;
      return y;
    }
    doc.font('Helvetica').fontSize(9).text(`Load sheet ${m.number} (continued)`, left, y);
    return y + 18;
  };
  const tableHead = (y: number) => {
    doc.rect(left, y, width, 16).fill('#eee').fillColor('#000');
    let x = left;
    doc.font('Helvetica-Bold').fontSize(8);
    for (const c of cols) {
      doc.text(c.key, x + 3, y + 4, {
        width: c.w - 6,
        align: c.key === 'COD' || c.key === 'Weight' || c.key === 'Pcs' ? 'right' : 'left',
      });
      x += c.w;
    }
    return y + 18;
  };

  const rowH = 36;
  let y = tableHead(header(true));
  m.parcels.forEach((p, i) => {
    if (y + rowH > doc.page.height - 120) {
      doc.addPage();
      y = tableHead(header(false));
    }
    let x = left;
    doc.font('Helvetica').fontSize(8.5).fillColor('#000');
    doc.text(String(i + 1), x + 3, y + 12, { width: cols[0]!.w - 6 });
    x += cols[0]!.w;
    drawCode128(doc, p.trackingNumber, x, y + 2, cols[1]!.w - 6, 20);
    doc.fontSize(7.5).text(p.trackingNumber, x, y + 24, { width: cols[1]!.w - 6, align: 'center' });
    x += cols[1]!.w;
    doc.fontSize(8.5).text(p.orderName, x + 3, y + 12, { width: cols[2]!.w - 6 });
    x += cols[2]!.w;
    doc.text(p.consigneeName, x + 3, y + 6, { width: cols[3]!.w - 6, height: 11, ellipsis: true });
    doc
      .fillColor('#555')
      .text(p.city, x + 3, y + 19, { width: cols[3]!.w - 6, height: 11, ellipsis: true })
      .fillColor('#000');
    x += cols[3]!.w;
    doc.text(String(p.pieces), x + 3, y + 12, { width: cols[4]!.w - 6, align: 'right' });
    x += cols[4]!.w;
    doc.text(kg(p.weightGrams), x + 3, y + 12, { width: cols[5]!.w - 6, align: 'right' });
    x += cols[5]!.w;
    doc.text(p.codAmount ? rs(p.codAmount) : 'Prepaid', x + 3, y + 12, {
      width: cols[6]!.w - 6,
      align: 'right',
    });
    doc
      .moveTo(left, y + rowH - 1)
      .lineTo(left + width, y + rowH - 1)
      .lineWidth(0.3)
      .strokeColor('#ccc')
      .stroke();
    y += rowH;
  });

  // Totals and signatures on the last page.
  if (y + 110 > doc.page.height - 36) {
    doc.addPage();
    y = 36;
  }
  y += 8;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#000');
  doc.text(
    `Total: ${m.parcels.length} parcels · ${totals.pieces} pieces · ${kg(totals.grams)} · COD ${rs(totals.cod)}`,
    left,
    y,
    { width },
  );
  y += 40;
  const sig = (label: string, x: number) => {
    doc
      .moveTo(x, y)
      .lineTo(x + 220, y)
      .lineWidth(0.7)
      .strokeColor('#000')
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .text(label, x, y + 4, { width: 220 });
  };
  sig(`Handed over by${m.createdBy ? ` (${m.createdBy})` : ''} — name, signature`, left);
  sig('Received by rider — name, signature, date & time', left + width - 220);

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor('#777')
      .text(`Page ${i + 1} of ${range.count}`, left, doc.page.height - 30, {
        width,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
