import type { Db } from './client.ts';
import { transaction } from './tx.ts';
import { countUsers, insertOwner, updateUser } from '../modules/auth/auth.repo.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { insertStore } from '../modules/stores/stores.repo.ts';
import { insertSurvey } from '../modules/survey/survey.repo.ts';
import type { Secrets } from '../lib/secrets.ts';
import { seedHistory } from './demo/demo-history.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { createOrderBodySchema } from '@sauda/contracts/orders.ts';
import * as orders from '../modules/orders/orders.service.ts';
import * as sandbox from '../modules/whatsapp/sandbox-phone.service.ts';
import { sendConfirmation } from '../modules/whatsapp/confirmation-sender.service.ts';

export const DEMO_LOGIN = { email: 'demo@sauda.pk', password: 'Sauda-demo-2026' } as const;
export const DEMO_ACCOUNT_NAME = 'Ayesha Fashion House';

export interface DemoOptions {
  secrets?: Secrets;
  appUrl?: string;
  /** The server's SANDBOX_STEP_SECONDS, in ms: today's parcels move on at its pace. */
  sandboxStepMs?: number;
  filesDir?: string;
  /**
   * Returns once the demo seller can sign in and plays her sixty days (about a minute or two) in
   * the background; `history` settles when they are in. The server starts its job runner only
   * after that, so no job of the story runs on the real clock.
   */
  background?: boolean;
  /** Stops the history between two of its steps (the server shutting down). */
  signal?: AbortSignal;
}

/** Seeds the demo account (currently selling, one `sauda` store) when the database has no users. */
export async function seedDemoIfEmpty(db: Db, opts: DemoOptions = {}): Promise<DemoSeeding | null> {
  if ((await countUsers(db)) > 0) return null;
  return seedDemo(db, opts);
}

export interface DemoReport {
  accountId: string;
  orders: number;
  ms: number;
}

export interface DemoSeeding {
  accountId: string;
  /** Settles when the history is in (at once unless `background`). */
  history: Promise<DemoReport>;
}

/**
 * The demo seller, Ayesha Fashion House, with sixty days of business behind her (issue 12 §2;
 * `db/demo/demo-history.ts`): orders in every status, buyers who come back (one blocked), COD
 * confirmations, parcels at every stage of the sandbox courier, load sheets, an open shipper
 * advice, courier payments (one short), purchase orders and low stock. Null when the demo e-mail
 * is taken.
 */
export async function seedDemo(db: Db, opts: DemoOptions = {}): Promise<DemoSeeding | null> {
  const started = Date.now();
  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  const seeded = await transaction(db, async (tx) => {
    const ids = await insertOwner(tx, {
      email: DEMO_LOGIN.email,
      name: 'Ayesha Khan',
      passwordHash,
      accountName: DEMO_ACCOUNT_NAME,
    });
    if (!ids) return null;
    await updateUser(tx, ids.userId, { emailVerifiedAt: new Date(), phone: '03001234567' });
    await insertSurvey(tx, ids.accountId, true, {
      businessName: DEMO_ACCOUNT_NAME,
      city: 'Lahore',
      whatYouSell: ['Clothing & fashion', 'Shoes & bags'],
      monthlyOrders: '101-500',
      couriers: ['PostEx', 'Leopards'],
      salesPlatforms: ['Facebook / Instagram', 'WhatsApp'],
    });
    const store = await insertStore(tx, ids.accountId, { name: DEMO_ACCOUNT_NAME, platform: 'sauda' });
    return { ...ids, storeId: store.id };
  });
  if (!seeded) return null;
  const appUrl = opts.appUrl ?? 'http://localhost:3000';
  const play = async (): Promise<DemoReport> => {
    const history = await seedHistory(db, seeded, {
      appUrl,
      sandboxStepMs: opts.sandboxStepMs ?? 60_000,
      filesDir: opts.filesDir,
      since: started,
      signal: opts.signal,
    });
    // The sandbox WhatsApp needs a key to seal its secrets: there is one wherever credentials can be stored.
    const whatsapp = opts.secrets?.available ?? false;
    if (whatsapp) await seedWhatsapp(db, opts.secrets!, appUrl, seeded);
    return {
      accountId: seeded.accountId,
      orders: history.orders + (whatsapp ? 4 : 0),
      ms: Date.now() - started,
    };
  };
  if (!opts.background) {
    const report = await play();
    return { accountId: seeded.accountId, history: Promise.resolve(report) };
  }
  const history = play();
  history.catch(() => {}); // the caller awaits it; never an unhandled rejection meanwhile
  return { accountId: seeded.accountId, history };
}

