import PDFDocument from 'pdfkit';
import { isolate, pdfText } from '../../lib/pdf-text.ts';
import { drawCode128 } from './barcode.ts';
import { PAKISTAN_TIME_ZONE } from '../../lib/pakistan-time.ts';

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
  d.toLocaleString('en-PK', { timeZone: PAKISTAN_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

/**
 * Our own load sheet (manifest) for couriers without one, and as a check-list for all: every
 * parcel with a scannable Code 128 barcode, totals, and lines for the rider's and shipper's
 * signatures. A4 portrait, 18 parcels a page (fewer when long names wrap).
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

  const t = pdfText(doc);

  const header = (first: boolean) => {
    let y = 36;
    if (first) {
      t.text(`Load sheet ${m.number}`, left, y, { width: width - 170, size: 18, bold: true, align: 'left' });
      t.text(karachi(m.createdAt), left, y + 4, { width, size: 9, align: 'right' });
      y += 26;
      // Names print as typed, each in its own direction inside the English line.
      const head = { width: width - 170, size: 9.5, align: 'left', direction: 'ltr' } as const;
      const sheetId = m.courierSheetId ? ` (courier sheet ${isolate(m.courierSheetId)})` : '';
      y += t.text(`${isolate(m.storeName)} → ${isolate(m.courierName)}${sheetId}`, left, y, head) + 2;
      if (m.pickup) {
        const p = m.pickup;
        const pickup = `Pickup: ${isolate(p.name)}, ${isolate(p.address)}, ${isolate(p.city)} · ${isolate(p.phone)}`;
        y += t.text(pickup, left, y, head) + 2;
      }
      const summary = `${m.parcels.length} parcels · ${totals.pieces} pieces · ${kg(totals.grams)} · COD ${rs(totals.cod)}`;
      y += t.text(summary, left, y, { width, size: 9.5, bold: true, align: 'left' });
      drawCode128(doc, m.number, left + width - 160, 60, 160, 26);
      return Math.max(y, 90) + 10;
    }
    t.text(`Load sheet ${m.number} (continued)`, left, y, { width, size: 9, align: 'left' });
    return y + 18;
  };
  const tableHead = (y: number) => {
    doc.rect(left, y, width, 16).fill('#eee').fillColor('#000');
    let x = left;
    for (const c of cols) {
      const right = c.key === 'COD' || c.key === 'Weight' || c.key === 'Pcs';
      t.text(c.key, x + 3, y + 3, { width: c.w - 6, size: 8, bold: true, align: right ? 'right' : 'left' });
      x += c.w;
    }
    return y + 18;
  };

  const size = 8.5;
  const nameWidth = cols[3]!.w - 6;
  let y = tableHead(header(true));
  m.parcels.forEach((p, i) => {
    // A row is as tall as its consignee's name and city wrapped in the column (never cut), at
    // least the barcode's 36 pt.
    const nameH = t.heightOf(p.consigneeName, { width: nameWidth, size });
    const cityH = t.heightOf(p.city, { width: nameWidth, size });
    const rowH = Math.max(36, nameH + cityH + 8);
    if (y + rowH > doc.page.height - 120) {
      doc.addPage();
      y = tableHead(header(false));
    }
    const mid = y + rowH / 2 - 6;
    let x = left;
    doc.fillColor('#000');
    t.text(String(i + 1), x + 3, mid, { width: cols[0]!.w - 6, size, align: 'left' });
    x += cols[0]!.w;
    drawCode128(doc, p.trackingNumber, x, y + 2, cols[1]!.w - 6, 20);
    t.text(p.trackingNumber, x, y + 23, { width: cols[1]!.w - 6, size: 7.5, align: 'center' });
    x += cols[1]!.w;
    t.text(p.orderName, x + 3, mid, { width: cols[2]!.w - 6, size, align: 'left' });
    x += cols[2]!.w;
    const nameTop = y + (rowH - nameH - cityH) / 2;
    t.text(p.consigneeName, x + 3, nameTop, { width: nameWidth, size });
    doc.fillColor('#555');
    t.text(p.city, x + 3, nameTop + nameH, { width: nameWidth, size });
    doc.fillColor('#000');
    x += cols[3]!.w;
    t.text(String(p.pieces), x + 3, mid, { width: cols[4]!.w - 6, size, align: 'right' });
    x += cols[4]!.w;
    t.text(kg(p.weightGrams), x + 3, mid, { width: cols[5]!.w - 6, size, align: 'right' });
    x += cols[5]!.w;
    t.text(p.codAmount ? rs(p.codAmount) : 'Prepaid', x + 3, mid, {
      width: cols[6]!.w - 6,
      size,
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
  doc.fillColor('#000');
  const total = `Total: ${m.parcels.length} parcels · ${totals.pieces} pieces · ${kg(totals.grams)} · COD ${rs(totals.cod)}`;
  t.text(total, left, y, { width, size: 10, bold: true, align: 'left' });
  y += 40;
  const sig = (label: string, x: number) => {
    doc
      .moveTo(x, y)
      .lineTo(x + 220, y)
      .lineWidth(0.7)
      .strokeColor('#000')
      .stroke();
    t.text(label, x, y + 4, { width: 220, size: 8.5, align: 'left', direction: 'ltr' });
  };
  sig(`Handed over by${m.createdBy ? ` (${isolate(m.createdBy)})` : ''} — name, signature`, left);
  sig('Received by rider — name, signature, date & time', left + width - 220);

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.fillColor('#777');
    t.text(`Page ${i + 1} of ${range.count}`, left, doc.page.height - 30, {
      width,
      size: 7.5,
      align: 'center',
    });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
