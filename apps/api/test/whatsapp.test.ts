import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../src/jobs/handlers.ts';
import {
  ORIGIN,
  createTestApp,
  orderBody,
  signup,
  type Session,
  type TestContext,
  createStore,
} from './helpers/app.ts';
import { EXPIRED_TOKEN, fakeCloudApi } from './fakes/whatsapp.ts';

const fake = fakeCloudApi();
let t: TestContext;
let me: Session;
let storeId: string;
const waits: number[] = [];
const TOKEN = 'EAAG-test-token-that-is-long-enough-1234';

beforeAll(async () => {
  const url = await fake.listen();
  t = await createTestApp(
    { WHATSAPP_API_URL: url },
    { whatsappSendOptions: { timeoutMs: 300, sleep: async (ms) => void waits.push(ms) } },
  );
  me = await signup(t.app);
  storeId = await createStore(t.app, me, 'Khaadi Corner');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const h = () => ({ ...me.headers, origin: ORIGIN });
const configure = (body: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/settings/whatsapp', headers: h(), payload: body });
const newOrder = async () =>
  (
    await t.app.inject({ method: 'POST', url: '/api/v1/orders', headers: h(), payload: orderBody(storeId) })
  ).json().data;
const send = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/orders/${id}/confirmation/whatsapp`, headers: h() });

describe('WhatsApp Cloud API sender', () => {
  it('is not configured at first, and sending says so', async () => {
    expect((await t.app.inject({ url: '/api/v1/settings/whatsapp', headers: h() })).json().data).toEqual({
      configured: false,
      phoneNumberId: null,
      tokenLast4: null,
      templateName: null,
      templateLanguage: 'en',
      autoConfirm: false,
      webhook: null,
      number: null,
      sandbox: false,
    });
    const res = await send((await newOrder())._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('WHATSAPP_NOT_CONFIGURED');
  });

  it('stores the token sealed and never shows it', async () => {
    expect((await configure({ phoneNumberId: 'abc', accessToken: TOKEN })).statusCode).toBe(400);
    const res = await configure({ phoneNumberId: '109876543210', accessToken: TOKEN });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      configured: true,
      phoneNumberId: '109876543210',
      tokenLast4: '1234',
      templateName: null,
      templateLanguage: 'en',
      autoConfirm: false,
      webhook: {
        callbackUrl: expect.stringMatching(/\/api\/v1\/webhooks\/whatsapp\/[0-9a-f-]{36}$/),
        verifyToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
        appSecretSet: false,
      },
      number: {
        displayPhoneNumber: '+92 300 1112233',
        verifiedName: 'Khaadi Corner',
        checkedAt: expect.any(String),
      },
      sandbox: false,
    });
    expect(fake.lookups.at(-1)).toBe('109876543210');
    expect(JSON.stringify(res.json())).not.toContain(TOKEN);
    const [row] = await t.db.sql<{ access_token_sealed: string }>(
      'SELECT access_token_sealed FROM whatsapp_settings',
    );
    expect(row!.access_token_sealed).toMatch(/^v1\./);
    expect(row!.access_token_sealed).not.toContain(TOKEN.slice(5, 20));
  });

  it('checks the number with Meta on save, naming the wrong field, and saves nothing refused', async () => {
    const before = (await t.app.inject({ url: '/api/v1/settings/whatsapp', headers: h() })).json().data;
    const unknown = await configure({ phoneNumberId: '555000111222', accessToken: TOKEN });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([
      { field: 'phoneNumberId', message: expect.stringMatching(/no phone number with this ID/) },
    ]);
    const expired = await configure({ phoneNumberId: '109876543210', accessToken: EXPIRED_TOKEN });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().details).toEqual([
      { field: 'accessToken', message: expect.stringMatching(/Meta refused this token: .*expired/) },
    ]);
    expect((await t.app.inject({ url: '/api/v1/settings/whatsapp', headers: h() })).json().data).toEqual(
      before,
    );
  });

  it('saves unchecked, and says so, when Meta cannot be reached', async () => {
    const offline = await createTestApp({ WHATSAPP_API_URL: 'http://127.0.0.1:9/v21.0' });
    try {
      const s = await signup(offline.app);
      const res = await offline.app.inject({
        method: 'PUT',
        url: '/api/v1/settings/whatsapp',
        headers: { ...s.headers, origin: ORIGIN },
        payload: { phoneNumberId: '109876543210', accessToken: TOKEN },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ configured: true, number: null });
    } finally {
      await offline.close();
    }
  });

  it('sends the confirmation link as text and records it on the order', async () => {
    const order = await newOrder();
    fake.calls.length = 0;
    // Free text only reaches a buyer who wrote in the last 24 hours (docs/whatsapp.md §7).
    const outside = await send(order._id);
    expect(outside.statusCode).toBe(409);
    expect(outside.json().code).toBe('OUTSIDE_WINDOW');
    expect(fake.calls).toHaveLength(0);
    await t.db.sql(
      `INSERT INTO whatsapp_contacts (account_id, wa_id, last_inbound_at) VALUES ($1, '923001234567', now() - interval '1 hour')`,
      [me.accountId],
    );
    const res = await send(order._id);
    expect(res.statusCode).toBe(200);
    expect(fake.calls).toHaveLength(1);
    const call = fake.calls[0]!;
    expect(call.path).toBe('/v21.0/109876543210/messages');
    expect(call.auth).toBe(`Bearer ${TOKEN}`);
    expect(call.body).toMatchObject({ messaging_product: 'whatsapp', to: '923001234567', type: 'text' });
    const text = (call.body.text as { body: string }).body;
    expect(text).toContain(order.name);
    expect(text).toContain('Khaadi Corner');
    expect(text).toContain(order.confirmation.url);
    expect(res.json().data.confirmation.sentAt).toBeTruthy();
    expect(res.json().data.timeline[0].message).toBe(
      'Confirmation link sent to the buyer via WhatsApp Cloud API',
    );
    expect(t.logs.join('')).not.toContain(TOKEN);
  });

  it('uses an approved template when one is set', async () => {
    await configure({
      phoneNumberId: '109876543210',
      accessToken: TOKEN,
      templateName: 'cod_confirmation',
      templateLanguage: 'en_US',
    });
    const order = await newOrder();
    fake.calls.length = 0;
    expect((await send(order._id)).statusCode).toBe(200);
    const tpl = fake.calls[0]!.body.template as {
      name: string;
      language: { code: string };
      components: Array<{ parameters: Array<{ text: string }> }>;
    };
    expect(tpl.name).toBe('cod_confirmation');
    expect(tpl.language.code).toBe('en_US');
    expect(tpl.components[0]!.parameters.map((p) => p.text)).toEqual([
      'Ali Raza',
      order.name,
      'Khaadi Corner',
      expect.stringContaining('8,250'),
      order.confirmation.url,
    ]);
    await configure({ phoneNumberId: '109876543210', accessToken: TOKEN });
  });

  it('retries a 429 after Retry-After, and only once per refusal', async () => {
    const order = await newOrder();
    fake.calls.length = 0;
    waits.length = 0;
    fake.set(['429', 'ok']);
    expect((await send(order._id)).statusCode).toBe(200);
    expect(fake.calls).toHaveLength(2);
    expect(waits).toEqual([1000]);
  });

  it('reports a bad token and does not mark the order sent', async () => {
    const order = await newOrder();
    fake.set(['401']);
    const res = await send(order._id);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'WHATSAPP_AUTH',
      message: expect.stringContaining('Invalid OAuth access token'),
    });
    expect(
      (await t.app.inject({ url: `/api/v1/orders/${order._id}`, headers: h() })).json().data.confirmation
        .sentAt,
    ).toBeNull();
  });

  it('does not retry an ambiguous timeout or 500 (a retry could send twice)', async () => {
    for (const mode of ['hang', '500'] as const) {
      const order = await newOrder();
      fake.calls.length = 0;
      fake.set([mode]);
      const res = await send(order._id);
      expect(res.statusCode).toBe(502);
      expect(fake.calls).toHaveLength(1);
    }
  });

  it('refuses to send for an order that is not waiting for confirmation', async () => {
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: h(),
        payload: orderBody(storeId, { paymentMethod: 'prepaid' }),
      })
    ).json().data;
    expect((await send(order._id)).statusCode).toBe(409);
  });

  it('asks before a second message: sending again needs ?again=true and says when the first went', async () => {
    const order = await newOrder();
    expect((await send(order._id)).statusCode).toBe(200);
    fake.calls.length = 0;
    const twice = await send(order._id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'ALREADY_SENT',
      message: expect.stringMatching(/already went to the buyer on \d+ \w+, .*WhatsApp: accepted/),
    });
    expect(fake.calls).toHaveLength(0);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order._id}/confirmation/whatsapp?again=true`,
      headers: h(),
    });
    expect(again.statusCode).toBe(200);
    expect(fake.calls).toHaveLength(1);
  });

  it('disconnects', async () => {
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/v1/settings/whatsapp', headers: h() })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/v1/settings/whatsapp', headers: h() })).json().data.configured,
    ).toBe(false);
  });
});

