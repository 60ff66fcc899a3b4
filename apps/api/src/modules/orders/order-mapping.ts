import type { Order, OrderRow, TimelineEntry } from '@sauda/contracts/orders.ts';
import { ORDER_TRANSITIONS } from '@sauda/contracts/orders.ts';
import { whatsappAdvice, type WhatsappDelivery } from '@sauda/contracts/whatsapp.ts';
import { customerWarning, type CustomerRow } from '../customers/customers.service.ts';
import type { EventRecord, ItemRecord, OrderRecord, OrderRowRecord } from './orders.repo.ts';

export const confirmationUrl = (appUrl: string, token: string | null) =>
  token ? `${appUrl}/order-confirmation?token=${token}` : null;

export function toTimeline(e: EventRecord): TimelineEntry {
  return {
    _id: e.id,
    at: e.at.toISOString(),
    type: e.type,
    message: e.message,
    actor: { kind: e.actorKind as TimelineEntry['actor']['kind'], name: e.actorName },
  };
}

/**
 * Who settled a COD confirmation: the actor of the latest move out of Pending to open or Cancelled
 * (the buyer's answer and the seller's move both write one), so the order never says "the buyer
 * confirmed" when the seller did.
 */
function answeredBy(o: OrderRecord, events: EventRecord[]): TimelineEntry['actor'] | null {
  if (o.confirmationStatus !== 'confirmed' && o.confirmationStatus !== 'cancelled') return null;
  let found: EventRecord | null = null;
  for (const e of events) {
    const d = e.data as { from?: string; to?: string } | null;
    if (e.type !== 'status_changed' || d?.from !== 'Pending' || (d.to !== 'open' && d.to !== 'Cancelled'))
      continue;
    if (!found || e.at >= found.at) found = e;
  }
  return found ? { kind: found.actorKind as TimelineEntry['actor']['kind'], name: found.actorName } : null;
}

export function toOrder(
  o: OrderRecord,
  items: ItemRecord[],
  events: EventRecord[],
  customer: CustomerRow,
  appUrl: string,
  thumbs: ReadonlyMap<string, string | null> = new Map(),
): Order {
  const status = o.status;
  return {
    _id: o.id,
    name: o.name,
    orderNumber: o.orderNumber,
    storeId: o.storeId,
    status,
    paymentMethod: o.paymentMethod,
    source: o.source,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    lineItems: items.map((i) => ({
      _id: i.id,
      title: i.title,
      sku: i.sku,
      quantity: i.quantity,
      unitPrice: i.unitPrice,
      total: i.total,
      productId: i.productId,
      variantId: i.variantId,
      backorderedQty: i.backorderedQty,
      thumbnailUrl: (i.productId && thumbs.get(i.productId)) || null,
    })),
    pricing: {
      subtotal: o.subtotal,
      discount: o.discount,
      shipping: o.shipping,
      currentTotalPrice: o.total,
      currency: 'PKR',
    },
    shipmentDetails: {
      addresses: [
        {
          name: o.shipName,
          phone: o.shipPhone,
          address: o.shipAddress,
          city: o.shipCity,
          province: o.shipProvince,
        },
      ],
    },
    customer: {
      _id: customer.id,
      name: customer.name,
      phone: customer.phone,
      blocked: customer.blocked,
      ordersCount: customer.ordersCount,
      deliveredCount: customer.deliveredCount,
      returnedCount: customer.returnedCount,
      warning: customerWarning(customer),
    },
    notes: o.notes,
    tags: o.tags,
    confirmation: {
      status: o.confirmationStatus,
      url: confirmationUrl(appUrl, o.confirmationToken),
      sentAt: o.confirmationSentAt?.toISOString() ?? null,
      respondedAt: o.confirmationRespondedAt?.toISOString() ?? null,
      answeredBy: answeredBy(o, events),
      whatsapp: whatsappDelivery(o),
    },
    trackingNumber: o.trackingNumber,
    courierId: null,
    shipperId: null,
    shipmentType: null,
    selectedCourier: null,
    allowedTransitions: [...ORDER_TRANSITIONS[status]],
    procurementStatus: o.procurementStatus,
    timeline: events.map(toTimeline),
  };
}

export function toRow(r: OrderRowRecord, appUrl: string): OrderRow {
  return {
    _id: r.id,
    name: r.name,
    storeId: r.storeId,
    status: r.status,
    paymentMethod: r.paymentMethod,
    source: r.source,
    createdAt: r.createdAt.toISOString(),
    itemCount: r.itemCount,
    pricing: { currentTotalPrice: r.total },
    shipmentDetails: { addresses: [{ name: r.shipName, phone: r.shipPhone, city: r.shipCity }] },
    tags: r.tags,
    confirmationStatus: r.confirmationStatus,
    confirmationUrl: confirmationUrl(appUrl, r.confirmationToken),
    confirmationSentAt: r.confirmationSentAt?.toISOString() ?? null,
    trackingNumber: r.trackingNumber,
  };
}

/** 03001234567 → 0300*****67 (quality-checks Q20: the public page never shows the full phone). */
export const maskPhone = (p: string) =>
  p.length > 6 ? `${p.slice(0, 4)}${'*'.repeat(p.length - 6)}${p.slice(-2)}` : '*'.repeat(p.length);

/** Integer paisa → "1234.50" for CSV. */
export const rupees = (paisa: number) =>
  `${Math.trunc(paisa / 100)}.${String(Math.abs(paisa % 100)).padStart(2, '0')}`;

/** What Meta last reported of the message that carried the confirmation link (null if none). */
function whatsappDelivery(o: OrderRecord): WhatsappDelivery | null {
  if (!o.confirmationWaMessageId || !o.confirmationWaStatus) return null;
  const code = o.confirmationWaErrorCode;
  return {
    status: o.confirmationWaStatus,
    at: (o.confirmationWaStatusAt ?? o.updatedAt).toISOString(),
    error:
      code === null
        ? null
        : {
            code,
            title: o.confirmationWaErrorTitle ?? '',
            advice: whatsappAdvice(code, o.confirmationWaErrorTitle ?? 'unknown error'),
          },
  };
}
