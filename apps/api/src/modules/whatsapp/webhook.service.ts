import type { JobType } from '@sauda/contracts/jobs.ts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  metaWebhookSchema,
  type WhatsappReply,
  type WhatsappStatusUpdate,
} from '@sauda/contracts/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/tx.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { countResends, insertJob, insertJobs } from '../../jobs/jobs.repo.ts';
import { groupWrites } from '../../lib/group-writes.ts';
import type { JobOutcome, JobRecord } from '../../jobs/runner.ts';
import { jsonDepth, MAX_JSON_DEPTH } from '../../plugins/input.ts';
import type { Secrets } from '../../lib/secrets.ts';
import { answerFromWhatsapp, type WhatsappAnswer } from '../orders/confirmation.service.ts';
import { applyWhatsappStatuses } from '../orders/orders-confirmation.service.ts';
import { sendFor } from './sandbox.service.ts';
import { AUTO_CONFIRMATION_JOB, type WhatsappDeps } from './whatsapp.service.ts';
import * as repo from './whatsapp.repo.ts';

/** The job that applies the statuses of one webhook delivery. */
export const WEBHOOK_JOB = 'whatsapp_webhook';

const noWebhook = () => notFound('WhatsApp webhook');

async function settingsFor(db: Db, accountId: string) {
  const row = isUuid(accountId) ? await repo.findSettingsForWebhook(db, accountId) : null;
  if (!row?.verifyToken) throw noWebhook();
  return row;
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Meta's verification request (docs/whatsapp.md §1): `hub.mode=subscribe` and the verify token the
 * seller pasted; the answer is `hub.challenge` as it came. Anything else is a 403.
 */
export async function verifySubscription(
  db: Db,
  accountId: string,
  q: { 'hub.mode': string; 'hub.verify_token': string; 'hub.challenge': string },
) {
  const row = await settingsFor(db, accountId);
  if (q['hub.mode'] !== 'subscribe' || !sameText(q['hub.verify_token'], row.verifyToken!))
    throw new AppError(403, 'WEBHOOK_VERIFY_FAILED', 'The verify token does not match this webhook');
  return q['hub.challenge'];
}

/**
 * The app secret, opened once per sealed value: Meta sends many deliveries a second, and opening
 * (AES-GCM) on each was a sixth of the intake's time. A replaced secret is a new sealed value.
 */
const openedSecrets = new Map<string, string>();
function appSecret(secrets: Secrets, sealed: string) {
  let plain = openedSecrets.get(sealed);
  if (plain === undefined) {
    plain = secrets.open(sealed);
    if (openedSecrets.size >= 10_000) openedSecrets.delete(openedSecrets.keys().next().value!);
    openedSecrets.set(sealed, plain);
  }
  return plain;
}

type Part = { statuses: WhatsappStatusUpdate[]; replies: WhatsappReply[]; appUrl?: string };
type QueuedDelivery = Array<{ accountId: string; type: typeof WEBHOOK_JOB; payload: Part; total: number }>;

/**
 * The deliveries' jobs are written in groups (lib/group-writes.ts): a burst from Meta costs one
 * insert per group instead of one per delivery; each delivery is answered once its group committed.
 */
const writers = new WeakMap<Db, (d: QueuedDelivery) => Promise<void>>();
function jobWriter(db: Db) {
  let w = writers.get(db);
  if (!w) {
    w = groupWrites<QueuedDelivery>((deliveries) => insertJobs(db, deliveries.flat()));
    writers.set(db, w);
  }
  return w;
}

const unsigned = (message: string) => new AppError(401, 'BAD_SIGNATURE', message);

/**
 * One POST from Meta (docs/whatsapp.md §2). The signature is checked over the raw bytes, in constant
 * time, before anything is parsed; a bad or missing one stores nothing. The statuses for this
 * seller's number are queued as one job and the delivery is acknowledged at once; changes for a
 * number that is not this seller's are dropped with a log line, never applied to anyone.
 */
export async function receiveDelivery(
  deps: {
    db: Db;
    secrets: Secrets;
    log: Pick<FastifyBaseLogger, 'warn'>;
    onQueued?: (type: JobType) => void;
    appUrl?: string;
  },
  accountId: string,
  signature: string | undefined,
  raw: Buffer,
): Promise<{ queued: number }> {
  const row = await settingsFor(deps.db, accountId);
  if (!row.appSecretSealed)
    throw unsigned('This webhook has no app secret yet: save it in Settings → WhatsApp');
  if (!signature?.startsWith('sha256=')) throw unsigned('X-Hub-Signature-256 is missing');
  const expected = createHmac('sha256', appSecret(deps.secrets, row.appSecretSealed))
    .update(raw)
    .digest('hex');
  if (!sameText(signature.slice('sha256='.length).toLowerCase(), expected))
    throw unsigned('X-Hub-Signature-256 does not match the body');

  const text = raw.toString('utf8');
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw badRequest('VALIDATION_ERROR', 'body: nested too deep');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('VALIDATION_ERROR', 'body: not JSON');
  }
  const parsed = metaWebhookSchema.safeParse(body);
  if (!parsed.success) {
    // Signed by Meta but not a shape Sauda reads: acknowledged, or Meta would retry it for days.
    deps.log.warn({ accountId, issue: parsed.error.issues[0]?.message }, 'whatsapp webhook: unread shape');
    return { queued: 0 };
  }
  const statuses: WhatsappStatusUpdate[] = [];
  const replies: WhatsappReply[] = [];
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      const number = change.value.metadata?.phone_number_id;
      if (number !== row.phoneNumberId) {
        deps.log.warn(
          { accountId, phoneNumberId: number ?? null },
          'whatsapp webhook: a change for a number that is not this seller’s, dropped',
        );
        continue;
      }
      for (const m of change.value.messages ?? []) {
        // A quick-reply button of a template arrives as `button`; a reply button of an interactive
        // message as `interactive.button_reply` (docs/whatsapp.md §7).
        const reply = m.interactive?.button_reply;
        replies.push({
          messageId: m.id,
          from: m.from,
          at: new Date(Number(m.timestamp) * 1000).toISOString(),
          contextId: m.context?.id ?? null,
          button:
            m.type === 'button' && m.button
              ? { payload: m.button.payload ?? '', text: m.button.text ?? '' }
              : m.type === 'interactive' && reply
                ? { payload: reply.id, text: reply.title }
                : null,
          text: m.type === 'text' && m.text ? m.text.body : null,
        });
      }
      for (const s of change.value.statuses ?? []) {
        if (s.status !== 'sent' && s.status !== 'delivered' && s.status !== 'read' && s.status !== 'failed')
          continue;
        const error = s.errors?.[0];
        statuses.push({
          messageId: s.id,
          status: s.status,
          at: new Date(Number(s.timestamp) * 1000).toISOString(),
          error: error ? { code: error.code, title: error.title ?? '' } : null,
        });
      }
    }
  }
  if (statuses.length === 0 && replies.length === 0) return { queued: 0 };
  // One job per delivery (Meta batches a few statuses); a very large one is split, none is cut.
  const parts: Part[] = [];
  for (let i = 0; i < Math.max(statuses.length, replies.length); i += 1000)
    parts.push({
      statuses: statuses.slice(i, i + 1000),
      replies: replies.slice(i, i + 1000),
      ...(deps.appUrl ? { appUrl: deps.appUrl } : {}),
    });
  // Stored (with the deliveries arriving meanwhile, in one statement) before the answer.
  await jobWriter(deps.db)(
    parts.map((part) => ({
      accountId,
      type: WEBHOOK_JOB,
      payload: part,
      total: part.statuses.length + part.replies.length,
    })),
  );
  deps.onQueued?.(WEBHOOK_JOB);
  return { queued: statuses.length + replies.length };
}

