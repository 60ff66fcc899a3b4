import {
  COURIERS,
  type CourierAccount,
  type CourierCode,
  type CreateCourierAccountBody,
} from '@sauda/contracts/couriers.ts';
import { CITIES } from '@sauda/contracts/cities.ts';
import type { z } from 'zod';
import type { mapCitiesBodySchema, updateCourierAccountBodySchema } from '@sauda/contracts/couriers.ts';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/tx.ts';
import { AppError, badRequest, conflict, notFound, type FieldError } from '../../lib/errors.ts';
import { isUuid, uuidv7 } from '../../lib/ids.ts';
import type { Secrets } from '../../lib/secrets.ts';
import { adapterFor, supportedCouriers, type CourierRuntime } from '../../couriers/registry.ts';
import { CourierError, type CourierAdapter } from '../../couriers/types.ts';
import { matchCourierCity } from './city-match.ts';
import * as repo from './couriers.repo.ts';

export interface CourierDeps {
  db: Db;
  secrets: Secrets;
  runtime: CourierRuntime;
}

export type CourierAccountRecord = repo.CourierAccountRecord;
export const courierCityFor = repo.courierCityFor;
export const bumpCityStat = repo.bumpCityStat;
export const cityStats = repo.cityStats;
export const claimDueForSync = repo.claimDueForSync;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toCourierAccount(r: repo.CourierAccountRecord, secretsSet: string[] = []): CourierAccount {
  const info = COURIERS[r.courier as CourierCode];
  return {
    _id: r.id,
    courier: r.courier as CourierCode,
    courierName: info.name,
    name: r.name,
    enabled: r.enabled,
    environment: r.environment === 'staging' ? 'staging' : 'production',
    publicCredentials: (r.publicCredentials ?? {}) as Record<string, string>,
    secretsSet,
    lastTestedAt: iso(r.lastTestedAt),
    lastTestOk: r.lastTestOk,
    lastTestMessage: r.lastTestMessage,
    lastSyncAt: iso(r.lastSyncAt),
    lastSyncError: r.lastSyncError,
    createdAt: r.createdAt.toISOString(),
  };
}

function openSecrets(deps: CourierDeps, r: repo.CourierAccountRecord): Record<string, string> {
  if (!r.credentialsSealed) return {};
  try {
    return JSON.parse(deps.secrets.open(r.credentialsSealed)) as Record<string, string>;
  } catch {
    throw conflict(
      'CREDENTIALS_UNREADABLE',
      `The stored credentials of ${r.name} cannot be read (the server's SECRETS_KEY changed); enter them again`,
    );
  }
}

const secretKeysSet = (deps: CourierDeps, r: repo.CourierAccountRecord) => {
  if (!r.credentialsSealed || !deps.secrets.available) return [];
  try {
    return Object.keys(openSecrets(deps, r)).filter(Boolean);
  } catch {
    return [];
  }
};

/** Splits credentials into public and secret parts, checking every field the courier needs. */
function splitCredentials(
  courier: CourierCode,
  given: Record<string, string>,
  previous: { pub: Record<string, string>; secret: Record<string, string> } | null,
) {
  const fields = COURIERS[courier].credentials;
  const errors: FieldError[] = [];
  for (const key of Object.keys(given))
    if (!fields.some((f) => f.key === key))
      errors.push({ field: `credentials.${key}`, message: `${COURIERS[courier].name} has no field ${key}` });
  const pub: Record<string, string> = {};
  const secret: Record<string, string> = {};
  for (const f of fields) {
    const value = given[f.key]?.trim() || (f.secret ? previous?.secret[f.key] : previous?.pub[f.key]) || '';
    if (!value && !f.optional)
      errors.push({ field: `credentials.${f.key}`, message: `Enter the ${f.label}` });
    (f.secret ? secret : pub)[f.key] = value;
  }
  if (errors.length) throw badRequest('VALIDATION_ERROR', errors[0]!.message, errors);
  return { pub, secret };
}

function requireSecrets(deps: CourierDeps, courier: CourierCode) {
  if (COURIERS[courier].credentials.some((f) => f.secret) && !deps.secrets.available)
    throw conflict(
      'SECRETS_KEY_MISSING',
      'This server cannot store credentials yet: its operator must set SECRETS_KEY',
    );
}

export async function listAccounts(deps: CourierDeps, accountId: string) {
  return (await repo.listAccounts(deps.db, accountId)).map((r) =>
    toCourierAccount(r, secretKeysSet(deps, r)),
  );
}

async function loadAccount(db: Db, accountId: string, id: string) {
  const r = isUuid(id) ? await repo.findAccount(db, accountId, id) : null;
  if (!r) throw notFound('Courier account');
  return r;
}

