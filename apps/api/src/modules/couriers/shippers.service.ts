import { COURIERS, type CourierCode, type Shipper, type ShipperBody } from '@sauda/contracts/couriers.ts';
import { findCity } from '@sauda/contracts/cities.ts';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/tx.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isUuid, uuidv7 } from '../../lib/ids.ts';
import { CourierError } from '../../couriers/types.ts';
import * as couriers from './couriers.service.ts';
import * as repo from './couriers.repo.ts';
import * as shipRepo from './shippers.repo.ts';

export type ShipperRecord = shipRepo.ShipperRecord;
export const shipperCodeFor = shipRepo.codeFor;

function toShipper(
  r: shipRepo.ShipperRecord,
  codes: Array<{ courierAccountId: string; code: string | null; error: string | null }>,
): Shipper {
  return {
    _id: r.id,
    name: r.name,
    contactName: r.contactName,
    phone: r.phone,
    email: r.email,
    address: r.address,
    city: r.city,
    isDefault: r.isDefault,
    courierCodes: codes.map((c) => ({ courierAccountId: c.courierAccountId, code: c.code, error: c.error })),
    createdAt: r.createdAt.toISOString(),
  };
}

function canonicalCity(raw: string) {
  const c = findCity(raw);
  if (!c)
    throw badRequest('VALIDATION_ERROR', `${raw} is not a city Sauda knows`, [
      { field: 'city', message: 'Choose a city from the list' },
    ]);
  return c.name;
}

export async function listShippers(db: Db, accountId: string) {
  const rows = await shipRepo.list(db, accountId);
  const codes = await shipRepo.codes(
    db,
    accountId,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    toShipper(
      r,
      codes.filter((c) => c.shipperId === r.id),
    ),
  );
}

export async function getShipper(db: Db, accountId: string, id: string) {
  const r = isUuid(id) ? await shipRepo.find(db, accountId, id) : null;
  if (!r) throw notFound('Pickup address');
  return toShipper(r, await shipRepo.codes(db, accountId, [r.id]));
}

/** The stored record (booking reads it). */
export async function findShipper(db: Db, accountId: string, id: string) {
  return isUuid(id) ? shipRepo.find(db, accountId, id) : null;
}

export async function findShipperAny(db: Db, accountId: string, id: string) {
  return isUuid(id) ? shipRepo.findAny(db, accountId, id) : null;
}

export async function createShipper(deps: couriers.CourierDeps, accountId: string, body: ShipperBody) {
  const city = canonicalCity(body.city);
  const id = uuidv7();
  await transaction(deps.db, async (tx) => {
    const first = (await shipRepo.list(tx, accountId)).length === 0;
    const isDefault = first || body.isDefault === true;
    await shipRepo.insert(tx, {
      id,
      accountId,
      name: body.name,
      contactName: body.contactName,
      phone: body.phone,
      email: body.email ?? null,
      address: body.address,
      city,
      isDefault,
    });
    if (isDefault) await shipRepo.clearDefault(tx, accountId, id);
  });
  await syncShipper(deps, accountId, id);
  return getShipper(deps.db, accountId, id);
}

export async function updateShipper(
  deps: couriers.CourierDeps,
  accountId: string,
  id: string,
  body: ShipperBody,
) {
  const current = isUuid(id) ? await shipRepo.find(deps.db, accountId, id) : null;
  if (!current) throw notFound('Pickup address');
  const city = canonicalCity(body.city);
  await transaction(deps.db, async (tx) => {
    await shipRepo.update(tx, accountId, id, {
      name: body.name,
      contactName: body.contactName,
      phone: body.phone,
      email: body.email ?? null,
      address: body.address,
      city,
      ...(body.isDefault !== undefined ? { isDefault: body.isDefault || current.isDefault } : {}),
    });
    if (body.isDefault) await shipRepo.clearDefault(tx, accountId, id);
  });
  const moved = current.address !== body.address || current.city !== city || current.phone !== body.phone;
  if (moved) await syncShipper(deps, accountId, id);
  return getShipper(deps.db, accountId, id);
}

export async function deleteShipper(db: Db, accountId: string, id: string) {
  const r = isUuid(id) ? await shipRepo.find(db, accountId, id) : null;
  if (!r) throw notFound('Pickup address');
  // Parcels keep pointing at it: archive instead of deleting.
  if (await shipRepo.isUsed(db, accountId, r.id))
    await shipRepo.update(db, accountId, r.id, { archivedAt: new Date(), isDefault: false });
  else await shipRepo.remove(db, accountId, r.id);
}

/**
 * Registers the address with every enabled courier whose API keeps pickup addresses (PostEx
 * addressCode, Trax pickup_address_id). Failures are recorded on the address, not thrown: the
 * address is still ours, and the page offers a retry.
 */
export async function syncShipper(deps: couriers.CourierDeps, accountId: string, id: string) {
  const r = isUuid(id) ? await shipRepo.find(deps.db, accountId, id) : null;
  if (!r) throw notFound('Pickup address');
  // Trax requires an e-mail per pickup address: the address's own, else the account owner's.
  const email = r.email || (await shipRepo.ownerEmail(deps.db, accountId));
  for (const acct of await repo.listAccounts(deps.db, accountId)) {
    if (!acct.enabled || !COURIERS[acct.courier as CourierCode].capabilities.pickupAddresses) continue;
    const { adapter } = await couriers.openCourier(deps, accountId, acct.id);
    if (!adapter.createPickupAddress) continue;
    const city = await repo.courierCityFor(deps.db, accountId, acct.id, r.city, 'pickup');
    try {
      const { code } = await adapter.createPickupAddress({
        name: r.name,
        contactName: r.contactName,
        phone: r.phone,
        address: r.address,
        city: r.city,
        courierCityId: city?.courierCityId ?? null,
        courierCityName: city?.courierCityName ?? null,
        email,
      });
      await shipRepo.saveCode(deps.db, {
        accountId,
        shipperId: r.id,
        courierAccountId: acct.id,
        code,
        error: null,
      });
    } catch (err) {
      const message = err instanceof CourierError ? err.message : `${acct.name} could not be reached`;
      await shipRepo.saveCode(deps.db, {
        accountId,
        shipperId: r.id,
        courierAccountId: acct.id,
        code: null,
        error: message,
      });
    }
  }
  return getShipper(deps.db, accountId, id);
}
