import {
  PO_STATUS_LABELS,
  type PoStatus,
  type PurchaseOrder,
  type Vendor,
} from '@sauda/contracts/purchasing.ts';
import type { Db } from '../../db/client.ts';
import { transaction, readAll } from '../../db/tx.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { checkDocumentTotal, safeNumber } from '../../lib/money.ts';
import { isUuid, uuidv7 } from '../../lib/ids.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage, Mailer } from '../../lib/mailer.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import * as inventory from '../inventory/inventory.service.ts';
import * as orders from '../orders/orders.service.ts';
import { purchaseOrderPdf } from './po-pdf.ts';
import * as repo from './purchasing.repo.ts';
import { assertVerifiedSender } from '../auth/auth.service.ts';

// Vendors

type VendorRow = NonNullable<Awaited<ReturnType<typeof repo.findVendor>>>;
const toVendor = ({ v, productsCount, openPos }: VendorRow): Vendor => ({
  _id: v.id,
  name: v.name,
  contactName: v.contactName,
  phone: v.phone,
  email: v.email,
  address: v.address,
  city: v.city,
  notes: v.notes,
  productsCount,
  openPurchaseOrders: openPos,
  createdAt: v.createdAt.toISOString(),
});

type VendorInput = {
  name?: string;
  contactName?: string | null;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  city?: string | null;
  notes?: string | null;
};

const nameTaken = (name: string) =>
  conflict('NAME_TAKEN', `A vendor called ${name} already exists`, [
    { field: 'name', message: 'Already exists' },
  ]);

export async function listVendors(
  db: Db,
  accountId: string,
  q: { page: number; limit: number; search?: string },
) {
  const r = await repo.listVendors(db, accountId, q.search || undefined, q.page, q.limit);
  return { data: r.rows.map(toVendor), meta: { page: q.page, limit: q.limit, total: r.total } };
}

export async function getVendor(db: Db, accountId: string, id: string) {
  const row = isUuid(id) ? await repo.findVendor(db, accountId, id) : null;
  if (!row) throw notFound('Vendor');
  return toVendor(row);
}

export async function createVendor(db: Db, accountId: string, body: VendorInput & { name: string }) {
  return transaction(db, async (tx) => {
    if (await repo.vendorByName(tx, accountId, body.name)) throw nameTaken(body.name);
    const id = uuidv7();
    await repo.insertVendor(tx, { id, accountId, ...body });
    return getVendor(tx, accountId, id);
  });
}

export async function updateVendor(db: Db, accountId: string, id: string, body: VendorInput) {
  return transaction(db, async (tx) => {
    const v = await getVendor(tx, accountId, id);
    if (
      body.name &&
      body.name.toLowerCase() !== v.name.toLowerCase() &&
      (await repo.vendorByName(tx, accountId, body.name))
    )
      throw nameTaken(body.name);
    await repo.updateVendor(tx, accountId, v._id, body);
    return getVendor(tx, accountId, id);
  });
}

export async function deleteVendor(db: Db, accountId: string, id: string) {
  const v = await getVendor(db, accountId, id);
  if (await repo.vendorHasPos(db, accountId, v._id))
    throw conflict('VENDOR_IN_USE', `${v.name} has purchase orders, so it cannot be deleted`);
  await repo.deleteVendor(db, accountId, v._id);
  return { message: `${v.name} was deleted` };
}

// Purchase orders

