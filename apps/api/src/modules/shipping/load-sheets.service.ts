import {
  COURIERS,
  PARCEL_STATUS_LABELS,
  type CourierCode,
  type LoadSheet,
  type ParcelStatus,
} from '@sauda/contracts/couriers.ts';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/tx.ts';
import { AppError, badRequest, conflict, notFound, type FieldError } from '../../lib/errors.ts';
import { isUuid, uuidv7 } from '../../lib/ids.ts';
import { newFileKey, privatePdfPath, type FileStore } from '../../lib/storage.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import * as couriers from '../couriers/couriers.service.ts';
import * as shippers from '../couriers/shippers.service.ts';
import * as inventory from '../inventory/inventory.service.ts';
import * as orders from '../orders/orders-shipping.service.ts';
import { storeNameOf } from '../orders/orders.service.ts';
import type { ShippingDeps } from './booking.service.ts';
import * as sheetRepo from './load-sheets.repo.ts';
import { manifestPdf } from './manifest.ts';
import { toShipment } from './shipments.service.ts';
import * as repo from './shipping.repo.ts';

export interface LoadSheetDeps extends ShippingDeps {
  files: FileStore;
}

export const sheetNumber = (n: number) => `LS-${n}`;

function toLoadSheet(r: NonNullable<Awaited<ReturnType<typeof sheetRepo.find>>>): LoadSheet {
  const s = r.sheet;
  return {
    _id: s.id,
    number: sheetNumber(s.number),
    courierId: s.courierAccountId,
    courierName: r.courierName,
    shipperId: s.shipperId,
    shipperName: r.shipperName,
    status: s.status as LoadSheet['status'],
    courierSheetId: s.courierSheetId,
    hasCourierPdf: !!s.courierPdfKey,
    parcelCount: s.parcelCount,
    codTotal: s.codTotal,
    createdAt: s.createdAt.toISOString(),
    handedOverAt: s.handedOverAt?.toISOString() ?? null,
    createdBy: r.createdByName,
  };
}

/** Why a parcel cannot go on a sheet for this courier, or null when it can. */
function unfit(s: repo.ShipmentRecord, courierAccountId: string | undefined, courierName: string) {
  if (s.state !== 'booked') return `${s.trackingNumber ?? s.reference} is not booked (${s.state})`;
  if (courierAccountId && s.courierAccountId !== courierAccountId)
    return `${s.trackingNumber} is booked with another courier account, not ${courierName}`;
  if (s.loadSheetId) return `${s.trackingNumber} is already on a load sheet`;
  if (s.status && s.status !== 'booked')
    return `${s.trackingNumber} is ${PARCEL_STATUS_LABELS[s.status as ParcelStatus].toLowerCase()} already`;
  return null;
}

/** GET /v1/shipments/scan: what a scanner read → the parcel, or why it cannot be added. */
export async function scan(deps: LoadSheetDeps, accountId: string, code: string, courierId?: string) {
  const courierName = courierId ? (await couriers.getAccount(deps, accountId, courierId)).name : '';
  const rows = await repo.byCode(deps.db, accountId, code.trim());
  const s = rows.find((r) => r.state === 'booked') ?? rows[0];
  if (!s) throw new AppError(404, 'NOT_FOUND', `No booked parcel with tracking number ${code.trim()}`);
  const why = unfit(s, courierId, courierName);
  if (why) {
    if (s.loadSheetId) {
      const sheet = await sheetRepo.findById(deps.db, accountId, s.loadSheetId);
      if (sheet)
        throw conflict('ON_ANOTHER_SHEET', `${s.trackingNumber} is already on ${sheetNumber(sheet.number)}`);
    }
    throw conflict('NOT_FOR_SHEET', why);
  }
  const [r] = await repo.withNames(deps.db, accountId, [s.id]);
  return toShipment(r!.s, r!.orderName, r!.courierName);
}

export async function getLoadSheet(db: Db, accountId: string, id: string) {
  const r = isUuid(id) ? await sheetRepo.find(db, accountId, id) : null;
  if (!r) throw notFound('Load sheet');
  const parcels = await repo.forLoadSheet(db, accountId, r.sheet.id);
  return { ...toLoadSheet(r), parcels: parcels.map((p) => toShipment(p.s, p.orderName, p.courierName)) };
}

