import PDFDocument from 'pdfkit';
import type { PurchaseOrder } from '@sauda/contracts/purchasing.ts';

const pkr = (paisa: number) =>
  'Rs ' + new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 }).format(Math.round(paisa / 100));

/** A printable purchase order (A4) for the vendor. */
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

    doc.fontSize(20).font('Helvetica-Bold').text('Purchase order', { continued: false });
    doc.fontSize(12).font('Helvetica').fillColor('#555').text(po.number);
    doc.moveDown();
    const top = doc.y;
    doc.fillColor('#000').font('Helvetica-Bold').fontSize(10).text('From', 48, top);
    doc.font('Helvetica').text(seller);
    doc.text(`Deliver to: ${po.location.name}`);
    doc.font('Helvetica-Bold').text('Vendor', 300, top);
    doc.font('Helvetica').text(po.vendor.name, 300);
    if (po.vendor.email) doc.text(po.vendor.email, 300);
    doc.moveDown();
    doc.x = 48;
    doc.text(
      `Date: ${po.createdAt.slice(0, 10)}${po.expectedAt ? `    Expected: ${po.expectedAt}` : ''}`,
      48,
    );
    doc.moveDown();

    const cols = [48, 270, 350, 400, 470];
    const header = ['Item', 'SKU', 'Qty', 'Unit cost', 'Total'];
    let y = doc.y;
    doc.font('Helvetica-Bold');
    header.forEach((h, i) => doc.text(h, cols[i]!, y, { width: (cols[i + 1] ?? 547) - cols[i]! - 6 }));
    y += 18;
    doc
      .moveTo(48, y - 4)
      .lineTo(547, y - 4)
      .strokeColor('#ccc')
      .stroke();
    doc.font('Helvetica');
    for (const l of po.lines) {
      const title = l.variantTitle === 'Default' ? l.productTitle : `${l.productTitle} — ${l.variantTitle}`;
      const h = Math.max(doc.heightOfString(title, { width: 216 }), 12);
      if (y + h > 760) {
        doc.addPage();
        y = 48;
      }
      const cells = [title, l.sku ?? '', String(l.quantity), pkr(l.unitCost), pkr(l.total)];
      cells.forEach((c, i) => doc.text(c, cols[i]!, y, { width: (cols[i + 1] ?? 547) - cols[i]! - 6 }));
      y += h + 8;
    }
    doc.moveTo(48, y).lineTo(547, y).strokeColor('#ccc').stroke();
    doc.font('Helvetica-Bold').text(`Total: ${pkr(po.total)}`, 350, y + 8, { width: 197, align: 'right' });
    if (po.notes) {
      doc.font('Helvetica').text(`Notes: ${po.notes}`, 48, y + 40, { width: 499 });
    }
    doc.end();
  });
}