/**
 * The sandbox WhatsApp on, with four COD orders whose confirmations went to its phone (issue 27
 * §4): one buyer tapped Confirm, one wrote "nahi" (cancelled), one read it and has not answered,
 * one has it delivered. Their ticks and answers travel as the sandbox's signed webhooks, applied by
 * the job runner as the server starts.
 */
async function seedWhatsapp(
  db: Db,
  secrets: Secrets,
  appUrl: string,
  ids: { accountId: string; userId: string; storeId: string },
) {
  const auth: AuthContext = {
    sessionId: '',
    userId: ids.userId,
    accountId: ids.accountId,
    role: 'owner',
    userName: 'Ayesha Khan',
    permissions: [],
    token: '',
  };
  const buyers = [
    {
      name: 'Bilal Ahmed',
      phone: '0321 4567890',
      address: 'House 21, Street 7, DHA Phase 5',
      city: 'Lahore',
      answer: 'tap',
    },
    {
      name: 'Sana Iqbal',
      phone: '0333 2223344',
      address: 'Flat 4, Block B, Gulshan-e-Iqbal',
      city: 'Karachi',
      answer: 'nahi',
    },
    {
      name: 'محمد عمران',
      phone: '0345 9876543',
      address: 'مکان نمبر 5، گلی 2، سیٹلائٹ ٹاؤن',
      city: 'Rawalpindi',
      answer: 'read',
    },
    { name: 'Hina Malik', phone: '0300 1112233', address: 'House 9, F-8/3', city: 'Islamabad', answer: null },
  ] as const;
  const made: Array<{ orderId: string; waId: string; answer: (typeof buyers)[number]['answer'] }> = [];
  for (const b of buyers) {
    // Through the API's own schema, so the demo's orders are stored exactly as typed ones are.
    const body = createOrderBodySchema.parse({
      storeId: ids.storeId,
      paymentMethod: 'COD',
      lineItems: [{ title: 'Embroidered lawn suit (3-piece)', quantity: 1, unitPrice: 499_900 }],
      shipping: 25_000,
      shippingAddress: { name: b.name, phone: b.phone, address: b.address, city: b.city },
    });
    const answer = await orders.createOrder(db, auth, body, appUrl);
    made.push({
      orderId: answer.body.data._id,
      waId: `92${b.phone.replace(/\D/g, '').slice(1)}`,
      answer: b.answer,
    });
  }
  const deps = { db, secrets, apiUrl: '', appUrl };
  await sandbox.connectSandbox(deps, ids.accountId, 'Ayesha Fashion House', appUrl);
  for (const m of made) await sendConfirmation(deps, auth, m.orderId, appUrl);
  for (const m of made) {
    if (m.answer === 'read') await sandbox.openChat(deps, ids.accountId, m.waId);
    if (m.answer === 'nahi') await sandbox.reply(deps, ids.accountId, m.waId, { text: 'nahi' });
    if (m.answer === 'tap') {
      const [chat] = (await sandbox.phone(deps.db, ids.accountId)).filter((c) => c.waId === m.waId);
      const confirm = chat?.messages[0]?.buttons[0]?.payload;
      if (confirm) await sandbox.reply(deps, ids.accountId, m.waId, { payload: confirm });
    }
  }
}