export async function getAccount(deps: CourierDeps, accountId: string, id: string) {
  const r = await loadAccount(deps.db, accountId, id);
  return toCourierAccount(r, secretKeysSet(deps, r));
}

export async function createAccount(deps: CourierDeps, accountId: string, body: CreateCourierAccountBody) {
  const courier = body.courier;
  if (!supportedCouriers().includes(courier))
    throw badRequest('VALIDATION_ERROR', `${COURIERS[courier].name} is not available yet`, [
      { field: 'courier', message: 'Not available yet' },
    ]);
  requireSecrets(deps, courier);
  const { pub, secret } = splitCredentials(courier, body.credentials ?? {}, null);
  const now = new Date();
  const row = await repo.insertAccount(deps.db, {
    id: uuidv7(),
    accountId,
    courier,
    name: body.name.trim(),
    environment: body.environment ?? 'production',
    publicCredentials: pub,
    credentialsSealed: Object.keys(secret).length ? deps.secrets.seal(JSON.stringify(secret)) : null,
    enabled: true,
    nextSyncAt: now,
  });
  // Check the credentials straight away so the page can say whether they work, and fetch the
  // courier's cities so bookings can be mapped (a failure here is retried on first use).
  const test = await testAccount(deps, accountId, row.id);
  if (test.ok) await refreshCities(deps, accountId, row.id).catch(() => undefined);
  return getAccount(deps, accountId, row.id);
}

export async function updateAccount(
  deps: CourierDeps,
  accountId: string,
  id: string,
  body: z.infer<typeof updateCourierAccountBodySchema>,
) {
  const r = await loadAccount(deps.db, accountId, id);
  const courier = r.courier as CourierCode;
  const patch: Parameters<typeof repo.updateAccount>[3] = {};
  if (body.name !== undefined) patch.name = body.name;
  if (body.environment !== undefined) patch.environment = body.environment;
  if (body.enabled !== undefined) {
    patch.enabled = body.enabled;
    if (body.enabled) patch.nextSyncAt = new Date();
  }
  let recheck = body.environment !== undefined && body.environment !== r.environment;
  if (body.credentials) {
    requireSecrets(deps, courier);
    const { pub, secret } = splitCredentials(courier, body.credentials, {
      pub: (r.publicCredentials ?? {}) as Record<string, string>,
      secret: openSecrets(deps, r),
    });
    patch.publicCredentials = pub;
    patch.credentialsSealed = Object.keys(secret).length ? deps.secrets.seal(JSON.stringify(secret)) : null;
    recheck = true;
  }
  await repo.updateAccount(deps.db, accountId, id, patch);
  if (recheck) await testAccount(deps, accountId, id);
  return getAccount(deps, accountId, id);
}

export async function deleteAccount(db: Db, accountId: string, id: string) {
  const r = await loadAccount(db, accountId, id);
  if (await repo.hasShipments(db, r.id))
    throw conflict(
      'COURIER_IN_USE',
      `${r.name} has parcels booked with it; disable it instead so their tracking and payments keep working`,
    );
  await repo.deleteAccount(db, accountId, id);
}

/** The adapter for one of the seller's courier accounts. */
export async function openCourier(
  deps: CourierDeps,
  accountId: string,
  id: string,
  o: { requireEnabled?: boolean } = {},
): Promise<{ account: repo.CourierAccountRecord; adapter: CourierAdapter }> {
  const account = await loadAccount(deps.db, accountId, id);
  if (o.requireEnabled && !account.enabled)
    throw conflict('COURIER_DISABLED', `${account.name} is disabled; enable it in Courier management first`);
  const adapter = adapterFor(deps.runtime, {
    id: account.id,
    accountId: account.accountId,
    courier: account.courier,
    environment: account.environment,
    credentials: {
      ...((account.publicCredentials ?? {}) as Record<string, string>),
      ...openSecrets(deps, account),
    },
  });
  return { account, adapter };
}

/** Turns a courier failure into an answer for the seller (502: the courier, not the request, failed). */
export function courierFailure(err: unknown, courierName: string): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof CourierError) {
    if (err.kind === 'rejected') return new AppError(422, 'COURIER_REJECTED', err.message);
    if (err.kind === 'auth') return new AppError(502, 'COURIER_AUTH', err.message);
    return new AppError(
      502,
      'COURIER_UNAVAILABLE',
      err.message,
      undefined,
      err.retryAfter ? { 'retry-after': String(err.retryAfter) } : undefined,
    );
  }
  return new AppError(502, 'COURIER_UNAVAILABLE', `${courierName} could not be reached`);
}