export async function listLoadSheets(
  deps: LoadSheetDeps,
  accountId: string,
  q: { status?: string; courierId?: string; page: number; limit: number },
) {
  if (q.courierId) await couriers.getAccount(deps, accountId, q.courierId);
  const { rows, total } = await sheetRepo.list(
    deps.db,
    accountId,
    { status: q.status, courierId: q.courierId },
    q.page,
    q.limit,
  );
  return { data: rows.map(toLoadSheet), meta: { page: q.page, limit: q.limit, total } };
}

/**
 * Makes a load sheet: checks every parcel, asks the courier for its own sheet where its API has
 * one (PostEx, Leopards, Trax, sandbox), then records the sheet and puts the parcels on it.
 */
export async function createLoadSheet(
  deps: LoadSheetDeps,
  auth: AuthContext,
  body: { courierId: string; shipperId?: string; shipmentIds: string[] },
) {
  const { account, adapter } = await couriers.openCourier(deps, auth.accountId, body.courierId, {
    requireEnabled: true,
  });
  const shipper = body.shipperId ? await shippers.findShipper(deps.db, auth.accountId, body.shipperId) : null;
  if (body.shipperId && !shipper)
    throw badRequest('VALIDATION_ERROR', 'Pickup address not found', [
      { field: 'shipperId', message: 'Not found' },
    ]);
  const ids = [...new Set(body.shipmentIds)];
  const found = new Map(
    (await repo.byIds(deps.db, auth.accountId, ids.filter(isUuid))).map((s) => [s.id, s]),
  );
  const errors: FieldError[] = [];
  const parcels: repo.ShipmentRecord[] = [];
  ids.forEach((id, i) => {
    const s = found.get(id);
    const why = s ? unfit(s, account.id, account.name) : 'Parcel not found';
    if (why) errors.push({ field: `shipmentIds.${i}`, message: why });
    else parcels.push(s!);
  });
  if (errors.length)
    throw badRequest(
      'VALIDATION_ERROR',
      errors.length === 1 ? errors[0]!.message : `${errors[0]!.message} (and ${errors.length - 1} more)`,
      errors,
    );

  let courierSheetId: string | null = null;
  let courierPdfKey: string | null = null;
  if (adapter.loadSheet && COURIERS[account.courier as CourierCode].capabilities.loadSheet) {
    const code = shipper
      ? await shippers.shipperCodeFor(deps.db, auth.accountId, shipper.id, account.id)
      : null;
    try {
      const res = await adapter.loadSheet(
        parcels.map((p) => p.trackingNumber!),
        { courierAddressCode: code },
      );
      courierSheetId = res.sheetId;
      if (res.pdf) {
        courierPdfKey = newFileKey();
        await deps.files.put(privatePdfPath(courierPdfKey), res.pdf);
      }
    } catch (err) {
      throw couriers.courierFailure(err, account.name);
    }
  }
  const id = uuidv7();
  // If recording the sheet fails, the courier's PDF we just stored is not left behind.
  const recorded = transaction(deps.db, async (tx) => {
    const n = await inventory.nextCounter(tx, auth.accountId, 'load_sheet', 1001);
    await sheetRepo.insert(tx, {
      id,
      accountId: auth.accountId,
      number: n,
      courierAccountId: account.id,
      shipperId: shipper?.id ?? null,
      status: 'generated',
      courierSheetId,
      parcelCount: parcels.length,
      codTotal: parcels.reduce((t, p) => t + p.codAmount, 0),
      courierPdfKey,
      createdBy: auth.userId || null,
    });
    const taken = await repo.assignSheet(
      tx,
      auth.accountId,
      parcels.map((p) => p.id),
      id,
    );
    if (taken !== parcels.length)
      throw conflict(
        'SHEET_CHANGED',
        'Some of these parcels were put on another load sheet meanwhile; reload and try again',
      );
  });
  try {
    await recorded;
  } catch (err) {
    if (courierPdfKey) await deps.files.remove(privatePdfPath(courierPdfKey));
    throw err;
  }
  return getLoadSheet(deps.db, auth.accountId, id);
}