export async function loadPo(db: Db, accountId: string, id: string): Promise<PurchaseOrder> {
  const po = isUuid(id) ? await repo.findPo(db, accountId, id) : null;
  if (!po) throw notFound('Purchase order');
  const [vendor, lines, events, locationName] = await readAll(db, [
    () => repo.findVendor(db, accountId, po.vendorId),
    () => repo.linesOf(db, po.accountId, po.id),
    () => repo.poEvents(db, po.accountId, po.id),
    () => repo.locationName(db, po.accountId, po.locationId),
  ]);
  return {
    _id: po.id,
    number: `PO-${po.number}`,
    status: po.status,
    vendor: { _id: po.vendorId, name: vendor?.v.name ?? '', email: vendor?.v.email ?? null },
    location: { _id: po.locationId, name: locationName },
    expectedAt: po.expectedAt,
    notes: po.notes,
    lines: lines.map((l) => ({
      _id: l.line.id,
      variantId: l.line.variantId,
      productId: l.productId,
      productTitle: l.productTitle,
      variantTitle: l.variantTitle,
      sku: l.sku,
      quantity: l.line.quantity,
      receivedQty: l.line.receivedQty,
      unitCost: l.line.unitCost,
      total: l.line.quantity * l.line.unitCost,
    })),
    total: po.total,
    orderedQty: lines.reduce((n, l) => n + l.line.quantity, 0),
    receivedQty: lines.reduce((n, l) => n + l.line.receivedQty, 0),
    createdAt: po.createdAt.toISOString(),
    sentAt: po.sentAt?.toISOString() ?? null,
    history: events.map((e) => ({ at: e.at.toISOString(), message: e.message, actorName: e.actorName })),
  };
}

type PoInput = {
  vendorId: string;
  locationId?: string;
  expectedAt?: string | null;
  notes?: string | null;
  lines: Array<{ variantId: string; quantity: number; unitCost: number }>;
};

async function checkPoRefs(tx: Db, accountId: string, body: Partial<PoInput>) {
  if (
    body.vendorId !== undefined &&
    !(isUuid(body.vendorId) && (await repo.findVendor(tx, accountId, body.vendorId)))
  )
    throw notFound('Vendor');
  if (body.locationId !== undefined && !(await inventory.findLocationOf(tx, accountId, body.locationId)))
    throw notFound('Location');
  if (body.lines) {
    const ids = [...new Set(body.lines.map((l) => l.variantId))];
    if (ids.length !== body.lines.length)
      throw badRequest('VALIDATION_ERROR', 'lines: a product is listed twice', [
        { field: 'lines', message: 'A product is listed twice; change its quantity instead' },
      ]);
    const found = ids.every(isUuid) ? await repo.variantsOfAccount(tx, accountId, ids) : [];
    if (found.length !== ids.length) throw notFound('Product');
  }
}

const totalOf = (lines: PoInput['lines']) =>
  checkDocumentTotal(
    lines.reduce((n, l) => n + l.quantity * l.unitCost, 0),
    'lines',
    'The purchase order',
  );

export async function createPo(db: Db, auth: AuthContext, body: PoInput) {
  return transaction(db, async (tx) => {
    await checkPoRefs(tx, auth.accountId, body);
    const location = body.locationId
      ? (await inventory.findLocationOf(tx, auth.accountId, body.locationId))!
      : await inventory.ensureDefaultLocation(tx, auth.accountId);
    const id = uuidv7();
    const number = await inventory.nextCounter(tx, auth.accountId, 'purchase_order', 1001);
    await repo.insertPo(tx, {
      id,
      accountId: auth.accountId,
      number,
      vendorId: body.vendorId,
      locationId: location.id,
      status: 'draft',
      expectedAt: body.expectedAt ?? null,
      notes: body.notes ?? null,
      total: totalOf(body.lines),
      createdBy: auth.userId || null,
    });
    await repo.replaceLines(tx, auth.accountId, id, body.lines);
    await repo.insertPoEvent(tx, auth.accountId, id, 'Purchase order created', auth.userName);
    return loadPo(tx, auth.accountId, id);
  });
}

const lockedPo = async (tx: Db, accountId: string, id: string) => {
  const po = isUuid(id) ? await repo.findPo(tx, accountId, id, true) : null;
  if (!po) throw notFound('Purchase order');
  return po;
};

const statusError = (po: repo.PoRecord, action: string) =>
  conflict(
    'PO_STATUS',
    `PO-${po.number} is ${PO_STATUS_LABELS[po.status].toLowerCase()}; it cannot be ${action}`,
  );

