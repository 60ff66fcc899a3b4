import type { WhatsappSettings } from '@sauda/contracts/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import type { Secrets } from '../../lib/secrets.ts';
import * as repo from './whatsapp.repo.ts';
import type { SendOptions } from './whatsapp.client.ts';

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

/** The job that sends a new COD order's confirmation link automatically. */
export const AUTO_CONFIRMATION_JOB = 'whatsapp_confirmation';

/** True when the account has a WhatsApp sender: its new COD orders get the link automatically. */
export async function isConfigured(db: Db, accountId: string): Promise<boolean> {
  return (await repo.findSettings(db, accountId)) !== null;
}

export const findSettings = repo.findSettings;
