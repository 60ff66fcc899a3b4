/**
 * Issue 27 §1, §2, §5: Meta's webhook as Meta documents it (docs/whatsapp.md). Deliveries are the
 * documentation's example shapes (fakes/whatsapp.ts), signed the way Meta signs them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../src/jobs/handlers.ts';
import {
  ORIGIN,
  createStore,
  createTestApp,
  orderBody,
  signup,
  type Session,
  type TestContext,
} from './helpers/app.ts';
import { buyerMessage, fakeCloudApi, metaSignature, statusDelivery } from './fakes/whatsapp.ts';

const fake = fakeCloudApi();
let t: TestContext;
let A: Session;
let B: Session;
const SECRET_A = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const SECRET_B = 'ffeeddccbbaa99887766554433221100';
const NUMBER_A = '106540352242922';
const NUMBER_B = '109876543210987';
const TOKEN = 'EAAG-test-token-that-is-long-enough-1234';

async function connect(s: Session, phoneNumberId: string, appSecret?: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/settings/whatsapp',
    headers: { ...s.headers, origin: ORIGIN },
    payload: {
      phoneNumberId,
      accessToken: TOKEN,
      templateName: 'cod_confirm',
      autoConfirm: true,
      ...(appSecret ? { appSecret } : {}),
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    webhook: { callbackUrl: string; verifyToken: string; appSecretSet: boolean } | null;
  };
}

beforeAll(async () => {
  const url = await fake.listen();
  t = await createTestApp(
    { WHATSAPP_API_URL: url },
    { whatsappSendOptions: { timeoutMs: 300, sleep: async () => undefined } },
  );
  A = await signup(t.app, { businessName: 'Webhook A' });
  B = await signup(t.app, { businessName: 'Webhook B' });
  await connect(A, NUMBER_A, SECRET_A);
  await connect(B, NUMBER_B, SECRET_B);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const runner = () =>
  createJobRunner(t.db.db, {
    secrets: t.secrets,
    apiUrl: t.env.WHATSAPP_API_URL,
    sendOptions: { timeoutMs: 300, sleep: async () => undefined },
  });

/** A COD order of `s` whose confirmation went out through the Cloud API; its wamid. */
async function sentOrder(s: Session, phone?: string) {
  const storeId = await createStore(t.app, s, 'Webhook store');
  const body = orderBody(storeId);
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { ...s.headers, origin: ORIGIN },
    payload: phone ? { ...body, shippingAddress: { ...body.shippingAddress, phone } } : body,
  });
  const orderId = made.json().data._id as string;
  await runner().drain(); // the automatic confirmation goes out
  const order = await getOrder(s, orderId);
  expect(order.confirmation.whatsapp?.status).toBe('accepted');
  const [row] = await t.db.sql<{ id: string }>(
    'SELECT confirmation_wa_message_id AS id FROM orders WHERE id = $1',
    [orderId],
  );
  return { orderId, messageId: row!.id };
}

async function getOrder(s: Session, id: string) {
  const res = await t.app.inject({ url: `/api/v1/orders/${id}`, headers: s.headers });
  return res.json().data as {
    confirmation: {
      whatsapp: { status: string; at: string; error: { code: number; advice: string } | null } | null;
    };
    timeline: Array<{ type: string; message: string; actor: { kind: string; name: string } }>;
  };
}