/** Meta's rate-limit failures (docs/whatsapp.md §4): not delivered, worth sending again later. */
const RATE_LIMITED = new Set([130429, 131056]);
/** The waits before each new try after a rate-limit failure: 1 min, 5 min, 30 min. */
export const RESEND_DELAYS_MS = [60_000, 300_000, 1_800_000] as const;

/** Queues the confirmation again after the next wait, unless every wait was used (then the seller calls). */
async function resendLater(tx: Db, accountId: string, orderId: string, appUrl: string) {
  const tries = await countResends(tx, accountId, orderId);
  if (tries >= RESEND_DELAYS_MS.length) return;
  await insertJob(
    tx,
    {
      accountId,
      type: AUTO_CONFIRMATION_JOB,
      payload: { orderId, appUrl, resend: tries + 1 },
      total: 1,
      createdBy: null,
    },
    { notBefore: new Date(Date.now() + RESEND_DELAYS_MS[tries]!) },
  );
}

/** What the buyer is told after their answer (free-form: they just wrote, so the window is open). */
export function answerText(a: WhatsappAnswer): string | null {
  switch (a.outcome) {
    case 'confirmed':
      return `Thank you! Your order ${a.orderName} from ${a.storeName} is confirmed. We will send you the tracking number when it ships.`;
    case 'cancelled':
      return `Your order ${a.orderName} from ${a.storeName} is cancelled. Thank you for letting us know.`;
    case 'already':
      return `Your order ${a.orderName} is ${a.state} and can no longer be changed here. Please contact ${a.storeName} if something is wrong.`;
    default:
      return null;
  }
}

