/**
 * The demo account `npm start` creates (README quick start): its sandbox WhatsApp shows orders in
 * each state of the confirmation on first sight (issue 27 §4), once the job runner has applied
 * what the sandbox phone reported.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, seedDemoIfEmpty } from '../src/db/seed-demo.ts';
import { createJobRunner } from '../src/jobs/handlers.ts';
import { SANDBOX_DELIVERY_MS } from '../src/modules/whatsapp/sandbox.service.ts';
import { ORIGIN, bearer, createTestApp, signin, type TestContext } from './helpers/app.ts';

let t: TestContext;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoIfEmpty(t.db.db, { secrets: t.secrets, appUrl: ORIGIN })).toBe(true);
  // As the server does after seeding: the runner applies the phone's reports.
  await createJobRunner(t.db.db, { secrets: t.secrets, apiUrl: t.env.WHATSAPP_API_URL }).drain();
  await new Promise((r) => setTimeout(r, SANDBOX_DELIVERY_MS + 100));
  await createJobRunner(t.db.db, { secrets: t.secrets, apiUrl: t.env.WHATSAPP_API_URL }).drain();
  const session = await signin(t.app, DEMO_LOGIN.email, DEMO_LOGIN.password);
  headers = bearer(session.json().data.token);
});
afterAll(() => t.close());

describe('the demo account', () => {
  it('is seeded once', async () => {
    expect(await seedDemoIfEmpty(t.db.db, { secrets: t.secrets, appUrl: ORIGIN })).toBe(false);
  });

  it('has the sandbox WhatsApp on, with orders confirmed by a tap, cancelled by a word, read, and delivered', async () => {
    const settings = (await t.app.inject({ url: '/api/v1/settings/whatsapp', headers })).json().data;
    expect(settings).toMatchObject({ sandbox: true, autoConfirm: true });
    const list = (await t.app.inject({ url: '/api/v1/orders?limit=10', headers })).json().data as Array<{
      _id: string;
      name: string;
    }>;
    const states = [];
    for (const o of [...list].reverse()) {
      const d = (await t.app.inject({ url: `/api/v1/orders/${o._id}`, headers })).json().data;
      states.push([d.status, d.confirmation.status, d.confirmation.whatsapp?.status]);
    }
    expect(states).toEqual([
      ['open', 'confirmed', 'read'],
      ['Cancelled', 'cancelled', 'read'],
      ['Pending', 'awaiting', 'read'],
      ['Pending', 'awaiting', 'delivered'],
    ]);
    const chats = (await t.app.inject({ url: '/api/v1/whatsapp/sandbox/chats', headers })).json().data;
    expect(chats).toHaveLength(4);
  });
});
