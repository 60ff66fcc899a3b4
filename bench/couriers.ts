/**
 * Courier benchmarks (issue #5):
 *   npm run bench:couriers                       (embedded PGlite in a temp directory)
 *   DATABASE_URL=postgres://… npm run bench:couriers
 * 1. Booking 1,000 confirmed orders through the background job against a fake PostEx (in its own
 *    process, as a courier is another machine) that takes
 *    100 ms per booking. Target ≤ 15 s; reported against the ideal for the job's concurrency
 *    (1,000 × 100 ms ÷ BOOKING_CONCURRENCY), measured in the same run.
 * 2. A 500-parcel load sheet: our manifest PDF (Code 128 per parcel, totals, signatures). Target
 *    ≤ 2 s; reported against reading the same sheet as JSON in the same run.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../apps/api/src/app.ts';
import { parseEnv } from '../apps/api/src/config/env.ts';
import { migrateDatabase, openPglite, openPostgres, type Database } from '../apps/api/src/db/client.ts';
import { createJobRunner } from '../apps/api/src/jobs/handlers.ts';
import { Secrets } from '../apps/api/src/lib/secrets.ts';
import { BOOKING_CONCURRENCY } from '../apps/api/src/modules/shipping/booking.service.ts';
import { startCourierProcess } from './courier-process.ts';
import { startProfile } from './profile.ts';

const ORDERS = Number(process.env.BENCH_BOOKINGS ?? 1000);
const COURIER_MS = 100;
const SHEET = 500;
const ORIGIN = 'http://bench.sauda';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const url = process.env.DATABASE_URL;
  const database: Database = url
    ? openPostgres(url, 20)
    : await openPglite(mkdtempSync(path.join(tmpdir(), 'sauda-bench-couriers-')));
  await migrateDatabase(database);
  // A fake PostEx whose every booking takes 100 ms ("stall" waits, then books and answers), in a
  // process of its own: the courier is another machine, its work is not Sauda's.
  const px = await startCourierProcess('bench-token', COURIER_MS);
  const env = parseEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: ORIGIN,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SIGNUP_RATE_LIMIT_PER_HOUR: '100000',
    FILES_DIR: mkdtempSync(path.join(tmpdir(), 'sauda-bench-files-')),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sauda-bench-data-')),
  });
  const secrets = Secrets.withKey(randomBytes(32));
  const courierRuntime = { baseUrls: { postex: px.url }, sandboxStepMs: 60_000 };
  const app = await buildApp({ env, database, secrets, serveWeb: false, courierRuntime });
  await app.ready();
  const h = { origin: ORIGIN } as Record<string, string>;
  const call = async (method: 'GET' | 'POST' | 'PUT', u: string, payload?: object) => {
    const res = await app.inject({ method, url: `/api${u}`, headers: h, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${u}: ${res.statusCode} ${res.body}`);
    return res;
  };

  const email = `couriers.${Date.now().toString(36)}@bench.sauda`;
  const signup = await call('POST', '/v1/auth/signup', {
    name: 'Bench Seller',
    email,
    password: 'Bench-password-2026',
    businessName: 'Bench Lawn',
  });
  h.authorization = `Bearer ${signup.json().data.token}`;
  const storeId = (await call('POST', '/v1/stores', { name: 'Bench store', platform: 'sauda' })).json().data
    ._id;
  const shipperId = (
    await call('POST', '/v1/shippers', {
      name: 'Warehouse',
      contactName: 'Bench',
      phone: '03211234567',
      address: '45 Main Boulevard, Gulberg',
      city: 'Lahore',
    })
  ).json().data._id;
  const courierId = (
    await call('POST', '/v1/courier', {
      courier: 'postex',
      name: 'PostEx',
      credentials: { token: 'bench-token' },
    })
  ).json().data._id;

  process.stdout.write(`creating ${ORDERS} confirmed orders… `);
  const ids: string[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const o = (
      await call('POST', '/v1/orders', {
        storeId,
        paymentMethod: 'prepaid',
        lineItems: [{ title: 'Lawn suit', quantity: 1, unitPrice: 450_000 }],
        shippingAddress: {
          name: `Buyer ${i}`,
          phone: '03001234567',
          address: `House ${i}, Street 4`,
          city: 'Karachi',
        },
      })
    ).json().data;
    ids.push(o._id);
  }
  console.log('done');

  const runner = createJobRunner(database.db, { secrets, apiUrl: env.WHATSAPP_API_URL, courierRuntime });
  const profile = await startProfile('booking-request');
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const job = (
    await call('POST', '/v1/orders/booking', {
      orders: ids.map((orderId) => ({ orderId, courierId, storeId, shipperId, shipmentType: 'Normal' })),
    })
  ).json().data;
  const requested = (performance.now() - t0) / 1000;
  await profile.next('booking-job');
  await runner.drain();
  const took = (performance.now() - t0) / 1000;
  await profile.stop();
  // Sauda's own work on its one thread meanwhile: near `took`, the booking is bound by it.
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const done = (await call('GET', `/v1/orders/booking/jobs/${job._id}`)).json().data;
  const booked = done.results.filter((r: { state: string }) => r.state === 'booked').length;
  const ideal = (ORDERS * COURIER_MS) / 1000 / BOOKING_CONCURRENCY;

  // Load sheet of 500 parcels.
  const parcels = (await call('GET', `/v1/shipments?view=booked&limit=500`)).json().data as Array<{
    _id: string;
  }>;
  const sheet = (
    await call('POST', '/v1/load-sheets', {
      courierId,
      shipperId,
      shipmentIds: parcels.slice(0, SHEET).map((p) => p._id),
    })
  ).json().data;
  const jsonTimes: number[] = [];
  const pdfTimes: number[] = [];
  let pdfBytes = 0;
  for (let i = 0; i < 5; i++) {
    let s = performance.now();
    await call('GET', `/v1/load-sheets/${sheet._id}`);
    jsonTimes.push(performance.now() - s);
    s = performance.now();
    const pdf = await call('GET', `/v1/load-sheets/${sheet._id}/pdf`);
    pdfTimes.push(performance.now() - s);
    pdfBytes = pdf.rawPayload.length;
  }

  // The order page's Parcel card (GET /v1/orders/:id/parcels) for the booked orders, ten readers at
  // once, paced (each 5 a second, a busy desk) and closed-loop (saturation), beside /api/health.
  const withParcels = ids.slice(0, 500);
  const readLoad = async (path: (i: number) => string, paced: boolean) => {
    const samples: number[] = [];
    const until = performance.now() + 5000;
    let next = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (performance.now() < until) {
          const at = performance.now();
          const res = await call('GET', path(next++ % withParcels.length));
          if (res.statusCode !== 200) throw new Error(`${path(0)}: ${res.statusCode}`);
          const took = performance.now() - at;
          samples.push(took);
          if (paced) await new Promise((r) => setTimeout(r, Math.max(0, 200 - took)));
        }
      }),
    );
    samples.sort((a, b) => a - b);
    const q = (x: number) => samples[Math.min(samples.length - 1, Math.floor(x * samples.length))]!;
    return { rps: samples.length / 5, p50: q(0.5), p99: q(0.99) };
  };
  const parcelsRead: Array<
    [string, Awaited<ReturnType<typeof readLoad>>, Awaited<ReturnType<typeof readLoad>>]
  > = [];
  for (const paced of [true, false]) {
    const health = await readLoad(() => '/health', paced);
    const card = await readLoad((i) => `/v1/orders/${withParcels[i]}/parcels`, paced);
    parcelsRead.push([paced ? 'paced 10 × 5/s' : 'closed loop, 10', health, card]);
  }

  console.log(`\nSauda courier benchmarks — ${database.kind}`);
  console.log('scenario                                          result        vs baseline');
  const atCourier = await px.report();
  console.log(
    `booking ${ORDERS} orders (courier 100 ms each)          ${took.toFixed(1)} s   ${(took / ideal).toFixed(2)}× the ideal ${ideal.toFixed(2)} s (${BOOKING_CONCURRENCY} at a time); ${booked}/${ORDERS} booked, ${atCourier.parcels} parcels at the courier, at most ${atCourier.mostAtOnce} calls at once; the request itself ${requested.toFixed(1)} s; Sauda's CPU ${cpuSeconds.toFixed(1)} s`,
  );
  console.log(
    `load sheet PDF, ${parcels.slice(0, SHEET).length} parcels (median of 5)       ${median(pdfTimes).toFixed(0)} ms   ${(median(pdfTimes) / median(jsonTimes)).toFixed(1)}× reading the sheet as JSON (${median(jsonTimes).toFixed(0)} ms); ${(pdfBytes / 1024).toFixed(0)} KB`,
  );
  for (const [mode, health, card] of parcelsRead)
    console.log(
      `order's parcels card (${mode})`.padEnd(50) +
        `${card.rps.toFixed(0)}/s p50 ${card.p50.toFixed(1)} ms p99 ${card.p99.toFixed(1)} ms   ${(card.p99 / health.p99).toFixed(1)}× /api/health's p99 (${health.p99.toFixed(1)} ms, ${health.rps.toFixed(0)}/s)`,
    );
  // What the booking asked the courier, by call (a booking should be one create-order).
  const calls = new Map<string, number>();
  for (const h of atCourier.calls)
    calls.set(`${h.method} ${h.path}`, (calls.get(`${h.method} ${h.path}`) ?? 0) + 1);
  console.log(
    `courier calls: ${[...calls].map(([k, n]) => `${k.replace(/.*\/api\/order\//, '')} ×${n}`).join(', ')}`,
  );
  await app.close();
  await px.close();
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
