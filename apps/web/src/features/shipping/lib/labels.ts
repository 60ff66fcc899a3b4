/** Airway-bill PDFs and picking shipment ids out of booking results. DOM-free. */
export const LABELS_PER_PAGE = ['1', '2', '4'] as const;
export type LabelsPerPage = (typeof LABELS_PER_PAGE)[number];
export const DEFAULT_LABELS_PER_PAGE: LabelsPerPage = '4';

export const LABELS_PATH = '/v1/shipments/labels';

export const isLabelsPerPage = (v: unknown): v is LabelsPerPage =>
  typeof v === 'string' && (LABELS_PER_PAGE as readonly string[]).includes(v);

/** Query of `GET /v1/shipments/labels`: distinct ids, comma separated, in the order given. */
export function labelsQuery(
  ids: readonly string[],
  perPage: LabelsPerPage = DEFAULT_LABELS_PER_PAGE,
): { ids: string; perPage: LabelsPerPage } | null {
  const unique = [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
  return unique.length ? { ids: unique.join(','), perPage } : null;
}

type ResultLike = { orderId: string; state: string };
type ShipmentLike = { _id: string; orderId: string; state: string; bookedAt?: string | null };

/**
 * The shipment ids of the orders a booking job booked, in the job's order. Only booked shipments
 * count; when an order has several (an older cancelled one), the latest booking wins.
 */
export function bookedShipmentIds(
  results: readonly ResultLike[],
  shipments: readonly ShipmentLike[],
): string[] {
  const latest = new Map<string, ShipmentLike>();
  for (const s of shipments) {
    if (s.state !== 'booked') continue;
    const prev = latest.get(s.orderId);
    if (!prev || (s.bookedAt ?? '') > (prev.bookedAt ?? '')) latest.set(s.orderId, s);
  }
  const ids: string[] = [];
  for (const r of results) {
    if (r.state !== 'booked') continue;
    const s = latest.get(r.orderId);
    if (s && !ids.includes(s._id)) ids.push(s._id);
  }
  return ids;
}