function post(accountId: string, body: unknown, secret: string | null, rawOverride?: string) {
  const raw = rawOverride ?? JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/webhooks/whatsapp/${accountId}`,
    headers: {
      'content-type': 'application/json',
      ...(secret ? { 'x-hub-signature-256': metaSignature(secret, raw) } : {}),
    },
    payload: raw,
  });
}
const jobCount = async () =>
  Number(
    (await t.db.sql<{ n: string }>(`SELECT count(*) AS n FROM jobs WHERE type = 'whatsapp_webhook'`))[0]!.n,
  );

describe('settings give each seller a callback URL and a verify token', () => {
  it('shows the callback URL and the verify token, and keeps the app secret write-only', async () => {
    const res = await t.app.inject({ url: '/api/v1/settings/whatsapp', headers: A.headers });
    const { webhook } = res.json().data;
    expect(webhook.callbackUrl).toMatch(new RegExp(`/api/v1/webhooks/whatsapp/${A.accountId}$`));
    expect(webhook.verifyToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(webhook.appSecretSet).toBe(true);
    expect(res.body).not.toContain(SECRET_A);
    // Saving again keeps the verify token the seller pasted into Meta, and the app secret.
    const again = await connect(A, NUMBER_A);
    expect(again.webhook).toEqual(webhook);
  });

  it('checks the next delivery with a replaced app secret at once (the settings are not kept stale)', async () => {
    const body = statusDelivery(NUMBER_A, [{ id: 'wamid.unknown.secret', status: 'sent' }]);
    expect((await post(A.accountId, body, SECRET_A)).statusCode).toBe(200); // remembered now
    const NEW_SECRET = '0123456789abcdef0123456789abcdef';
    await connect(A, NUMBER_A, NEW_SECRET);
    expect((await post(A.accountId, body, SECRET_A)).statusCode).toBe(401);
    expect((await post(A.accountId, body, NEW_SECRET)).statusCode).toBe(200);
    await connect(A, NUMBER_A, SECRET_A);
    expect((await post(A.accountId, body, SECRET_A)).statusCode).toBe(200);
  });
});

describe('GET: Meta verifies the callback URL', () => {
  const verify = (accountId: string, token: string, mode = 'subscribe') =>
    t.app.inject({
      url: `/api/v1/webhooks/whatsapp/${accountId}?hub.mode=${mode}&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`,
    });
  it('answers hub.challenge as plain text for the right token', async () => {
    const { webhook } = (await t.app.inject({ url: '/api/v1/settings/whatsapp', headers: A.headers })).json()
      .data;
    const res = await verify(A.accountId, webhook.verifyToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('1158201444');
  });
  it('refuses a wrong token, another seller’s token or another mode with 403', async () => {
    const { webhook: b } = (
      await t.app.inject({ url: '/api/v1/settings/whatsapp', headers: B.headers })
    ).json().data;
    expect((await verify(A.accountId, 'not-the-token')).statusCode).toBe(403);
    expect((await verify(A.accountId, b.verifyToken)).statusCode).toBe(403);
    const { webhook: a } = (
      await t.app.inject({ url: '/api/v1/settings/whatsapp', headers: A.headers })
    ).json().data;
    expect((await verify(A.accountId, a.verifyToken, 'unsubscribe')).statusCode).toBe(403);
  });
  it('answers 404 for a seller without WhatsApp', async () => {
    const C = await signup(t.app);
    expect((await verify(C.accountId, 'x')).statusCode).toBe(404);
  });
});

describe('POST: signed deliveries', () => {
  it('refuses a missing, wrong or other seller’s signature with 401 and stores nothing', async () => {
    const { orderId, messageId } = await sentOrder(A);
    const body = statusDelivery(NUMBER_A, [{ id: messageId, status: 'delivered' }]);
    const before = await jobCount();
    for (const res of [
      await post(A.accountId, body, null),
      await post(A.accountId, body, 'wrong-secret-0000000000000000000'),
      await post(A.accountId, body, SECRET_B),
      // Signed, then changed on the way.
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/webhooks/whatsapp/${A.accountId}`,
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': metaSignature(SECRET_A, JSON.stringify(body)),
        },
        payload: JSON.stringify(statusDelivery(NUMBER_A, [{ id: messageId, status: 'read' }])),
      }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('BAD_SIGNATURE');
    }
    expect(await jobCount()).toBe(before);
    await runner().drain();
    expect((await getOrder(A, orderId)).confirmation.whatsapp?.status).toBe('accepted');
  });

  it('moves the order sent → delivered → read, acknowledged first and applied from the jobs table', async () => {
    const { orderId, messageId } = await sentOrder(A);
    for (const status of ['sent', 'delivered']) {
      const res = await post(A.accountId, statusDelivery(NUMBER_A, [{ id: messageId, status }]), SECRET_A);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.queued).toBe(1);
    }
    expect((await getOrder(A, orderId)).confirmation.whatsapp?.status).toBe('accepted'); // not yet applied
    await runner().drain();
    expect((await getOrder(A, orderId)).confirmation.whatsapp?.status).toBe('delivered');
    await post(A.accountId, statusDelivery(NUMBER_A, [{ id: messageId, status: 'read' }]), SECRET_A);
    await runner().drain();
    expect((await getOrder(A, orderId)).confirmation.whatsapp).toMatchObject({ status: 'read', error: null });
  });

  it('applies the same status ten times as one change', async () => {
    const { orderId, messageId } = await sentOrder(A);
    const body = statusDelivery(NUMBER_A, [
      { id: messageId, status: 'failed', error: { code: 131026, title: 'Message undeliverable' } },
    ]);
    for (let i = 0; i < 10; i++) expect((await post(A.accountId, body, SECRET_A)).statusCode).toBe(200);
    await runner().drain();
    const order = await getOrder(A, orderId);
    expect(order.confirmation.whatsapp).toMatchObject({
      status: 'failed',
      error: { code: 131026, advice: expect.stringMatching(/not on WhatsApp.*Call the buyer/) },
    });
    const notes = order.timeline.filter((e) => e.type === 'confirmation_failed');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toMatch(/Call the buyer/);
    expect(notes[0]!.actor).toEqual({ kind: 'system', name: 'WhatsApp' });
  });

  it('never moves backwards: read before delivered ends read, and a late failure after delivery is ignored', async () => {
    const { orderId, messageId } = await sentOrder(A);
    const now = Math.floor(Date.now() / 1000);
    await post(
      A.accountId,
      statusDelivery(NUMBER_A, [{ id: messageId, status: 'read', timestamp: now + 5 }]),
      SECRET_A,
    );
    await post(
      A.accountId,
      statusDelivery(NUMBER_A, [{ id: messageId, status: 'delivered', timestamp: now + 2 }]),
      SECRET_A,
    );
    await post(
      A.accountId,
      statusDelivery(NUMBER_A, [{ id: messageId, status: 'sent', timestamp: now }]),
      SECRET_A,
    );
    await post(
      A.accountId,
      statusDelivery(NUMBER_A, [
        { id: messageId, status: 'failed', error: { code: 131047, title: 'Re-engagement message' } },
      ]),
      SECRET_A,
    );
    await runner().drain();
    const order = await getOrder(A, orderId);
    expect(order.confirmation.whatsapp).toMatchObject({ status: 'read', error: null });
    expect(order.confirmation.whatsapp!.at).toBe(new Date((now + 5) * 1000).toISOString());
    expect(order.timeline.filter((e) => e.type === 'confirmation_failed')).toEqual([]);
  });

  it('a delivered report after a failure (a second device) shows delivered', async () => {
    const { orderId, messageId } = await sentOrder(A);
    await post(
      A.accountId,
      statusDelivery(NUMBER_A, [
        { id: messageId, status: 'failed', error: { code: 131049, title: 'Not delivered' } },
      ]),
      SECRET_A,
    );
    await post(A.accountId, statusDelivery(NUMBER_A, [{ id: messageId, status: 'delivered' }]), SECRET_A);
    await runner().drain();
    expect((await getOrder(A, orderId)).confirmation.whatsapp).toMatchObject({
      status: 'delivered',
      error: null,
    });
  });

  it('drops a change for another number, even signed by this seller, and changes nothing of the other seller', async () => {
    const a = await sentOrder(A);
    const b = await sentOrder(B);
    // A's webhook carries B's number and B's message: acknowledged, logged, dropped.
    const res = await post(
      A.accountId,
      statusDelivery(NUMBER_B, [{ id: b.messageId, status: 'read' }]),
      SECRET_A,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.queued).toBe(0);
    // A's own number naming B's message id: applied to A's orders only, where no order has it.
    await post(A.accountId, statusDelivery(NUMBER_A, [{ id: b.messageId, status: 'read' }]), SECRET_A);
    await runner().drain();
    expect((await getOrder(B, b.orderId)).confirmation.whatsapp?.status).toBe('accepted');
    expect((await getOrder(A, a.orderId)).confirmation.whatsapp?.status).toBe('accepted');
    expect(t.logs.join('')).toMatch(/not this seller/);
  });

  it('acknowledges statuses it does not follow and shapes it does not read, without a job', async () => {
    const before = await jobCount();
    const ok1 = await post(
      A.accountId,
      statusDelivery(NUMBER_A, [{ id: 'wamid.x', status: 'deleted' }]),
      SECRET_A,
    );
    const ok2 = await post(A.accountId, { object: 'whatsapp_business_account', entry: 'odd' }, SECRET_A);
    expect([ok1.statusCode, ok2.statusCode]).toEqual([200, 200]);
    expect(await jobCount()).toBe(before);
    const bad = await post(A.accountId, null, SECRET_A, '{"object":');
    expect(bad.statusCode).toBe(400);
  });

  it('takes 1,000 deliveries in a burst, each acknowledged and applied once', async () => {
    const { orderId, messageId } = await sentOrder(A);
    const statuses = ['sent', 'delivered', 'read'];
    const results = [];
    for (let i = 0; i < 1000; i += 50) {
      results.push(
        ...(await Promise.all(
          Array.from({ length: 50 }, (_, j) =>
            post(
              A.accountId,
              statusDelivery(NUMBER_A, [{ id: messageId, status: statuses[(i + j) % 3]! }]),
              SECRET_A,
            ),
          ),
        )),
      );
    }
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1000);
    await runner().drain();
    const seen = await t.db.sql<{ status: string }>(
      'SELECT status FROM whatsapp_status_seen WHERE account_id = $1 AND message_id = $2 ORDER BY status',
      [A.accountId, messageId],
    );
    expect(seen.map((r) => r.status)).toEqual(['delivered', 'read', 'sent']);
    expect((await getOrder(A, orderId)).confirmation.whatsapp?.status).toBe('read');
  });
});

