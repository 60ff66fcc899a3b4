import type { Db } from './client.ts';
import { transaction } from './tx.ts';
import { countUsers, insertOwner, updateUser } from '../modules/auth/auth.repo.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { insertStore } from '../modules/stores/stores.repo.ts';
import { insertSurvey } from '../modules/survey/survey.repo.ts';
import * as products from '../modules/products/products.service.ts';
import * as purchasing from '../modules/purchasing/purchasing.service.ts';
import * as couriers from '../modules/couriers/couriers.service.ts';
import * as shippers from '../modules/couriers/shippers.service.ts';
import { Secrets } from '../lib/secrets.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { createOrderBodySchema } from '@sauda/contracts/orders.ts';
import * as orders from '../modules/orders/orders.service.ts';
import * as sandbox from '../modules/whatsapp/sandbox-phone.service.ts';
import { sendConfirmation } from '../modules/whatsapp/confirmation-sender.service.ts';

export const DEMO_LOGIN = { email: 'demo@sauda.pk', password: 'Sauda-demo-2026' } as const;

/** Seeds the demo account (currently selling, one `sauda` store) when the database has no users. */
export async function seedDemoIfEmpty(
  db: Db,
  opts: { secrets?: Secrets; appUrl?: string } = {},
): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  const seeded = await transaction(db, async (tx) => {
    const ids = await insertOwner(tx, {
      email: DEMO_LOGIN.email,
      name: 'Ayesha Khan',
      passwordHash,
      accountName: 'Ayesha Fashion House',
    });
    if (!ids) return null;
    await updateUser(tx, ids.userId, { emailVerifiedAt: new Date(), phone: '03001234567' });
    await insertSurvey(tx, ids.accountId, true, {
      businessName: 'Ayesha Fashion House',
      city: 'Lahore',
      whatYouSell: ['Clothing & fashion', 'Shoes & bags'],
      monthlyOrders: '101-500',
      couriers: ['PostEx', 'Leopards'],
      salesPlatforms: ['Facebook / Instagram', 'WhatsApp'],
    });
    const store = await insertStore(tx, ids.accountId, { name: 'Ayesha Fashion House', platform: 'sauda' });
    return { ...ids, storeId: store.id };
  });
  if (seeded) {
    await seedCatalogue(db, seeded.accountId, seeded.userId, seeded.storeId);
    // The sandbox WhatsApp needs a key to seal its secrets: there is one wherever credentials can be stored.
    if (opts.secrets?.available)
      await seedWhatsapp(db, opts.secrets, opts.appUrl ?? 'http://localhost:3000', seeded);
  }
  return true;
}

/** A vendor and three products (one listed in the storefront) so every catalogue page has data. */
async function seedCatalogue(db: Db, accountId: string, userId: string, storeId: string) {
  const auth: AuthContext = {
    sessionId: '',
    userId,
    accountId,
    role: 'owner',
    userName: 'Ayesha Khan',
    permissions: [],
    token: '',
  };
  const vendor = await purchasing.createVendor(db, accountId, {
    name: 'Faisalabad Looms',
    contactName: 'Imran Ali',
    phone: '03214567890',
    city: 'Faisalabad',
  });
  const base = { descriptionHtml: '', status: 'active' as const, tags: [], imageIds: [], categoryId: null };
  const suit = await products.createProduct(
    db,
    auth,
    {
      ...base,
      title: 'Embroidered lawn suit (3-piece)',
      descriptionHtml: '<p>Printed lawn shirt, dyed trousers and a chiffon dupatta.</p>',
      vendorId: vendor._id,
      options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
      variants: ['S', 'M', 'L'].map((size, i) => ({
        optionValues: [size],
        sku: `LAWN-3P-${size}`,
        price: 499_900,
        compareAtPrice: 599_900,
        cost: 280_000,
        inventory: [6, 12, 3][i],
      })),
      discount: 10,
      weightGrams: 650,
      allowBackorder: false,
      lowStockThreshold: 5,
    },
    '',
  );
  await products.createProduct(
    db,
    auth,
    {
      ...base,
      title: 'Chiffon dupatta',
      vendorId: vendor._id,
      options: [{ name: 'Colour', values: ['Rose', 'Mint'] }],
      variants: ['Rose', 'Mint'].map((c) => ({
        optionValues: [c],
        sku: `DUP-${c.toUpperCase()}`,
        price: 150_000,
        cost: 70_000,
        inventory: 20,
      })),
      discount: null,
      weightGrams: 200,
      allowBackorder: false,
      lowStockThreshold: 5,
    },
    '',
  );
  await products.createProduct(
    db,
    auth,
    {
      ...base,
      title: 'Khussa (made to order)',
      vendorId: vendor._id,
      options: [],
      variants: [{ optionValues: [], sku: 'KHUSSA', price: 320_000, cost: 150_000 }],
      discount: null,
      weightGrams: 500,
      allowBackorder: true,
      lowStockThreshold: 2,
    },
    '',
  );
  await products.publish(db, auth, suit._id, storeId, '');
  await seedShipping(db, accountId);
}

/** The sandbox courier and a pickup address, so Dispatch works on a fresh install. */
async function seedShipping(db: Db, accountId: string) {
  // The sandbox courier has no credentials: no key is needed.
  const deps: couriers.CourierDeps = {
    db,
    secrets: Secrets.fromEnv({ DATABASE_URL: 'none', DATA_DIR: '' }),
    runtime: { db, sandboxStepMs: 60_000 },
  };
  await couriers.createAccount(deps, accountId, {
    courier: 'sandbox',
    name: 'Sandbox courier',
    credentials: {},
  });
  await shippers.createShipper(deps, accountId, {
    name: 'Gulberg warehouse',
    contactName: 'Ayesha Khan',
    phone: '03001234567',
    address: '45 Main Boulevard, Gulberg III',
    city: 'Lahore',
    isDefault: true,
  });
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
      const [chat] = (await sandbox.phone(deps, ids.accountId)).filter((c) => c.waId === m.waId);
      const confirm = chat?.messages[0]?.buttons[0]?.payload;
      if (confirm) await sandbox.reply(deps, ids.accountId, m.waId, { payload: confirm });
    }
  }
}