/** The rider took the parcels: each is picked up, each order Dispatched (stock leaves). */
export async function handOver(db: Db, auth: AuthContext, id: string) {
  const sheet = isUuid(id) ? await sheetRepo.find(db, auth.accountId, id) : null;
  if (!sheet) throw notFound('Load sheet');
  if (sheet.sheet.status === 'handed_over') return getLoadSheet(db, auth.accountId, id);
  const parcels = await repo.forLoadSheet(db, sheet.sheet.accountId, sheet.sheet.id);
  await transaction(db, async (tx) => {
    const now = new Date();
    if (
      !(await sheetRepo.transition(tx, sheet.sheet.accountId, sheet.sheet.id, 'generated', {
        status: 'handed_over',
        handedOverAt: now,
      }))
    )
      return;
    // Orders, then their stock, locked in the one order before any of them moves.
    await orders.lockForCourierUpdates(
      tx,
      auth.accountId,
      parcels.map(({ s }) => s.orderId),
    );
    for (const { s } of parcels) {
      if (s.state !== 'booked' || (s.status && s.status !== 'booked')) continue;
      await repo.update(tx, s.accountId, s.id, {
        status: 'picked_up',
        pickedUpAt: now,
        courierStatus: 'Handed over to the rider',
      });
      await repo.insertEvent(tx, {
        accountId: s.accountId,
        id: uuidv7(),
        shipmentId: s.id,
        at: now,
        status: 'picked_up',
        code: 'SAUDA_HANDOVER',
        message: `Handed over to the ${sheet.courierName} rider (load sheet ${sheetNumber(sheet.sheet.number)})`,
      });
      await orders.courierUpdate(tx, auth.accountId, s.orderId, {
        to: 'Dispatched',
        type: 'handed_over',
        message: `Handed over to ${sheet.courierName} on load sheet ${sheetNumber(sheet.sheet.number)}`,
        actor: { kind: 'user', id: auth.userId || null, name: auth.userName },
      });
    }
  });
  return getLoadSheet(db, auth.accountId, id);
}

export async function deleteLoadSheet(deps: LoadSheetDeps, auth: AuthContext, id: string) {
  const sheet = isUuid(id) ? await sheetRepo.find(deps.db, auth.accountId, id) : null;
  if (!sheet) throw notFound('Load sheet');
  if (sheet.sheet.status !== 'generated')
    throw conflict(
      'HANDED_OVER',
      `${sheetNumber(sheet.sheet.number)} was handed over; it can no longer be deleted`,
    );
  await transaction(deps.db, async (tx) => {
    await repo.freeSheet(tx, auth.accountId, sheet.sheet.id);
    await sheetRepo.remove(tx, auth.accountId, sheet.sheet.id);
  });
  if (sheet.sheet.courierPdfKey) await deps.files.remove(privatePdfPath(sheet.sheet.courierPdfKey));
}

export async function manifest(db: Db, accountId: string, id: string) {
  const sheet = await getLoadSheet(db, accountId, id);
  const raw = await sheetRepo.find(db, accountId, id);
  const shipper = raw?.sheet.shipperId
    ? await shippers.findShipperAny(db, accountId, raw.sheet.shipperId)
    : null;
  const storeName = sheet.parcels[0] ? await storeNameOf(db, accountId, sheet.parcels[0].storeId) : '';
  const pdf = await manifestPdf({
    number: sheet.number,
    storeName,
    courierName: sheet.courierName,
    courierSheetId: sheet.courierSheetId,
    pickup: shipper
      ? { name: shipper.name, phone: shipper.phone, address: shipper.address, city: shipper.city }
      : null,
    createdAt: new Date(sheet.createdAt),
    createdBy: sheet.createdBy,
    parcels: sheet.parcels.map((p) => ({
      trackingNumber: p.trackingNumber ?? p.reference,
      orderName: p.orderName,
      consigneeName: p.consignee.name,
      city: p.consignee.city,
      pieces: p.pieces,
      weightGrams: p.weightGrams,
      codAmount: p.codAmount,
    })),
  });
  return { pdf, number: sheet.number };
}

export async function courierPdf(deps: LoadSheetDeps, accountId: string, id: string) {
  const r = isUuid(id) ? await sheetRepo.find(deps.db, accountId, id) : null;
  if (!r || !r.sheet.courierPdfKey) throw notFound('Courier load sheet');
  const pdf = await deps.files.get(privatePdfPath(r.sheet.courierPdfKey));
  if (!pdf) throw notFound('Courier load sheet');
  return { pdf, number: sheetNumber(r.sheet.number) };
}