export async function updatePo(db: Db, auth: AuthContext, id: string, body: Partial<PoInput>) {
  return transaction(db, async (tx) => {
    const po = await lockedPo(tx, auth.accountId, id);
    if (po.status !== 'draft' && po.status !== 'sent') throw statusError(po, 'edited');
    await checkPoRefs(tx, auth.accountId, body);
    if (body.lines) await repo.replaceLines(tx, po.accountId, po.id, body.lines);
    await repo.updatePo(tx, po.accountId, po.id, {
      ...(body.vendorId !== undefined ? { vendorId: body.vendorId } : {}),
      ...(body.locationId !== undefined ? { locationId: body.locationId } : {}),
      ...(body.expectedAt !== undefined ? { expectedAt: body.expectedAt } : {}),
      ...(body.notes !== undefined ? { notes: body.notes } : {}),
      ...(body.lines ? { total: totalOf(body.lines) } : {}),
    });
    await repo.insertPoEvent(tx, po.accountId, po.id, 'Purchase order edited', auth.userName);
    return loadPo(tx, auth.accountId, po.id);
  });
}

export async function poPdf(db: Db, accountId: string, id: string) {
  const po = await loadPo(db, accountId, id);
  return { pdf: await purchaseOrderPdf(po, await repo.accountName(db, accountId)), number: po.number };
}

export async function sendPo(
  db: Db,
  mailer: Mailer,
  auth: AuthContext,
  id: string,
  body: { email: boolean; message?: string },
) {
  const { result, mail } = await transaction(db, async (tx) => {
    const po = await lockedPo(tx, auth.accountId, id);
    if (po.status !== 'draft' && po.status !== 'sent') throw statusError(po, 'sent');
    const view = await loadPo(tx, auth.accountId, po.id);
    if (body.email && !view.vendor.email)
      throw conflict(
        'VENDOR_NO_EMAIL',
        `${view.vendor.name} has no e-mail address; add one or send the PDF yourself`,
      );
    // Mail to others only from a verified sender (issue 11 §5: no phishing relay on our domain).
    if (body.email) await assertVerifiedSender(tx, auth.userId);
    await repo.updatePo(tx, po.accountId, po.id, { status: 'sent', sentAt: new Date() });
    let mail: { id: string; message: MailMessage } | null = null;
    if (body.email && view.vendor.email) {
      const seller = await repo.accountName(tx, auth.accountId);
      const pdf = await purchaseOrderPdf(view, seller);
      const text = `${body.message ? body.message + '\n\n' : ''}Please find attached purchase order ${view.number} from ${seller}.\n`;
      const message: MailMessage = {
        to: view.vendor.email,
        subject: `Purchase order ${view.number} from ${seller}`,
        text,
        html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
        attachments: [
          { filename: `${view.number}.pdf`, contentType: 'application/pdf', base64: pdf.toString('base64') },
        ],
      };
      mail = {
        id: await mailer.enqueueOutbound(tx, { accountId: auth.accountId, kind: 'purchase_order' }, message),
        message,
      };
      await repo.insertPoEvent(tx, po.accountId, po.id, `Sent to ${view.vendor.email}`, auth.userName);
    } else {
      await repo.insertPoEvent(tx, po.accountId, po.id, 'Marked as sent', auth.userName);
    }
    return { result: await loadPo(tx, auth.accountId, po.id), mail };
  });
  // Delivered after commit; the outbox retries if this fails.
  if (mail) void mailer.deliver(db, mail.id, mail.message);
  return result;
}

