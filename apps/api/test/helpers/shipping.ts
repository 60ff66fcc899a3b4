import { createJobRunner } from '../../src/jobs/handlers.ts';
import type { Session, TestContext } from './app.ts';
import { createStore, orderBody } from './app.ts';

/** A seller ready to ship: a store, a pickup address in Lahore, and the given courier accounts. */
export async function shippingSeller(
  t: TestContext,
  owner: Session,
  accounts: Array<{ courier: string; name: string; credentials?: Record<string, string> }>,
) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: owner.headers, ...(payload ? { payload } : {}) });
  const storeId = await createStore(t.app, owner, 'Lawn House');
  const shipper = await call('POST', '/v1/shippers', {
    name: 'Main warehouse',
    contactName: 'Bilal Ahmed',
    phone: '03211234567',
    address: '45 Main Boulevard, Gulberg III',
    city: 'Lahore',
  });
  if (shipper.statusCode !== 201) throw new Error(`shipper: ${shipper.body}`);
  const ids: Record<string, string> = {};
  for (const a of accounts) {
    const res = await call('POST', '/v1/courier', { credentials: {}, ...a });
    if (res.statusCode !== 201) throw new Error(`courier ${a.courier}: ${res.body}`);
    ids[a.courier] = res.json().data._id;
    // Fetch and map its cities now (the booking checks the destination is mapped).
    await call('GET', `/v1/courier/${ids[a.courier]}/cites`);
  }
  return { storeId, shipperId: shipper.json().data._id as string, courierIds: ids, call };
}

/** A confirmed order (COD answered "confirm", so status open) shipping to `city`. */
export async function confirmedOrder(
  t: TestContext,
  owner: Session,
  storeId: string,
  o: { city?: string; address?: string; phone?: string; paymentMethod?: 'COD' | 'prepaid' } = {},
) {
  const base = orderBody(storeId);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: owner.headers,
    payload: {
      ...base,
      paymentMethod: o.paymentMethod ?? 'COD',
      shippingAddress: {
        ...base.shippingAddress,
        city: o.city ?? 'Karachi',
        province: null,
        ...(o.address ? { address: o.address } : {}),
        ...(o.phone ? { phone: o.phone } : {}),
      },
    },
  });
  if (res.statusCode !== 201) throw new Error(`order: ${res.body}`);
  const order = res.json().data as {
    _id: string;
    name: string;
    status: string;
    pricing: { currentTotalPrice: number };
  };
  if (order.status === 'Pending') {
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${order._id}/status`,
      headers: owner.headers,
      payload: { status: 'open' },
    });
    if (ok.statusCode !== 200) throw new Error(`confirm: ${ok.body}`);
  }
  return order;
}

/** Runs every queued job now (booking jobs included), with instant back-off waits. */
export function drainJobs(
  t: TestContext,
  courierRuntime: Record<string, unknown> = {},
  extra: { lookupDelayMs?: number; realWaits?: boolean } = {},
) {
  return createJobRunner(t.db.db, {
    secrets: t.secrets,
    apiUrl: t.env.WHATSAPP_API_URL,
    courierRuntime: { sleep: async () => {}, timeoutMs: 1_000, ...courierRuntime },
    sleep: extra.realWaits ? undefined : async () => {},
    lookupDelayMs: extra.lookupDelayMs ?? 0,
  }).drain();
}

/** Queues courier polling for every account that is due, then runs all jobs. */
export async function syncCouriers(t: TestContext, courierRuntime: Record<string, unknown> = {}) {
  await t.db.sql("UPDATE courier_accounts SET next_sync_at = now() - interval '1 second' WHERE enabled");
  const runner = createJobRunner(t.db.db, {
    secrets: t.secrets,
    apiUrl: t.env.WHATSAPP_API_URL,
    courierRuntime: { sleep: async () => {}, timeoutMs: 1_000, ...courierRuntime },
    sleep: async () => {},
    lookupDelayMs: 0,
  });
  await runner.scheduleNow();
  return runner.drain();
}
