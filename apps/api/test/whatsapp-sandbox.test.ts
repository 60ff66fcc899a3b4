/**
 * Issue 27 §4: the sandbox WhatsApp. A fresh seller turns it on; a new COD order's confirmation
 * appears on the on-screen phone; its ticks move sent → delivered → read and a tap on "Confirm
 * order" confirms, all through the signed webhook intake a real number uses. The sandbox refuses
 * what Meta refuses, and one seller's phone is nobody else's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../src/jobs/handlers.ts';
import { SANDBOX_DELIVERY_MS, sendFor } from '../src/modules/whatsapp/sandbox.service.ts';
import { findSettings } from '../src/modules/whatsapp/whatsapp.repo.ts';
import {
  ORIGIN,
  createStore,
  createTestApp,
  orderBody,
  signup,
  type Session,
  type TestContext,
} from './helpers/app.ts';

let t: TestContext;
let A: Session;
let B: Session;
const BUYER = '923001234567'; // orderBody's +92 300 1234567

beforeAll(async () => {
  t = await createTestApp();
  A = await signup(t.app, { businessName: 'Sandbox A' });
  B = await signup(t.app, { businessName: 'Sandbox B' });
});
afterAll(() => t.close());

const runner = () => createJobRunner(t.db.db, { secrets: t.secrets, apiUrl: t.env.WHATSAPP_API_URL });
/** Runs what is due, after the phone's moment to "receive" a message when asked. */
const settle = async (waitForPhone = false) => {
  if (waitForPhone) await new Promise((r) => setTimeout(r, SANDBOX_DELIVERY_MS + 100));
  await runner().drain();
};

const call = (s: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...s.headers, origin: ORIGIN },
    ...(payload ? { payload } : {}),
  });

async function order(s: Session, id: string) {
  return (await call(s, 'GET', `/v1/orders/${id}`)).json().data as {
    name: string;
    confirmation: { status: string; whatsapp: { status: string } | null };
    timeline: Array<{ type: string; message: string; actor: { kind: string } }>;
  };
}
const chats = async (s: Session) =>
  (await call(s, 'GET', '/v1/whatsapp/sandbox/chats')).json().data as Array<{
    waId: string;
    messages: Array<{
      id: string;
      direction: string;
      text: string;
      status: string | null;
      buttons: Array<{ text: string; payload: string }>;
    }>;
  }>;