/** Receive some or all of a PO: stock in at cost (weighted average), backorders filled first. */
export async function receivePo(
  db: Db,
  auth: AuthContext,
  id: string,
  body: { lines: Array<{ lineId: string; quantity: number }> },
) {
  return transaction(db, async (tx) => {
    const po = await lockedPo(tx, auth.accountId, id);
    if (!['draft', 'sent', 'partially_received'].includes(po.status)) throw statusError(po, 'received');
    const lines = await repo.linesOf(tx, po.accountId, po.id);
    const byId = new Map(lines.map((l) => [l.line.id, l]));
    const who = inventory.whoOf(auth);
    // Waiting orders, then stock rows, of every line received, locked first in the one order.
    await inventory.lockForReceipt(
      tx,
      auth.accountId,
      po.locationId,
      body.lines.flatMap((r) => {
        const l = byId.get(r.lineId);
        return l && r.quantity > 0 ? [l.line.variantId] : [];
      }),
    );
    let units = 0;
    const filled: Array<{ orderId: string; orderName: string; filled: number; complete: boolean }> = [];
    for (const [i, r] of body.lines.entries()) {
      if (r.quantity === 0) continue;
      const l = byId.get(r.lineId);
      if (!l) throw notFound('Purchase order line');
      const left = l.line.quantity - l.line.receivedQty;
      if (r.quantity > left)
        throw conflict(
          'OVER_RECEIPT',
          `Only ${left} of ${l.productTitle} are still due on ${`PO-${po.number}`}`,
          [{ field: `lines.${i}.quantity`, message: `At most ${left}` }],
        );
      if (!(await repo.receiveLine(tx, po.accountId, l.line.id, po.id, r.quantity)))
        throw new AppError(409, 'CONCURRENT_CHANGE', 'This purchase order was received meanwhile; reload');
      // Weighted average cost over what is on hand.
      const onHand = await repo.onHandOf(tx, po.accountId, l.line.variantId);
      const [v] = await repo.variantsOfAccount(tx, auth.accountId, [l.line.variantId]);
      const oldCost = v?.cost ?? null;
      const newCost =
        oldCost === null || onHand <= 0
          ? l.line.unitCost
          : Math.round((oldCost * onHand + l.line.unitCost * r.quantity) / (onHand + r.quantity));
      await repo.setVariantCost(tx, po.accountId, l.line.variantId, newCost);
      filled.push(
        ...(await inventory.receiveStock(
          tx,
          auth.accountId,
          {
            variantId: l.line.variantId,
            productId: l.productId,
            locationId: po.locationId,
            quantity: r.quantity,
            unitCost: l.line.unitCost,
            kind: 'receipt',
            purchaseOrderId: po.id,
            note: `PO-${po.number}`,
          },
          who,
        )),
      );
      units += r.quantity;
    }
    if (units === 0) throw badRequest('NOTHING_TO_RECEIVE', 'Enter a quantity for at least one line');
    const after = await repo.linesOf(tx, po.accountId, po.id);
    const complete = after.every((l) => l.line.receivedQty === l.line.quantity);
    await repo.updatePo(tx, po.accountId, po.id, { status: complete ? 'received' : 'partially_received' });
    await repo.insertPoEvent(
      tx,
      po.accountId,
      po.id,
      `Received ${units} ${units === 1 ? 'unit' : 'units'}${complete ? ' (complete)' : ''}`,
      auth.userName,
    );
    for (const f of filled) {
      await orders.recordOrderNote(
        tx,
        auth,
        f.orderId,
        'backorder_filled',
        `${f.filled} ${f.filled === 1 ? 'unit' : 'units'} reserved from PO-${po.number}${f.complete ? '; nothing is waiting any more' : ''}`,
      );
    }
    return loadPo(tx, auth.accountId, po.id);
  });
}

export async function cancelPo(db: Db, auth: AuthContext, id: string) {
  return transaction(db, async (tx) => {
    const po = await lockedPo(tx, auth.accountId, id);
    if (!['draft', 'sent', 'partially_received'].includes(po.status)) throw statusError(po, 'cancelled');
    await repo.updatePo(tx, po.accountId, po.id, { status: 'cancelled' });
    await repo.insertPoEvent(
      tx,
      po.accountId,
      po.id,
      po.status === 'partially_received' ? 'Cancelled; what was received stays in stock' : 'Cancelled',
      auth.userName,
    );
    return loadPo(tx, auth.accountId, po.id);
  });
}

