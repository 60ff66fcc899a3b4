import { randomBytes } from 'node:crypto';
import type { WhatsappSettings } from '@sauda/contracts/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { Secrets } from '../../lib/secrets.ts';
import * as repo from './whatsapp.repo.ts';
import { lookupNumber, type SendOptions } from './whatsapp.client.ts';

export interface WhatsappDeps {
  db: Db;
  secrets: Secrets;
  apiUrl: string;
  sendOptions?: SendOptions;
}

/** The callback URL a seller pastes into Meta: one per seller, on the public address. */
export const webhookUrl = (appUrl: string, accountId: string) =>
  `${appUrl}/api/v1/webhooks/whatsapp/${accountId}`;

const toSettings = (row: repo.WhatsappRow | null, appUrl: string): WhatsappSettings => ({
  configured: row !== null,
  phoneNumberId: row?.phoneNumberId ?? null,
  tokenLast4: row?.tokenLast4 ?? null,
  templateName: row?.templateName ?? null,
  templateLanguage: row?.templateLanguage ?? 'en',
  autoConfirm: row?.autoConfirm ?? false,
  webhook: row?.verifyToken
    ? {
        callbackUrl: webhookUrl(appUrl, row.accountId),
        verifyToken: row.verifyToken,
        appSecretSet: row.appSecretSealed !== null,
      }
    : null,
  number:
    row?.displayPhoneNumber && row.checkedAt
      ? {
          displayPhoneNumber: row.displayPhoneNumber,
          verifiedName: row.verifiedName ?? '',
          checkedAt: row.checkedAt.toISOString(),
        }
      : null,
  sandbox: row?.sandbox ?? false,
});

export async function getSettings(db: Db, accountId: string, appUrl: string) {
  return toSettings(await repo.findSettings(db, accountId), appUrl);
}

export async function putSettings(
  deps: WhatsappDeps,
  accountId: string,
  body: {
    phoneNumberId: string;
    accessToken: string;
    templateName?: string;
    templateLanguage: string;
    autoConfirm: boolean;
    appSecret?: string;
  },
  appUrl: string,
) {
  // Meta delivers a free-form message only inside the 24 hours after the buyer last wrote; a new
  // order's buyer usually has not written, so sending by itself needs an approved template.
  if (body.autoConfirm && !body.templateName)
    throw badRequest(
      'VALIDATION_ERROR',
      'templateName: automatic confirmations need an approved template (a free-form message reaches only buyers who wrote in the last 24 hours)',
      [{ field: 'templateName', message: 'Needed to send confirmations automatically' }],
    );
  if (!deps.secrets.available) {
    throw conflict(
      'SECRETS_KEY_MISSING',
      'This server cannot store credentials yet: its operator must set SECRETS_KEY',
    );
  }
  // Meta is asked first: a wrong token or number is refused naming the field, and nothing is saved.
  const number = await lookupNumber(
    { baseUrl: deps.apiUrl, phoneNumberId: body.phoneNumberId, token: body.accessToken },
    deps.sendOptions?.timeoutMs,
  );
  const before = await repo.findSettings(deps.db, accountId);
  await repo.saveSettings(deps.db, {
    accountId,
    phoneNumberId: body.phoneNumberId,
    accessTokenSealed: deps.secrets.seal(body.accessToken),
    tokenLast4: body.accessToken.slice(-4),
    templateName: body.templateName ?? null,
    templateLanguage: body.templateLanguage,
    autoConfirm: body.autoConfirm,
    // The verify token stays what the seller pasted into Meta; the app secret stays unless replaced.
    verifyToken: before?.verifyToken ?? randomBytes(24).toString('base64url'),
    // The sandbox's own secret is not Meta's: a real number starts without one until it is pasted.
    appSecretSealed: body.appSecret
      ? deps.secrets.seal(body.appSecret)
      : before && !before.sandbox
        ? before.appSecretSealed
        : null,
    displayPhoneNumber: number?.displayPhoneNumber ?? null,
    verifiedName: number?.verifiedName ?? null,
    checkedAt: number ? new Date() : null,
    sandbox: false,
  });
  return getSettings(deps.db, accountId, appUrl);
}

export const deleteSettings = repo.deleteSettings;

/** The job that sends a new COD order's confirmation link automatically. */
export const AUTO_CONFIRMATION_JOB = 'whatsapp_confirmation';

/** True when the account's new COD orders get the link automatically (a sender with a template). */
export async function sendsAutomatically(db: Db, accountId: string): Promise<boolean> {
  const row = await repo.findSettings(db, accountId);
  return row !== null && row.autoConfirm && row.templateName !== null;
}

export const findSettings = repo.findSettings;