describe('a burst is applied in batches (runner.ts BatchJobHandler)', () => {
  it('applies one seller’s queued deliveries in one run, each job with its own result; another seller’s wait', async () => {
    const a = await sentOrder(A);
    const b = await sentOrder(B);
    const before = await t.db.sql<{ id: string }>(`SELECT id FROM jobs WHERE type = 'whatsapp_webhook'`);
    const known = new Set(before.map((r) => r.id));
    // A: delivered, read, the same read again, a late sent; then B's read. Each its own delivery.
    for (const status of ['delivered', 'read', 'read', 'sent'])
      expect(
        (await post(A.accountId, statusDelivery(NUMBER_A, [{ id: a.messageId, status }]), SECRET_A))
          .statusCode,
      ).toBe(200);
    expect(
      (await post(B.accountId, statusDelivery(NUMBER_B, [{ id: b.messageId, status: 'read' }]), SECRET_B))
        .statusCode,
    ).toBe(200);
    const jobs = async () =>
      (
        await t.db.sql<{
          id: string;
          account_id: string;
          status: string;
          result: { applied: number } | null;
        }>(
          `SELECT id, account_id, status, result FROM jobs WHERE type = 'whatsapp_webhook' ORDER BY created_at, id`,
        )
      ).filter((j) => !known.has(j.id));

    expect(await runner().runOnce('messages')).toBe(true); // one run
    const after = await jobs();
    const ofA = after.filter((j) => j.account_id === A.accountId);
    expect(ofA.map((j) => j.status)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded']);
    // Each job says what it changed: the repeated read and the late sent changed nothing.
    expect(ofA.map((j) => j.result?.applied)).toEqual([1, 1, 0, 0]);
    expect((await getOrder(A, a.orderId)).confirmation.whatsapp?.status).toBe('read');
    // B's delivery is not in A's batch: still queued, B's order untouched until its own run.
    expect(after.filter((j) => j.account_id === B.accountId).map((j) => j.status)).toEqual(['queued']);
    expect((await getOrder(B, b.orderId)).confirmation.whatsapp?.status).toBe('accepted');
    await runner().drain();
    expect((await getOrder(B, b.orderId)).confirmation.whatsapp?.status).toBe('read');
  });
});

describe('template parameters', () => {
  it('flattens new lines, tabs and runs of spaces before sending (Meta error 132018)', async () => {
    const storeId = await createStore(t.app, A, 'Flat store');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { ...A.headers, origin: ORIGIN },
      payload: orderBody(storeId, {
        shippingAddress: {
          name: 'Ayesha\tKhan',
          phone: '03001234567',
          address: 'House 5,\nStreet 2',
          city: 'Lahore',
        },
      }),
    });
    expect(made.statusCode).toBe(201);
    await runner().drain();
    const sent = fake.calls.at(-1)!.body as {
      template: { components: Array<{ parameters: Array<{ text: string }> }> };
    };
    const texts = sent.template.components[0]!.parameters.map((p) => p.text);
    expect(texts[0]).toBe('Ayesha Khan');
    for (const text of texts) expect(text).not.toMatch(/[\n\t]| {5,}/);
  });
});

