import type { JobType } from '@sauda/contracts/jobs.ts';
import { createHmac, randomBytes } from 'node:crypto';
import { CONFIRMATION_TEMPLATES } from '@sauda/contracts/orders.ts';
import {
  CONFIRMATION_BUTTONS,
  SANDBOX_TEMPLATE,
  type SandboxChat,
  type SandboxMessage,
} from '@sauda/contracts/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { JobContext, JobOutcome } from '../../jobs/runner.ts';
import type { WhatsappMessage } from './whatsapp.client.ts';
import { getSettings, type WhatsappDeps } from './whatsapp.service.ts';
import { receiveDelivery } from './webhook.service.ts';
import * as repo from './whatsapp.repo.ts';

/**
 * The sandbox WhatsApp's phone (issue 27 §4, docs/whatsapp.md §10): what a buyer's phone would show
 * of the seller's messages, and what the buyer does with it. Everything the phone does reaches
 * Sauda the way Meta would send it: a webhook delivery in Meta's shape, signed with the seller's
 * app secret, given to the same intake (`receiveDelivery`) that checks and queues a real one.
 */

export interface PhoneDeps extends WhatsappDeps {
  onQueued?: (type: JobType) => void;
  /** Where buyers open confirmation links (PUBLIC_URL). */
  appUrl?: string;
}

const quiet = { warn: () => {} };

/** Connects the sandbox as the seller's sender; a real number must be disconnected first. */
export async function connectSandbox(
  deps: WhatsappDeps,
  accountId: string,
  businessName: string,
  appUrl: string,
) {
  const before = await repo.findSettings(deps.db, accountId);
  if (before && !before.sandbox)
    throw conflict(
      'WHATSAPP_CONNECTED',
      'Your WhatsApp number is connected; disconnect it first to try the sandbox',
    );
  if (!deps.secrets.available)
    throw conflict(
      'SECRETS_KEY_MISSING',
      'This server cannot store credentials yet: its operator must set SECRETS_KEY',
    );
  const token = randomBytes(24).toString('base64url');
  await repo.saveSettings(deps.db, {
    accountId,
    phoneNumberId: `sandbox-${accountId}`,
    accessTokenSealed: deps.secrets.seal(token),
    tokenLast4: token.slice(-4),
    templateName: SANDBOX_TEMPLATE,
    templateLanguage: 'en',
    autoConfirm: true,
    verifyToken: before?.verifyToken ?? randomBytes(24).toString('base64url'),
    appSecretSealed: before?.appSecretSealed ?? deps.secrets.seal(randomBytes(32).toString('hex')),
    displayPhoneNumber: 'Sandbox',
    verifiedName: businessName,
    checkedAt: new Date(),
    sandbox: true,
  });
  return getSettings(deps.db, accountId, appUrl);
}

async function sandboxSettings(db: Db, accountId: string) {
  const row = await repo.findSettings(db, accountId);
  if (!row?.sandbox)
    throw conflict('NOT_SANDBOX', 'The sandbox WhatsApp is not on: turn it on in Settings → WhatsApp');
  return row;
}