export async function listPos(
  db: Db,
  accountId: string,
  q: { page: number; limit: number; status?: PoStatus; vendor?: string },
) {
  if (q.vendor && !(isUuid(q.vendor) && (await repo.findVendor(db, accountId, q.vendor))))
    throw notFound('Vendor');
  const r = await repo.listPos(db, accountId, {
    status: q.status,
    vendorId: q.vendor,
    page: q.page,
    limit: q.limit,
  });
  return {
    data: r.rows.map((x) => ({
      _id: x.po.id,
      number: `PO-${x.po.number}`,
      status: x.po.status,
      vendor: { _id: x.po.vendorId, name: x.vendorName },
      linesCount: x.linesCount,
      orderedQty: x.orderedQty,
      receivedQty: x.receivedQty,
      total: x.po.total,
      expectedAt: x.po.expectedAt,
      createdAt: x.po.createdAt.toISOString(),
    })),
    meta: { page: q.page, limit: q.limit, total: r.total },
  };
}

// Procurement

export async function procureList(db: Db, accountId: string, status: 'waiting' | 'procured') {
  const rows = await repo.procureRows(db, accountId, status);
  const onOrder = await inventory.onOrderQty(db, accountId, [...new Set(rows.map((r) => r.variant_id))]);
  type Item = {
    variantId: string;
    productId: string;
    productTitle: string;
    variantTitle: string;
    sku: string | null;
    thumbnailUrl: string | null;
    waitingQty: number;
    onOrderQty: number;
    cost: number | null;
    orders: Array<{
      _id: string;
      name: string;
      quantity: number;
      createdAt: string;
      procurementStatus: 'waiting' | 'procured';
    }>;
  };
  const groups = new Map<
    string,
    { vendor: { _id: string; name: string } | null; items: Map<string, Item> }
  >();
  for (const r of rows) {
    const key = r.vendor_id ?? '';
    const g = groups.get(key) ?? {
      vendor: r.vendor_id ? { _id: r.vendor_id, name: r.vendor_name ?? '' } : null,
      items: new Map<string, Item>(),
    };
    groups.set(key, g);
    const item = g.items.get(r.variant_id) ?? {
      variantId: r.variant_id,
      productId: r.product_id,
      productTitle: r.product_title,
      variantTitle: r.variant_title,
      sku: r.sku,
      thumbnailUrl: r.thumb,
      waitingQty: 0,
      onOrderQty: onOrder.get(r.variant_id) ?? 0,
      cost: r.cost === null ? null : safeNumber(r.cost),
      orders: [],
    };
    g.items.set(r.variant_id, item);
    const qty = status === 'waiting' ? r.backordered_qty : r.backordered_qty || r.quantity;
    item.waitingQty += r.backordered_qty;
    item.orders.push({
      _id: r.order_id,
      name: r.order_name,
      quantity: qty,
      createdAt: new Date(r.created_at).toISOString(),
      procurementStatus: r.procurement_status as 'waiting',
    });
  }
  return [...groups.values()]
    .sort((a, b) => (a.vendor?.name ?? '\uffff').localeCompare(b.vendor?.name ?? '\uffff'))
    .map((g) => ({ vendor: g.vendor, items: [...g.items.values()] }));
}

/** One step from /procure: a draft PO for a vendor covering what its waiting orders still need. */
export async function raisePo(db: Db, auth: AuthContext, body: { vendorId: string; variantIds?: string[] }) {
  if (!isUuid(body.vendorId) || !(await repo.findVendor(db, auth.accountId, body.vendorId)))
    throw notFound('Vendor');
  const groups = await procureList(db, auth.accountId, 'waiting');
  const group = groups.find((g) => g.vendor?._id === body.vendorId);
  const items = (group?.items ?? []).filter((i) => !body.variantIds || body.variantIds.includes(i.variantId));
  const lines = items
    .map((i) => ({
      variantId: i.variantId,
      quantity: Math.max(i.waitingQty - i.onOrderQty, 0),
      unitCost: i.cost ?? 0,
    }))
    .filter((l) => l.quantity > 0);
  if (items.length === 0)
    throw conflict('NOTHING_WAITING', 'No orders are waiting for this vendor’s products');
  if (lines.length === 0)
    throw conflict('ALREADY_ON_ORDER', 'Everything these orders need is already on open purchase orders');
  return createPo(db, auth, {
    vendorId: body.vendorId,
    lines,
    notes: 'Raised from Procure for waiting orders',
  });
}