describe('buyers answer on WhatsApp (issue 27 §3)', () => {
  const orderState = async (s: Session, id: string) =>
    (await t.app.inject({ url: `/api/v1/orders/${id}`, headers: s.headers })).json().data as {
      status: string;
      confirmation: { status: string };
      timeline: Array<{ type: string; message: string; actor: { kind: string } }>;
    };
  /** The order's template went out with two quick-reply buttons whose payloads name it. */
  const payloadsOf = (orderId: string) => {
    const call = [...fake.calls].reverse().find((c) => JSON.stringify(c.body).includes(orderId))!;
    const tpl = call.body.template as {
      components: Array<{
        type: string;
        sub_type?: string;
        index?: string;
        parameters: Array<{ payload?: string }>;
      }>;
    };
    return tpl.components
      .filter((c) => c.type === 'button')
      .map((c) => ({ sub: c.sub_type, index: c.index, payload: c.parameters[0]!.payload! }));
  };
  let n = 0;
  const id = () => `wamid.reply.${++n}.${Date.now()}`;

  it('sends the template with Confirm and Cancel buttons; a tap confirms, a second tap changes nothing', async () => {
    const { orderId, messageId } = await sentOrder(A);
    const buttons = payloadsOf(orderId);
    expect(buttons).toEqual([
      { sub: 'quick_reply', index: '0', payload: `sauda:confirm:${orderId}` },
      { sub: 'quick_reply', index: '1', payload: `sauda:cancel:${orderId}` },
    ]);
    const before = fake.calls.length;
    const tap = buyerMessage(NUMBER_A, {
      id: id(),
      contextId: messageId,
      button: { payload: buttons[0]!.payload, text: 'Confirm order' },
    });
    expect((await post(A.accountId, tap, SECRET_A)).statusCode).toBe(200);
    await runner().drain();
    let o = await orderState(A, orderId);
    expect(o.confirmation.status).toBe('confirmed');
    expect(o.status).toBe('open');
    // The buyer is told, in the window their tap opened.
    const answer = fake.calls.slice(before).map((c) => c.body);
    expect(answer).toEqual([
      expect.objectContaining({
        type: 'text',
        to: '923001234567',
        text: expect.objectContaining({ body: expect.stringContaining('is confirmed') }),
      }),
    ]);
    // The same delivery again (Meta retries), and a second tap: nothing moves, once more a polite answer.
    await post(A.accountId, tap, SECRET_A);
    const cancelTap = buyerMessage(NUMBER_A, {
      id: id(),
      contextId: messageId,
      button: { payload: buttons[1]!.payload, text: 'Cancel order' },
    });
    await post(A.accountId, cancelTap, SECRET_A);
    await runner().drain();
    o = await orderState(A, orderId);
    expect(o.confirmation.status).toBe('confirmed');
    expect(o.status).toBe('open');
    const later = fake.calls.slice(before + 1).map((c) => (c.body.text as { body: string }).body);
    expect(later).toEqual([expect.stringContaining('is confirmed and can no longer be changed here')]);
  });

  it('a tap on Cancel cancels the order with the link’s rules', async () => {
    const { orderId, messageId } = await sentOrder(A);
    await post(
      A.accountId,
      buyerMessage(NUMBER_A, {
        id: id(),
        contextId: messageId,
        button: { payload: `sauda:cancel:${orderId}`, text: 'Cancel order' },
      }),
      SECRET_A,
    );
    await runner().drain();
    const o = await orderState(A, orderId);
    expect(o.status).toBe('Cancelled');
    expect(o.confirmation.status).toBe('cancelled');
  });

  it('an Urdu “ہاں” from a buyer with one waiting order confirms it', async () => {
    // A buyer with one order waiting (the other tests' buyer has several).
    const { orderId } = await sentOrder(B, '0321 4567890');
    await post(
      B.accountId,
      buyerMessage(NUMBER_B, { id: id(), from: '923214567890', text: ' ہاں ' }),
      SECRET_B,
    );
    await runner().drain();
    expect((await orderState(B, orderId)).confirmation.status).toBe('confirmed');
  });

  it('an unclear reply changes nothing and is shown to the seller on the order', async () => {
    const { orderId } = await sentOrder(B);
    await post(B.accountId, buyerMessage(NUMBER_B, { id: id(), text: 'kal tak bhej dein?' }), SECRET_B);
    await runner().drain();
    const o = await orderState(B, orderId);
    expect(o.confirmation.status).toBe('awaiting');
    const note = o.timeline.find((e) => e.type === 'whatsapp_reply');
    expect(note?.message).toContain('“kal tak bhej dein?”');
    expect(note?.actor.kind).toBe('buyer');
  });

  it('a tap for another seller’s order, or from another number, changes nothing', async () => {
    const { orderId: bOrder } = await sentOrder(B);
    // Seller A's webhook, signed by A, carrying B's order in the payload.
    await post(
      A.accountId,
      buyerMessage(NUMBER_A, {
        id: id(),
        button: { payload: `sauda:confirm:${bOrder}`, text: 'Confirm order' },
      }),
      SECRET_A,
    );
    // B's own webhook, but the tap comes from a number that is not the order's buyer.
    await post(
      B.accountId,
      buyerMessage(NUMBER_B, {
        id: id(),
        from: '923339998877',
        button: { payload: `sauda:confirm:${bOrder}`, text: 'Confirm order' },
      }),
      SECRET_B,
    );
    await runner().drain();
    expect((await orderState(B, bOrder)).confirmation.status).toBe('awaiting');
  });
});

