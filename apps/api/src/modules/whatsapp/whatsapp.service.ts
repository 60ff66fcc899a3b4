import { CONFIRMATION_TEMPLATES } from '@sauda/contracts/orders.ts';
import type { WhatsappSettings } from '@sauda/contracts/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import type { Secrets } from '../../lib/secrets.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { loadOrder, markConfirmationSent, storeNameOf } from '../orders/orders.service.ts';
import * as repo from './whatsapp.repo.ts';
import { sendWhatsapp, waNumber, type SendOptions } from './whatsapp.client.ts';

export interface WhatsappDeps {
  db: Db;
  secrets: Secrets;
  apiUrl: string;
  sendOptions?: SendOptions;
}

const toSettings = (row: repo.WhatsappRow | null): WhatsappSettings => ({
  configured: row !== null,
  phoneNumberId: row?.phoneNumberId ?? null,
  tokenLast4: row?.tokenLast4 ?? null,
  templateName: row?.templateName ?? null,
  templateLanguage: row?.templateLanguage ?? 'en',
});

export async function getSettings(db: Db, accountId: string) {
  return toSettings(await repo.findSettings(db, accountId));
}

export async function putSettings(
  deps: WhatsappDeps,
  accountId: string,
  body: { phoneNumberId: string; accessToken: string; templateName?: string; templateLanguage: string },
) {
  if (!deps.secrets.available) {
    throw conflict(
      'SECRETS_KEY_MISSING',
      'This server cannot store credentials yet: its operator must set SECRETS_KEY',
    );
  }
  await repo.saveSettings(deps.db, {
    accountId,
    phoneNumberId: body.phoneNumberId,
    accessTokenSealed: deps.secrets.seal(body.accessToken),
    tokenLast4: body.accessToken.slice(-4),
    templateName: body.templateName ?? null,
    templateLanguage: body.templateLanguage,
  });
  return getSettings(deps.db, accountId);
}

export const deleteSettings = repo.deleteSettings;

const pkr = (paisa: number) =>
  new Intl.NumberFormat('en-PK', { style: 'currency', currency: 'PKR', maximumFractionDigits: 0 }).format(
    paisa / 100,
  );

/** Sends the buyer the confirmation link through the seller's WhatsApp Cloud API number. */
export async function sendConfirmation(
  deps: WhatsappDeps,
  auth: AuthContext,
  orderId: string,
  appUrl: string,
) {
  const order = await loadOrder(deps.db, auth.accountId, orderId, appUrl);
  if (order.confirmation.status !== 'awaiting' || !order.confirmation.url) {
    throw conflict('NOT_AWAITING', `Order ${order.name} is not waiting for the buyer's confirmation`);
  }
  const settings = await repo.findSettings(deps.db, auth.accountId);
  if (!settings)
    throw conflict(
      'WHATSAPP_NOT_CONFIGURED',
      'Connect your WhatsApp Business number first (Settings → WhatsApp)',
    );
  const address = order.shipmentDetails.addresses[0]!;
  const store = await storeNameOf(deps.db, order.storeId);
  const values = {
    name: address.name,
    order: order.name,
    store,
    total: pkr(order.pricing.currentTotalPrice),
    link: order.confirmation.url,
  };
  const message = settings.templateName
    ? {
        kind: 'template' as const,
        name: settings.templateName,
        language: settings.templateLanguage,
        params: [values.name, values.order, values.store, values.total, values.link],
      }
    : {
        kind: 'text' as const,
        body: CONFIRMATION_TEMPLATES.en.replace(/\{(\w+)\}/g, (_, k: keyof typeof values) => values[k] ?? ''),
      };
  await sendWhatsapp(
    {
      baseUrl: deps.apiUrl,
      phoneNumberId: settings.phoneNumberId,
      token: deps.secrets.open(settings.accessTokenSealed),
    },
    waNumber(address.phone),
    message,
    deps.sendOptions,
  );
  return markConfirmationSent(deps.db, auth, order._id, 'whatsapp_api', appUrl);
}