/** Gives a change to the webhook intake exactly as Meta would post it: Meta's envelope, signed. */
async function deliver(deps: PhoneDeps, row: repo.WhatsappRow, value: Record<string, unknown>) {
  const body = {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'sandbox',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: row.displayPhoneNumber, phone_number_id: row.phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
  const raw = Buffer.from(JSON.stringify(body));
  const signature = `sha256=${createHmac('sha256', deps.secrets.open(row.appSecretSealed!)).update(raw).digest('hex')}`;
  await receiveDelivery(
    { db: deps.db, secrets: deps.secrets, log: quiet, onQueued: deps.onQueued, appUrl: deps.appUrl },
    row.accountId,
    signature,
    raw,
  );
}

const unix = () => String(Math.floor(Date.now() / 1000));
const statusesOf = (ids: string[], waId: string, statuses: string[]) =>
  ids.flatMap((id) => statuses.map((status) => ({ id, status, timestamp: unix(), recipient_id: waId })));

/** The sandbox job: the phone received the seller's messages to `waId`: sent, then delivered. */
export async function runSandboxJob(deps: PhoneDeps, ctx: JobContext): Promise<JobOutcome> {
  const { waId } = ctx.job.payload as { waId: string };
  const row = await repo.findSettings(deps.db, ctx.job.accountId);
  if (!row?.sandbox) return { progress: 1, errors: [], result: { skipped: true } };
  const moved = await repo.advanceSandboxStatus(deps.db, ctx.job.accountId, waId, 'delivered');
  if (moved.length)
    await deliver(deps, row, {
      statuses: statusesOf(
        moved.map((m) => m.id),
        waId,
        ['sent', 'delivered'],
      ),
    });
  return { progress: 1, errors: [], result: { delivered: moved.length } };
}

/** The buyer opens the chat: the seller's messages in it are read (blue ticks). */
export async function openChat(deps: PhoneDeps, accountId: string, waId: string) {
  const row = await sandboxSettings(deps.db, accountId);
  if (!(await repo.sandboxChatExists(deps.db, accountId, waId))) throw notFound('Chat');
  const moved = await repo.advanceSandboxStatus(deps.db, accountId, waId, 'read');
  if (moved.length)
    await deliver(deps, row, {
      statuses: statusesOf(
        moved.map((m) => m.id),
        waId,
        ['read'],
      ),
    });
  return { read: moved.length };
}

/** The buyer taps a button of one of the seller's messages, or writes. */
export async function reply(
  deps: PhoneDeps,
  accountId: string,
  waId: string,
  body: { payload?: string; text?: string },
) {
  const row = await sandboxSettings(deps.db, accountId);
  // This chat only (an account's other chats, however many, do not push it out of reach).
  const messages = await repo.sandboxChat(deps.db, accountId, waId, 200);
  if (!messages.some((m) => m.direction === 'out')) throw notFound('Chat');
  const id = `wamid.SANDBOX.${randomBytes(15).toString('base64url')}`;
  let message: Record<string, unknown>;
  if (body.payload !== undefined) {
    // A button is on one of the seller's messages: the reply names it (`context.id`), as Meta's does.
    const on = [...messages]
      .reverse()
      .find(
        (m) =>
          m.direction === 'out' &&
          buttonsOf(m.body as WhatsappMessage).some((b) => b.payload === body.payload),
      );
    if (!on)
      throw badRequest('VALIDATION_ERROR', 'payload: no message in this chat has this button', [
        { field: 'payload', message: 'No message in this chat has this button' },
      ]);
    const button = buttonsOf(on.body as WhatsappMessage).find((b) => b.payload === body.payload)!;
    await repo.insertSandboxMessage(deps.db, {
      accountId,
      id,
      waId,
      direction: 'in',
      body: { kind: 'button', payload: button.payload, text: button.text },
      status: null,
    });
    message = {
      from: waId,
      id,
      timestamp: unix(),
      type: 'button',
      context: { from: row.displayPhoneNumber, id: on.id },
      button: { payload: button.payload, text: button.text },
    };
  } else {
    const text = body.text!;
    await repo.insertSandboxMessage(deps.db, {
      accountId,
      id,
      waId,
      direction: 'in',
      body: { kind: 'text', body: text },
      status: null,
    });
    message = { from: waId, id, timestamp: unix(), type: 'text', text: { body: text } };
  }
  // Writing opens the chat: what the seller sent is read first, as on a real phone.
  const read = await repo.advanceSandboxStatus(deps.db, accountId, waId, 'read');
  await deliver(deps, row, {
    contacts: [{ profile: { name: 'Sandbox buyer' }, wa_id: waId }],
    messages: [message],
    ...(read.length
      ? {
          statuses: statusesOf(
            read.map((m) => m.id),
            waId,
            ['read'],
          ),
        }
      : {}),
  });
  return { messageId: id };
}

function buttonsOf(m: WhatsappMessage | { kind: string }): Array<{ text: string; payload: string }> {
  if (m.kind !== 'template') return [];
  return ((m as Extract<WhatsappMessage, { kind: 'template' }>).buttons ?? []).map((payload, i) => ({
    text: CONFIRMATION_BUTTONS[i] ?? `Button ${i + 1}`,
    payload,
  }));
}

/** What the buyer's phone shows of a stored message. */
function shown(body: unknown): { text: string; buttons: SandboxMessage['buttons'] } {
  const m = body as
    WhatsappMessage | { kind: 'button'; payload: string; text: string } | { kind: 'text'; body: string };
  if (m.kind === 'template') {
    // The sandbox's approved template is Sauda's confirmation text, parameters {{1}}…{{5}}.
    const [name, order, store, total, link] = m.params;
    const values: Record<string, string | undefined> = { name, order, store, total, link };
    return {
      text: CONFIRMATION_TEMPLATES.en.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? ''),
      buttons: buttonsOf(m),
    };
  }
  if (m.kind === 'button') return { text: m.text, buttons: [] };
  return { text: m.body, buttons: [] };
}

/** The phone's chats, newest chat first; each chat's messages oldest first. */
export async function phone(db: Db, accountId: string): Promise<SandboxChat[]> {
  await sandboxSettings(db, accountId);
  const rows = await repo.sandboxMessages(db, accountId, 500);
  const chats = new Map<string, SandboxMessage[]>();
  for (const r of rows) {
    const list = chats.get(r.waId) ?? [];
    list.push({
      id: r.id,
      direction: r.direction as 'out' | 'in',
      at: r.createdAt.toISOString(),
      ...shown(r.body),
      status: (r.status as SandboxMessage['status']) ?? null,
    });
    chats.set(r.waId, list);
  }
  return [...chats]
    .map(([waId, messages]) => ({ waId, messages }))
    .sort((a, b) => b.messages.at(-1)!.at.localeCompare(a.messages.at(-1)!.at));
}