describe('the 24-hour window and automatic confirmations (issue 27 §3)', () => {
  it('refuses automatic confirmations without a template, naming the field', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings/whatsapp',
      headers: { ...A.headers, origin: ORIGIN },
      payload: { phoneNumberId: NUMBER_A, accessToken: TOKEN, autoConfirm: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'templateName', message: expect.any(String) }]);
    expect(
      (await t.app.inject({ url: '/api/v1/settings/whatsapp', headers: A.headers })).json().data,
    ).toMatchObject({ templateName: 'cod_confirm', autoConfirm: true });
  });

  it('sends free text only to a buyer who wrote in the last 24 hours', async () => {
    const s = await signup(t.app, { businessName: 'Window shop' });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings/whatsapp',
      headers: { ...s.headers, origin: ORIGIN },
      payload: { phoneNumberId: NUMBER_A, accessToken: TOKEN, appSecret: SECRET_A },
    });
    expect(put.json().data.autoConfirm).toBe(false);
    const storeId = await createStore(t.app, s, 'Window store');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { ...s.headers, origin: ORIGIN },
      payload: orderBody(storeId),
    });
    const orderId = made.json().data._id as string;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${orderId}/confirmation/whatsapp`,
        headers: { ...s.headers, origin: ORIGIN },
      });
    await runner().drain();
    const before = fake.calls.length;
    // Nothing went by itself (no template), and free text to a buyer who never wrote is refused.
    const refused = await send();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'OUTSIDE_WINDOW',
      message: expect.stringContaining('24 hours'),
    });
    // The buyer wrote 25 hours ago: still outside.
    await post(
      s.accountId,
      buyerMessage(NUMBER_A, {
        id: `wamid.old.${Date.now()}`,
        text: 'salam',
        timestamp: Math.floor(Date.now() / 1000) - 25 * 3600,
      }),
      SECRET_A,
    );
    await runner().drain();
    expect((await send()).statusCode).toBe(409);
    expect(fake.calls.length).toBe(before);
    // They write now: the link goes as text.
    await post(
      s.accountId,
      buyerMessage(NUMBER_A, { id: `wamid.new.${Date.now()}`, text: 'order kab aayega?' }),
      SECRET_A,
    );
    await runner().drain();
    const sent = await send();
    expect(sent.statusCode).toBe(200);
    expect(fake.calls.at(-1)!.body).toMatchObject({ type: 'text', to: '923001234567' });
  });
});

describe('rate limits (issue 27 §2)', () => {
  const resendJobs = (orderId: string) =>
    t.db.sql<{ status: string; resend: number; wait_s: number }>(
      `SELECT status, (payload->>'resend')::int AS resend,
              round(extract(epoch FROM (locked_until - created_at)))::int AS wait_s
         FROM jobs WHERE type = 'whatsapp_confirmation' AND payload->>'orderId' = $1 AND payload ? 'resend'
         ORDER BY created_at`,
      [orderId],
    );
  const messageIdOf = async (orderId: string) =>
    (
      await t.db.sql<{ id: string }>('SELECT confirmation_wa_message_id AS id FROM orders WHERE id = $1', [
        orderId,
      ])
    )[0]!.id;
  /** Lets every waiting job run now (as if its wait had passed). */
  const timePasses = () =>
    t.db.sql(`UPDATE jobs SET locked_until = now() - interval '1 second' WHERE status = 'queued'`);

  it('sends again by itself after 1, 5 and 30 minutes, then leaves it to the seller', async () => {
    const { orderId } = await sentOrder(A);
    const fail = async (code: number, title: string) => {
      const id = await messageIdOf(orderId);
      await post(
        A.accountId,
        statusDelivery(NUMBER_A, [{ id, status: 'failed', error: { code, title } }]),
        SECRET_A,
      );
      await runner().drain();
    };
    await fail(131056, 'Pair rate limit hit');
    expect(await resendJobs(orderId)).toEqual([{ status: 'queued', resend: 1, wait_s: 60 }]);
    // Not before its time.
    const before = fake.calls.length;
    await runner().drain();
    expect(fake.calls.length).toBe(before);
    await timePasses();
    await runner().drain();
    expect(fake.calls.length).toBe(before + 1);
    expect((await getOrder(A, orderId)).confirmation.whatsapp?.status).toBe('accepted');

    await fail(130429, 'Rate limit hit');
    expect((await resendJobs(orderId)).at(-1)).toEqual({ status: 'queued', resend: 2, wait_s: 300 });
    await timePasses();
    await runner().drain();
    await fail(130429, 'Rate limit hit');
    expect((await resendJobs(orderId)).at(-1)).toEqual({ status: 'queued', resend: 3, wait_s: 1800 });
    await timePasses();
    await runner().drain();
    expect((await resendJobs(orderId)).map((j) => [j.resend, j.status])).toEqual([
      [1, 'succeeded'],
      [2, 'succeeded'],
      [3, 'succeeded'],
    ]);
    // A fourth failure: no more tries; the order says what to do.
    await fail(131056, 'Pair rate limit hit');
    expect(await resendJobs(orderId)).toHaveLength(3);
    const o = await getOrder(A, orderId);
    expect(o.confirmation.whatsapp?.status).toBe('failed');
    expect(o.timeline[0]).toMatchObject({ type: 'confirmation_failed' });
  });

  it('does not send again after other failures, or once the buyer answered', async () => {
    const { orderId, messageId } = await sentOrder(A);
    await post(
      A.accountId,
      statusDelivery(NUMBER_A, [
        { id: messageId, status: 'failed', error: { code: 131026, title: 'Message undeliverable' } },
      ]),
      SECRET_A,
    );
    await runner().drain();
    expect(await resendJobs(orderId)).toEqual([]);

    const second = await sentOrder(A);
    await post(
      A.accountId,
      statusDelivery(NUMBER_A, [
        { id: second.messageId, status: 'failed', error: { code: 130429, title: 'Rate limit hit' } },
      ]),
      SECRET_A,
    );
    await runner().drain();
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${second.orderId}/status`,
      headers: { ...A.headers, origin: ORIGIN },
      payload: { status: 'open' },
    });
    await timePasses();
    const before = fake.calls.length;
    await runner().drain();
    expect(fake.calls.length).toBe(before);
  });
});