describe('automatic sending for new COD orders', () => {
  const runner = () =>
    createJobRunner(t.db.db, {
      secrets: t.secrets,
      apiUrl: t.env.WHATSAPP_API_URL,
      sendOptions: { timeoutMs: 300, sleep: async () => undefined },
    });
  const jobsOf = (orderId: string) =>
    t.db.sql<{ status: string; result: { sent: boolean } | null }>(
      `SELECT status, result FROM jobs WHERE payload->>'orderId' = $1`,
      [orderId],
    );

  it('queues nothing while no sender is connected', async () => {
    const order = await newOrder();
    expect(await jobsOf(order._id)).toEqual([]);
  });

  it('sends nothing by itself without a template (free text would not reach most buyers)', async () => {
    await configure({ phoneNumberId: '109876543210', accessToken: TOKEN });
    const order = await newOrder();
    expect(await jobsOf(order._id)).toEqual([]);
  });

  it('sends the link by itself once automatic confirmations are on, and records it', async () => {
    await configure({
      phoneNumberId: '109876543210',
      accessToken: TOKEN,
      templateName: 'cod_confirmation',
      autoConfirm: true,
    });
    const order = await newOrder();
    fake.calls.length = 0;
    await runner().drain();
    expect(fake.calls.filter((c) => JSON.stringify(c.body).includes(order.confirmation.url))).toHaveLength(1);
    const after = (await t.app.inject({ url: `/api/v1/orders/${order._id}`, headers: h() })).json().data;
    expect(after.confirmation.sentAt).toBeTruthy();
    expect(after.timeline[0]).toMatchObject({
      type: 'confirmation_sent',
      actor: { name: 'Sauda (automatic)' },
    });
    expect(await jobsOf(order._id)).toEqual([{ status: 'succeeded', result: { sent: true } }]);
    await runner().drain();
    expect(fake.calls.filter((c) => JSON.stringify(c.body).includes(order.confirmation.url))).toHaveLength(1);
  });

  it('notes a failure on the order for the seller to follow up', async () => {
    const order = await newOrder();
    fake.set(['401']);
    await runner().drain();
    const after = (await t.app.inject({ url: `/api/v1/orders/${order._id}`, headers: h() })).json().data;
    expect(after.confirmation.sentAt).toBeNull();
    expect(after.timeline[0]).toMatchObject({ type: 'confirmation_failed', actor: { kind: 'system' } });
    expect(after.timeline[0].message).toContain('Invalid OAuth access token');
  });

  it('never sends twice: a job interrupted mid-send only leaves a note', async () => {
    const order = await newOrder();
    await t.db.sql(
      `UPDATE jobs SET progress = 1, status = 'running', attempts = 1, locked_until = now() - interval '1 second' WHERE payload->>'orderId' = $1`,
      [order._id],
    );
    fake.calls.length = 0;
    await runner().drain();
    expect(fake.calls).toHaveLength(0);
    const after = (await t.app.inject({ url: `/api/v1/orders/${order._id}`, headers: h() })).json().data;
    expect(after.timeline[0].type).toBe('confirmation_unknown');
  });

  it('skips an order the buyer already answered', async () => {
    const order = await newOrder();
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${order._id}/status`,
      headers: h(),
      payload: { status: 'open' },
    });
    fake.calls.length = 0;
    await runner().drain();
    expect(fake.calls).toHaveLength(0);
  });
});
