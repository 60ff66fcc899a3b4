import { randomBytes } from 'node:crypto';
import { CONFIRMATION_BUTTONS, SANDBOX_TEMPLATE } from '@sauda/contracts/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import { insertJob } from '../../jobs/jobs.repo.ts';
import { AppError } from '../../lib/errors.ts';
import { sendWhatsapp, type WhatsappMessage } from './whatsapp.client.ts';
import type { WhatsappDeps } from './whatsapp.service.ts';
import * as repo from './whatsapp.repo.ts';

/**
 * Sending through the seller's sender: Meta's Cloud API, or the sandbox (issue 27 §4,
 * docs/whatsapp.md §10). The sandbox takes a message as Meta would take it (the same checks on a
 * template's name, parameters and buttons), keeps it for the on-screen phone instead of
 * delivering it, and reports its statuses through the same signed webhook intake a real number's
 * statuses come through (sandbox-phone.service.ts).
 */
export async function sendFor(
  deps: WhatsappDeps,
  settings: repo.WhatsappRow,
  to: string,
  message: WhatsappMessage,
  /** Where buyers open confirmation links: carried to the statuses' webhook job. */
  appUrl?: string,
): Promise<{ messageId: string }> {
  if (!settings.sandbox)
    return sendWhatsapp(
      {
        baseUrl: deps.apiUrl,
        phoneNumberId: settings.phoneNumberId,
        token: deps.secrets.open(settings.accessTokenSealed),
      },
      to,
      message,
      deps.sendOptions,
    );
  return sendToSandbox(deps.db, settings.accountId, to, message, appUrl);
}

/** The seconds the sandbox phone takes to "receive" a message (its ticks go sent → delivered). */
export const SANDBOX_DELIVERY_MS = 1_500;

/** Meta's refusal as the Cloud API words it (its error code in the message, as Meta's own text has it). */
const refused = (code: number, text: string) =>
  new AppError(502, 'WHATSAPP_REJECTED', `WhatsApp did not send the message: (#${code}) ${text}`);

/**
 * Meta's rules for what it accepts (docs/whatsapp.md §4), applied by the sandbox so a message that
 * the real API would refuse is refused here too: the template must exist with this many body
 * parameters and buttons, and a parameter holds no new line, tab or more than four spaces in a row.
 */
function check(message: WhatsappMessage) {
  if (message.kind === 'text') {
    if (!message.body.trim()) throw refused(100, 'Invalid parameter: text.body is empty');
    return;
  }
  if (message.name !== SANDBOX_TEMPLATE)
    throw refused(132001, `Template name does not exist in the translation (${message.name})`);
  if (message.params.length !== 5)
    throw refused(132000, 'Number of parameters does not match the expected number of params');
  for (const p of message.params)
    if (!p || /[\n\t]| {5,}/.test(p))
      throw refused(132018, 'There was an issue with the parameters in your template');
  if ((message.buttons ?? []).length !== CONFIRMATION_BUTTONS.length)
    throw refused(132000, 'Number of button parameters does not match the template');
}

async function sendToSandbox(
  db: Db,
  accountId: string,
  to: string,
  message: WhatsappMessage,
  appUrl: string | undefined,
) {
  check(message);
  const id = `wamid.SANDBOX.${randomBytes(15).toString('base64url')}`;
  await repo.insertSandboxMessage(db, {
    accountId,
    id,
    waId: to,
    direction: 'out',
    body: message,
    status: 'sent',
  });
  // The phone "receives" it a moment later: its statuses come back through the webhook then.
  await insertJob(
    db,
    {
      accountId,
      type: 'whatsapp_sandbox',
      payload: { waId: to, ...(appUrl ? { appUrl } : {}) },
      total: 1,
      createdBy: null,
    },
    { notBefore: new Date(Date.now() + SANDBOX_DELIVERY_MS) },
  );
  return { messageId: id };
}