describe('failed confirmations on the dashboard (issue 27 §2)', () => {
  it('counts waiting orders whose WhatsApp failed and lists them with ?whatsapp=failed until the buyer answers', async () => {
    const s = await signup(t.app, { businessName: 'Dashboard shop' });
    const secret = '00112233445566778899aabbccddeeff';
    await connect(s, NUMBER_A, secret);
    const { orderId, messageId } = await sentOrder(s);
    const other = await sentOrder(s);
    const dashboard = async () =>
      (await t.app.inject({ url: '/api/v1/dashboard', headers: s.headers })).json().data.waiting;
    const failedList = async () =>
      (
        await t.app.inject({ url: '/api/v1/orders?whatsapp=failed&status=Pending', headers: s.headers })
      ).json().data as Array<{ _id: string }>;
    expect((await dashboard()).whatsappFailed).toBe(0);
    await post(
      s.accountId,
      statusDelivery(NUMBER_A, [
        { id: messageId, status: 'failed', error: { code: 131026, title: 'Message undeliverable' } },
        { id: other.messageId, status: 'delivered' },
      ]),
      secret,
    );
    await runner().drain();
    expect(await dashboard()).toMatchObject({ confirmation: 2, whatsappFailed: 1 });
    expect((await failedList()).map((o) => o._id)).toEqual([orderId]);
    // The seller calls; the buyer confirms: it leaves the list.
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${orderId}/status`,
      headers: { ...s.headers, origin: ORIGIN },
      payload: { status: 'open' },
    });
    expect((await dashboard()).whatsappFailed).toBe(0);
    expect(await failedList()).toEqual([]);
  });
});