/** Most webhook jobs applied together (runner.ts `BatchJobHandler`): a burst of deliveries. */
export const WEBHOOK_BATCH = 200;

type WebhookPayload = { statuses?: WhatsappStatusUpdate[]; replies?: WhatsappReply[]; appUrl?: string };

/**
 * Applies a batch of one seller's deliveries: each status once, however often Meta repeats it, and
 * never backwards (orders.service `applyWhatsappStatuses`), all statuses of the batch set-based in
 * one transaction (a burst of deliveries costs a few statements, not a few each); then each buyer
 * message once: it opens the 24-hour window, and a button tap or a clear word answers the order
 * (confirmation.service `answerFromWhatsapp`), after which the buyer gets a short answer. An answer
 * that fails to send changes nothing. One outcome per job, in order.
 */
export async function runWebhookJobs(deps: WhatsappDeps, jobs: JobRecord[]): Promise<JobOutcome[]> {
  const { db } = deps;
  const accountId = jobs[0]!.accountId;
  const payloads = jobs.map((j) => j.payload as WebhookPayload);
  const applied = payloads.map(() => 0);
  await transaction(db, async (tx) => {
    const all = payloads.flatMap((p, job) => (p.statuses ?? []).map((update) => ({ update, job })));
    const fresh = await repo.markStatusesSeen(
      tx,
      accountId,
      all.map((a) => a.update),
    );
    // A (message, status) pair counts once: the first time it comes, in this batch or ever.
    const firsts = all.filter((a) => fresh.delete(repo.seenKey(a.update)));
    const moved = await applyWhatsappStatuses(
      tx,
      accountId,
      firsts.map((a) => a.update),
    );
    const jobOf = new Map(firsts.map((a) => [a.update, a.job]));
    for (const { orderId, update } of moved) {
      const job = jobOf.get(update)!;
      applied[job]!++;
      // Meta held the message back for sending too fast (130429 from the number, 131056 to this
      // buyer): it is sent again by itself, later each time, a few times at most (docs/whatsapp.md §8).
      const appUrl = payloads[job]!.appUrl;
      if (appUrl && update.status === 'failed' && RATE_LIMITED.has(update.error?.code ?? 0))
        await resendLater(tx, accountId, orderId, appUrl);
    }
  });
  // The sender, read once for the batch's answers (not once per reply).
  let settings: repo.WhatsappRow | null | undefined;
  const outcomes: JobOutcome[] = [];
  for (const [job, payload] of payloads.entries()) {
    const { statuses = [], replies = [], appUrl } = payload;
    let answered = 0;
    const errors: JobOutcome['errors'] = [];
    for (const [i, r] of replies.entries()) {
      // Seen, the window, and the answer in one transaction: a job that dies half-way leaves the
      // message unseen and takes it again, never half-applied.
      const answer = await transaction(db, async (tx) => {
        if (!(await repo.markStatusSeen(tx, accountId, r.messageId, 'inbound'))) return null;
        await repo.touchContact(tx, accountId, r.from, new Date(r.at));
        return answerFromWhatsapp(tx, accountId, r);
      });
      if (!answer) continue;
      const text = answerText(answer);
      if (answer.outcome === 'confirmed' || answer.outcome === 'cancelled') answered++;
      if (!text) continue;
      if (settings === undefined) settings = await repo.findSettings(db, accountId);
      if (!settings) continue;
      try {
        await sendFor(deps, settings, r.from, { kind: 'text', body: text }, appUrl);
      } catch (err) {
        // The order is answered either way; the job's result says which buyer was not told.
        errors.push({ row: i, message: `The answer to the buyer did not go out: ${(err as Error).message}` });
      }
    }
    outcomes.push({
      progress: statuses.length + replies.length,
      errors,
      result: { applied: applied[job], answered },
    });
  }
  return outcomes;
}