export async function testAccount(deps: CourierDeps, accountId: string, id: string) {
  const { account, adapter } = await openCourier(deps, accountId, id);
  let ok = true;
  let message: string;
  try {
    await adapter.testConnection();
    message = `Connected to ${COURIERS[account.courier as CourierCode].name}`;
  } catch (err) {
    ok = false;
    message =
      err instanceof CourierError || err instanceof AppError
        ? err.message
        : `${COURIERS[account.courier as CourierCode].name} could not be reached`;
  }
  await repo.updateAccount(deps.db, accountId, id, {
    lastTestedAt: new Date(),
    lastTestOk: ok,
    lastTestMessage: message,
  });
  return { ok, message };
}

/** After a poll: when it ran, what failed, and when the next may run (the courier's own pace). */
export async function recordSync(
  db: Db,
  accountId: string,
  id: string,
  error: string | null,
  nextInSeconds?: number,
) {
  const now = new Date();
  await repo.updateAccount(db, accountId, id, {
    lastSyncAt: now,
    lastSyncError: error,
    ...(nextInSeconds ? { nextSyncAt: new Date(now.getTime() + nextInSeconds * 1000) } : {}),
  });
}

// --- booking cities ----------------------------------------------------------------------------

export const saudaCities = () => CITIES.map((c) => ({ name: c.name, province: c.province }));

/** Fetches the courier's cities and maps each onto a Sauda city by name (manual fixes kept). */
export async function refreshCities(deps: CourierDeps, accountId: string, id: string) {
  const { account, adapter } = await openCourier(deps, accountId, id);
  let rows;
  try {
    rows = await adapter.cities();
  } catch (err) {
    throw courierFailure(err, account.name);
  }
  const seen = new Set<string>();
  const mapped = rows
    .filter((c) => c.id && !seen.has(c.id) && seen.add(c.id))
    .map((c) => {
      const sauda = matchCourierCity(c.name);
      return {
        courierCityId: c.id.slice(0, 64),
        courierCityName: c.name.slice(0, 120),
        saudaCity: sauda,
        match: sauda ? 'auto' : 'none',
        pickup: c.pickup,
        delivery: c.delivery,
      };
    });
  await transaction(deps.db, async (tx) => {
    await repo.replaceCities(tx, accountId, account.id, mapped);
    await repo.updateAccount(tx, accountId, account.id, { citiesFetchedAt: new Date() });
  });
}

/** Fetches the courier's city list if it never was (booking needs it). */
export async function ensureCities(deps: CourierDeps, accountId: string, id: string) {
  const account = await loadAccount(deps.db, accountId, id);
  if (!account.citiesFetchedAt) await refreshCities(deps, accountId, id);
}

export async function listCities(
  deps: CourierDeps,
  accountId: string,
  id: string,
  q: { search?: string; match?: 'auto' | 'manual' | 'none'; refresh?: 'true' | 'false' },
) {
  let account = await loadAccount(deps.db, accountId, id);
  if (!account.citiesFetchedAt || q.refresh === 'true') {
    await refreshCities(deps, accountId, id);
    account = await loadAccount(deps.db, accountId, id);
  }
  const rows = await repo.listCities(deps.db, accountId, account.id, q);
  const counts = await repo.cityCounts(deps.db, accountId, account.id);
  return {
    data: rows.map((r) => ({
      courierCityId: r.courierCityId,
      courierCityName: r.courierCityName,
      saudaCity: r.saudaCity,
      match: r.match as 'auto' | 'manual' | 'none',
      pickup: r.pickup,
      delivery: r.delivery,
    })),
    meta: {
      total: counts.total,
      mapped: counts.mapped,
      unmapped: counts.total - counts.mapped,
      fetchedAt: iso(account.citiesFetchedAt),
    },
  };
}

export async function mapCities(
  deps: CourierDeps,
  accountId: string,
  id: string,
  body: z.infer<typeof mapCitiesBodySchema>,
) {
  const account = await loadAccount(deps.db, accountId, id);
  const known = new Set(CITIES.map((c) => c.name));
  const errors: FieldError[] = [];
  body.mappings.forEach((m, i) => {
    if (m.saudaCity !== null && !known.has(m.saudaCity))
      errors.push({ field: `mappings.${i}.saudaCity`, message: `${m.saudaCity} is not a Sauda city` });
  });
  if (errors.length) throw badRequest('VALIDATION_ERROR', errors[0]!.message, errors);
  await transaction(deps.db, async (tx) => {
    for (const [i, m] of body.mappings.entries()) {
      if (!(await repo.setMapping(tx, accountId, account.id, m.courierCityId, m.saudaCity)))
        throw badRequest('VALIDATION_ERROR', `${account.name} has no city ${m.courierCityId}`, [
          { field: `mappings.${i}.courierCityId`, message: 'Unknown city' },
        ]);
    }
  });
  return listCities(deps, accountId, id, {});
}
