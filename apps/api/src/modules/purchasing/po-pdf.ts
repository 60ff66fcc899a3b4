import PDFDocument from 'pdfkit';
import type { PurchaseOrder } from '@sauda/contracts/purchasing.ts';
import { isolate, pdfText } from '../../lib/pdf-text.ts';

const pkr = (paisa: number) =>
  'Rs ' + new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 }).format(Math.round(paisa / 100));

const LEFT = 48;
const RIGHT = 547;
const COLS = [48, 270, 350, 400, 470];

/**
 * A printable purchase order (A4) for the vendor. Vendor, product and location names print as
 * typed, Urdu included, through the shared PDF text module; long titles wrap in their column.
 */
export function purchaseOrderPdf(po: PurchaseOrder, seller: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      info: { Title: `Purchase order PO-${po.number}` },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const t = pdfText(doc);
    const size = 10;

    let y = 48;
    y += t.text('Purchase order', LEFT, y, { width: RIGHT - LEFT, size: 20, bold: true, align: 'left' });
    doc.fillColor('#555');
    y += t.text(po.number, LEFT, y, { width: RIGHT - LEFT, size: 12, align: 'left' }) + 12;
    doc.fillColor('#000');

    // Two columns: who orders (left) and from whom (right); the taller one sets what follows.
    const column = (x: number, width: number, title: string, lines: string[]) => {
      let cy = y + t.text(title, x, y, { width, size, bold: true, align: 'left' });
      for (const line of lines) cy += t.text(line, x, cy, { width, size });
      return cy;
    };
    const fromBottom = column(LEFT, 240, 'From', [seller, `Deliver to: ${isolate(po.location.name)}`]);
    const vendorBottom = column(300, RIGHT - 300, 'Vendor', [
      po.vendor.name,
      ...(po.vendor.email ? [po.vendor.email] : []),
    ]);
    y = Math.max(fromBottom, vendorBottom) + 12;
    const dates = `Date: ${po.createdAt.slice(0, 10)}${po.expectedAt ? ` · Expected: ${po.expectedAt}` : ''}`;
    y += t.text(dates, LEFT, y, { width: RIGHT - LEFT, size, align: 'left' }) + 12;

    const colWidth = (i: number) => (COLS[i + 1] ?? RIGHT) - COLS[i]! - 6;
    const header = ['Item', 'SKU', 'Qty', 'Unit cost', 'Total'];
    header.forEach((h, i) => t.text(h, COLS[i]!, y, { width: colWidth(i), size, bold: true, align: 'left' }));
    y += 18;
    doc
      .moveTo(LEFT, y - 4)
      .lineTo(RIGHT, y - 4)
      .strokeColor('#ccc')
      .stroke();
    for (const l of po.lines) {
      const title = l.variantTitle === 'Default' ? l.productTitle : `${l.productTitle} — ${l.variantTitle}`;
      const cells = [title, l.sku ?? '', String(l.quantity), pkr(l.unitCost), pkr(l.total)];
      const h = Math.max(...cells.map((c, i) => t.heightOf(c, { width: colWidth(i), size })), 12);
      if (y + h > 760) {
        doc.addPage();
        y = 48;
      }
      cells.forEach((c, i) =>
        t.text(c, COLS[i]!, y, { width: colWidth(i), size, align: i === 0 ? 'start' : 'left' }),
      );
      y += h + 8;
    }
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor('#ccc').stroke();
    t.text(`Total: ${pkr(po.total)}`, 350, y + 8, { width: 197, size, bold: true, align: 'right' });
    if (po.notes) {
      // Notes are typed text: their own paragraph, in their own direction.
      const notes = po.notes;
      if (y + 40 + t.heightOf(notes, { width: RIGHT - LEFT, size }) > 800) {
        doc.addPage();
        y = 8;
      }
      const top =
        y + 40 + t.text('Notes', LEFT, y + 40, { width: RIGHT - LEFT, size, bold: true, align: 'left' });
      t.text(notes, LEFT, top, { width: RIGHT - LEFT, size });
    }
    doc.end();
  });
}