describe('the sandbox WhatsApp', () => {
  it('is off until turned on, then labelled as the sandbox with a template and automatic sending', async () => {
    expect((await call(A, 'GET', '/v1/whatsapp/sandbox/chats')).statusCode).toBe(409);
    const res = await call(A, 'POST', '/v1/settings/whatsapp/sandbox');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      configured: true,
      sandbox: true,
      templateName: 'sauda_order_confirmation',
      autoConfirm: true,
      webhook: { appSecretSet: true },
    });
    expect(await chats(A)).toEqual([]);
  });

  it('shows a new COD order’s confirmation on the phone; ticks and a tap reach the order through the webhook', async () => {
    const storeId = await createStore(t.app, A, 'Sandbox store');
    const made = await call(A, 'POST', '/v1/orders', orderBody(storeId));
    expect(made.statusCode).toBe(201);
    const orderId = made.json().data._id as string;
    await settle(); // the automatic confirmation goes out, to the phone
    let [chat] = await chats(A);
    expect(chat!.waId).toBe(BUYER);
    const sent = chat!.messages[0]!;
    expect(sent).toMatchObject({ direction: 'out', status: 'sent' });
    expect(sent.text).toContain((await order(A, orderId)).name);
    expect(sent.text).toContain('Ali Raza');
    expect(sent.buttons.map((b) => b.text)).toEqual(['Confirm order', 'Cancel order']);
    expect((await order(A, orderId)).confirmation.whatsapp?.status).toBe('accepted');

    await settle(true); // the phone receives it: sent, delivered, by signed webhook
    expect((await chats(A))[0]!.messages[0]!.status).toBe('delivered');
    expect((await order(A, orderId)).confirmation.whatsapp?.status).toBe('delivered');

    const read = await call(A, 'POST', `/v1/whatsapp/sandbox/chats/${BUYER}/read`);
    expect(read.json().data).toEqual({ read: 1 });
    await settle();
    expect((await order(A, orderId)).confirmation.whatsapp?.status).toBe('read');

    const confirm = sent.buttons[0]!.payload;
    expect(
      (await call(A, 'POST', `/v1/whatsapp/sandbox/chats/${BUYER}/replies`, { payload: confirm })).statusCode,
    ).toBe(200);
    await settle();
    const o = await order(A, orderId);
    expect(o.confirmation.status).toBe('confirmed');
    expect(o.timeline.some((e) => e.actor.kind === 'buyer')).toBe(true);
    [chat] = await chats(A);
    // The tap, then Sauda's thanks, which the phone shows as the seller's message.
    expect(chat!.messages.map((m) => m.direction)).toEqual(['out', 'in', 'out']);
    expect(chat!.messages[1]!.text).toBe('Confirm order');
    expect(chat!.messages[2]!.text).toMatch(/is confirmed/);

    // A second tap changes nothing and gets a polite answer.
    await call(A, 'POST', `/v1/whatsapp/sandbox/chats/${BUYER}/replies`, { payload: confirm });
    await settle();
    expect((await order(A, orderId)).confirmation.status).toBe('confirmed');
    expect((await chats(A))[0]!.messages.at(-1)!.text).toMatch(/can no longer be changed/);
  });

  it('answers a written reply as a real number would: an Urdu "haan" confirms the one waiting order', async () => {
    const storeId = await createStore(t.app, A, 'Sandbox store 2');
    const phone = '+92 321 7654321';
    const made = await call(A, 'POST', '/v1/orders', {
      ...orderBody(storeId),
      shippingAddress: { ...orderBody(storeId).shippingAddress, phone },
    });
    const orderId = made.json().data._id as string;
    await settle();
    const res = await call(A, 'POST', '/v1/whatsapp/sandbox/chats/923217654321/replies', { text: 'جی ہاں' });
    expect(res.statusCode).toBe(200);
    await settle();
    expect((await order(A, orderId)).confirmation.status).toBe('confirmed');
  });

  it('refuses a button no message has, an unknown chat, and a reply that is neither tap nor text', async () => {
    const bad = await call(A, 'POST', `/v1/whatsapp/sandbox/chats/${BUYER}/replies`, {
      payload: 'sauda:confirm:nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('payload');
    expect(
      (await call(A, 'POST', '/v1/whatsapp/sandbox/chats/923009999999/replies', { text: 'hi' })).statusCode,
    ).toBe(404);
    expect((await call(A, 'POST', '/v1/whatsapp/sandbox/chats/923009999999/read')).statusCode).toBe(404);
    const neither = await call(A, 'POST', `/v1/whatsapp/sandbox/chats/${BUYER}/replies`, {});
    expect(neither.statusCode).toBe(400);
    expect((await call(A, 'POST', '/v1/whatsapp/sandbox/chats/12ab/read')).statusCode).toBe(400);
  });

  it('refuses what Meta refuses: a template parameter with a new line (132018), an unknown template (132001)', async () => {
    const row = (await findSettings(t.db.db, A.accountId))!;
    const deps = { db: t.db.db, secrets: t.secrets, apiUrl: t.env.WHATSAPP_API_URL };
    const template = (params: string[], name = 'sauda_order_confirmation') => ({
      kind: 'template' as const,
      name,
      language: 'en',
      params,
      buttons: ['sauda:confirm:x', 'sauda:cancel:x'],
    });
    await expect(
      sendFor(deps, row, BUYER, template(['Ali', '#1001', 'Shop', 'Rs 100', 'House 5\nStreet 2'])),
    ).rejects.toThrow(/132018/);
    await expect(
      sendFor(deps, row, BUYER, template(['Ali', '#1001', 'Shop', 'Rs 100', 'x'], 'other')),
    ).rejects.toThrow(/132001/);
    await expect(sendFor(deps, row, BUYER, template(['Ali', '#1001']))).rejects.toThrow(/132000/);
  });

  it('is one seller’s: another seller sees no chat of it and cannot touch it; a real number is not replaced', async () => {
    expect((await call(B, 'GET', '/v1/whatsapp/sandbox/chats')).statusCode).toBe(409);
    expect((await call(B, 'POST', '/v1/settings/whatsapp/sandbox')).statusCode).toBe(200);
    expect(await chats(B)).toEqual([]);
    expect((await call(B, 'POST', `/v1/whatsapp/sandbox/chats/${BUYER}/read`)).statusCode).toBe(404);
    const tap = (await chats(A))[0]!.messages[0]!.buttons[1]!.payload;
    expect(
      (await call(B, 'POST', `/v1/whatsapp/sandbox/chats/${BUYER}/replies`, { payload: tap })).statusCode,
    ).toBe(404);

    // A seller with a real number connected must disconnect it first.
    const C = await signup(t.app, { businessName: 'Sandbox C' });
    const real = await call(C, 'PUT', '/v1/settings/whatsapp', {
      phoneNumberId: '106540352242922',
      accessToken: 'EAAG-test-token-that-is-long-enough-1234',
    });
    expect(real.statusCode).toBe(200);
    const refused = await call(C, 'POST', '/v1/settings/whatsapp/sandbox');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/disconnect it first/);
    // And a real number saved over the sandbox starts without the sandbox's app secret.
    const over = await call(B, 'PUT', '/v1/settings/whatsapp', {
      phoneNumberId: '106540352242922',
      accessToken: 'EAAG-test-token-that-is-long-enough-1234',
    });
    expect(over.json().data).toMatchObject({ sandbox: false, webhook: { appSecretSet: false } });
  });
});
