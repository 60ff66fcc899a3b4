import { CONFIRMATION_TEMPLATES } from '@sauda/contracts/orders.ts';
import { buttonPayload } from '@sauda/contracts/whatsapp.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { JobContext, JobOutcome } from '../../jobs/runner.ts';
import { loadOrder, recordOrderNote, storeNameOf } from '../orders/orders.service.ts';
import { markConfirmationSent } from '../orders/orders-confirmation.service.ts';
import { findSettings, type WhatsappDeps } from './whatsapp.service.ts';
import { waNumber } from './whatsapp.client.ts';
import { sendFor } from './sandbox.service.ts';
import { pakistanTime } from '../../lib/pakistan-time.ts';
import { lastInbound } from './whatsapp.repo.ts';

/** Meta's customer service window: free-form messages only this long after the buyer last wrote. */
const WINDOW_MS = 24 * 60 * 60 * 1000;

const pkr = (paisa: number) =>
  new Intl.NumberFormat('en-PK', { style: 'currency', currency: 'PKR', maximumFractionDigits: 0 }).format(
    paisa / 100,
  );

/**
 * Meta refuses a template parameter holding a new line, a tab or more than four spaces in a row
 * (error 132018, docs/whatsapp.md §4): addresses typed on several lines are flattened to one.
 */
export const flattenParam = (text: string) =>
  text
    .replace(/\s*[\r\n\t]+\s*/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

/** Sends the buyer the confirmation link through the seller's WhatsApp Cloud API number. */
export async function sendConfirmation(
  deps: WhatsappDeps,
  auth: AuthContext,
  orderId: string,
  appUrl: string,
  opts: { again?: boolean } = {},
) {
  const order = await loadOrder(deps.db, auth.accountId, orderId, appUrl);
  if (order.confirmation.status !== 'awaiting' || !order.confirmation.url) {
    throw conflict('NOT_AWAITING', `Order ${order.name} is not waiting for the buyer's confirmation`);
  }
  // Pressing Send after the automatic message would message the buyer twice (issue 27 §2).
  if (order.confirmation.sentAt && !opts.again) {
    throw conflict(
      'ALREADY_SENT',
      `The link already went to the buyer on ${pakistanTime(order.confirmation.sentAt)}${
        order.confirmation.whatsapp ? ` (WhatsApp: ${order.confirmation.whatsapp.status})` : ''
      }. Send it again only if they did not get it.`,
    );
  }
  const settings = await findSettings(deps.db, auth.accountId);
  if (!settings)
    throw conflict(
      'WHATSAPP_NOT_CONFIGURED',
      'Connect your WhatsApp Business number first (Settings → WhatsApp)',
    );
  const address = order.shipmentDetails.addresses[0]!;
  const store = await storeNameOf(deps.db, auth.accountId, order.storeId);
  const values = {
    name: address.name,
    order: order.name,
    store,
    total: pkr(order.pricing.currentTotalPrice),
    link: order.confirmation.url,
  };
  const to = waNumber(address.phone);
  // Free-form text reaches a buyer only within 24 hours of their last message to this number
  // (docs/whatsapp.md §7); outside it Meta fails the message (131047), so Sauda does not send it.
  if (!settings.templateName) {
    const wrote = await lastInbound(deps.db, auth.accountId, to);
    if (!wrote || Date.now() - wrote.getTime() > WINDOW_MS)
      throw conflict(
        'OUTSIDE_WINDOW',
        `${address.name} has not written to your WhatsApp number in the last 24 hours, so WhatsApp only delivers an approved template. Set your template in Settings → WhatsApp, or call the buyer.`,
      );
  }
  const message = settings.templateName
    ? {
        kind: 'template' as const,
        name: settings.templateName,
        language: settings.templateLanguage,
        params: [values.name, values.order, values.store, values.total, values.link].map(flattenParam),
        buttons: [buttonPayload('confirm', order._id), buttonPayload('cancel', order._id)],
      }
    : {
        kind: 'text' as const,
        body: CONFIRMATION_TEMPLATES.en.replace(/\{(\w+)\}/g, (_, k: keyof typeof values) => values[k] ?? ''),
      };
  const { messageId } = await sendFor(deps, settings, to, message, appUrl);
  return markConfirmationSent(deps.db, auth, order._id, 'whatsapp_api', appUrl, messageId);
}

/**
 * The job queued with each new COD order of an account that has a WhatsApp sender. At most once:
 * it checkpoints before calling WhatsApp, so a worker that dies mid-call never sends again
 * (the order's timeline says to check the chat instead).
 */
export async function runAutoConfirmation(deps: WhatsappDeps, ctx: JobContext): Promise<JobOutcome> {
  const { orderId, appUrl, resend } = ctx.job.payload as { orderId: string; appUrl: string; resend?: number };
  const auth: AuthContext = {
    accountId: ctx.job.accountId,
    userId: ctx.job.createdBy ?? '',
    userName: 'Sauda (automatic)',
    role: 'owner',
    permissions: [],
    sessionId: '',
    token: '',
  };
  if (ctx.job.progress > 0) {
    await recordOrderNote(
      deps.db,
      auth,
      orderId,
      'confirmation_unknown',
      'The automatic WhatsApp message may not have gone out (the sender stopped mid-way). Check the chat before sending again.',
    );
    return {
      progress: 1,
      errors: [{ row: 0, message: 'interrupted while sending' }],
      result: { sent: false },
    };
  }
  const order = await loadOrder(deps.db, auth.accountId, orderId, appUrl).catch(() => null);
  // A first send goes once; a send again after a rate limit only while the last one still failed
  // (the seller may have sent it by hand meanwhile, or the buyer answered).
  const due = resend ? order?.confirmation.whatsapp?.status === 'failed' : !order?.confirmation.sentAt;
  if (!order || order.confirmation.status !== 'awaiting' || !due) {
    return { progress: 0, errors: [], result: { sent: false, skipped: true } };
  }
  await ctx.checkpoint(1, []);
  try {
    await sendConfirmation(deps, auth, orderId, appUrl, { again: !!resend });
    return { progress: 1, errors: [], result: { sent: true } };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await recordOrderNote(
      deps.db,
      auth,
      orderId,
      'confirmation_failed',
      `Automatic WhatsApp message failed: ${err.message}`,
    );
    return { progress: 1, errors: [{ row: 0, message: err.message }], result: { sent: false } };
  }
}
