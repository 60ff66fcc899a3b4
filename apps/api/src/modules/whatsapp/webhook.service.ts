import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { metaWebhookSchema, type WhatsappStatusUpdate } from '@sauda/contracts/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/tx.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { insertJob } from '../../jobs/jobs.repo.ts';
import type { JobContext, JobOutcome } from '../../jobs/runner.ts';
import { jsonDepth, MAX_JSON_DEPTH } from '../../plugins/input.ts';
import type { Secrets } from '../../lib/secrets.ts';
import { applyWhatsappStatus } from '../orders/orders.service.ts';
import * as repo from './whatsapp.repo.ts';

/** The job that applies the statuses of one webhook delivery. */
export const WEBHOOK_JOB = 'whatsapp_webhook';

const noWebhook = () => notFound('WhatsApp webhook');

async function settingsFor(db: Db, accountId: string) {
  const row = isUuid(accountId) ? await repo.findSettings(db, accountId) : null;
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

const unsigned = (message: string) => new AppError(401, 'BAD_SIGNATURE', message);

/**
 * One POST from Meta (docs/whatsapp.md §2). The signature is checked over the raw bytes, in constant
 * time, before anything is parsed; a bad or missing one stores nothing. The statuses for this
 * seller's number are queued as one job and the delivery is acknowledged at once; changes for a
 * number that is not this seller's are dropped with a log line, never applied to anyone.
 */
export async function receiveDelivery(
  deps: { db: Db; secrets: Secrets; log: FastifyBaseLogger; onQueued?: () => void },
  accountId: string,
  signature: string | undefined,
  raw: Buffer,
): Promise<{ queued: number }> {
  const row = await settingsFor(deps.db, accountId);
  if (!row.appSecretSealed)
    throw unsigned('This webhook has no app secret yet: save it in Settings → WhatsApp');
  if (!signature?.startsWith('sha256=')) throw unsigned('X-Hub-Signature-256 is missing');
  const expected = createHmac('sha256', deps.secrets.open(row.appSecretSealed)).update(raw).digest('hex');
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
  if (statuses.length === 0) return { queued: 0 };
  // One job per delivery (Meta batches a few statuses); a very large one is split, none is cut.
  const parts = Array.from({ length: Math.ceil(statuses.length / 1000) }, (_, i) =>
    statuses.slice(i * 1000, i * 1000 + 1000),
  );
  const queue = (db: Db, part: WhatsappStatusUpdate[]) =>
    insertJob(db, {
      accountId,
      type: WEBHOOK_JOB,
      payload: { statuses: part },
      total: part.length,
      createdBy: null,
    });
  // A single insert needs no transaction of its own (two round trips fewer per delivery).
  if (parts.length === 1) await queue(deps.db, parts[0]!);
  else
    await transaction(deps.db, async (tx) => {
      for (const part of parts) await queue(tx, part);
    });
  deps.onQueued?.();
  return { queued: statuses.length };
}

/**
 * Applies a delivery's statuses: each (message, status) once, however often Meta repeats it, and
 * never backwards (orders.service `applyWhatsappStatus`).
 */
export async function runWebhookJob(db: Db, ctx: JobContext): Promise<JobOutcome> {
  const { statuses } = ctx.job.payload as { statuses: WhatsappStatusUpdate[] };
  let applied = 0;
  for (const update of statuses) {
    const changed = await transaction(db, async (tx) => {
      if (!(await repo.markStatusSeen(tx, ctx.job.accountId, update.messageId, update.status))) return false;
      return applyWhatsappStatus(tx, ctx.job.accountId, update);
    });
    if (changed) applied++;
  }
  return { progress: statuses.length, errors: [], result: { applied } };
}
