import { createTransport, type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { transaction } from '../db/tx.ts';
import { AppError } from './errors.ts';
import {
  claimRequest,
  countSentSince,
  lockMailCounter,
  insertOutbox,
  insertRequest,
  markOutbox,
  pendingOutbox,
  settleRequest,
  type Attachment,
} from './outbox.repo.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Attachment[] | null;
}

/** Mail Sauda sends on a seller's behalf to someone else (a vendor): counted against the caps. */
export const THIRD_PARTY_KINDS = ['purchase_order'] as const;
export type ThirdPartyKind = (typeof THIRD_PARTY_KINDS)[number];

/** Caps on third-party mail, per account and per recipient (issue 11 §5; docs/decisions/011-abuse-limits.md). */
export interface OutboundLimits {
  perAccountHour: number;
  perAccountDay: number;
  perRecipientHour: number;
  perRecipientDay: number;
}
export const DEFAULT_OUTBOUND_LIMITS: OutboundLimits = {
  perAccountHour: 20,
  perAccountDay: 100,
  perRecipientHour: 5,
  perRecipientDay: 20,
};

/**
 * Writes a requested message inside the mail lane's transaction: the message to send, or the
 * reason not to (an unknown address, a cap reached). Registered per kind by the module that owns it.
 */
export type RequestWriter = (
  tx: Db,
  request: { to: string },
) => Promise<{ message: Omit<MailMessage, 'to'> } | { dropped: string }>;

const HOUR_MS = 60 * 60 * 1000;

/**
 * E-mail goes through the outbox table: written in the caller's transaction, delivered after it.
 * With SMTP configured it is sent with nodemailer; without, it is marked `logged` and its text
 * (with links and codes) printed to the server log, so sign-up works on the embedded default.
 */
export class Mailer {
  private transport: Transporter | null;
  private inFlight = new Set<Promise<unknown>>();
  private readonly writers = new Map<string, RequestWriter>();
  private readonly limits: OutboundLimits;

  constructor(
    private readonly opts: {
      smtpUrl?: string;
      from: string;
      log: FastifyBaseLogger;
      limits?: OutboundLimits;
    },
  ) {
    this.transport = opts.smtpUrl ? createTransport(smtpOptions(opts.smtpUrl)) : null;
    this.limits = opts.limits ?? DEFAULT_OUTBOUND_LIMITS;
  }

  /** Adds the message to the outbox inside the given transaction; returns its id. */
  enqueue(tx: Db, message: MailMessage): Promise<string> {
    return insertOutbox(tx, { ...message, attachments: message.attachments ?? undefined });
  }

  /**
   * Adds mail to a third party (sent for `accountId`) after checking the outbound caps: 429 with
   * the limit, and when it frees up, if one is reached. The caller checks the sender is verified.
   */
  async enqueueOutbound(tx: Db, from: { accountId: string; kind: ThirdPartyKind }, message: MailMessage) {
    await lockMailCounter(tx, { accountId: from.accountId });
    await lockMailCounter(tx, { to: message.to });
    const now = Date.now();
    const kinds = [...THIRD_PARTY_KINDS];
    const checks = [
      {
        who: { accountId: from.accountId },
        ms: HOUR_MS,
        max: this.limits.perAccountHour,
        what: 'an hour from your account',
      },
      {
        who: { accountId: from.accountId },
        ms: 24 * HOUR_MS,
        max: this.limits.perAccountDay,
        what: 'a day from your account',
      },
      {
        who: { to: message.to },
        ms: HOUR_MS,
        max: this.limits.perRecipientHour,
        what: `an hour to ${message.to}`,
      },
      {
        who: { to: message.to },
        ms: 24 * HOUR_MS,
        max: this.limits.perRecipientDay,
        what: `a day to ${message.to}`,
      },
    ];
    for (const c of checks) {
      const { n, first } = await countSentSince(tx, c.who, kinds, new Date(now - c.ms));
      if (n < c.max) continue;
      const freeAt = (first?.getTime() ?? now) + c.ms;
      const wait = Math.max(1, Math.ceil((freeAt - now) / 1000));
      const at = new Date(freeAt).toISOString().slice(11, 16);
      throw new AppError(
        429,
        'MAIL_LIMIT',
        `Sauda sends at most ${c.max} e-mails ${c.what}. You can send again after ${at} UTC; meanwhile download the PDF and share it yourself.`,
        undefined,
        { 'retry-after': String(wait) },
      );
    }
    return insertOutbox(tx, {
      ...message,
      attachments: message.attachments ?? undefined,
      accountId: from.accountId,
      kind: from.kind,
    });
  }

  /** Who writes requested messages of `kind` (see `request`). */
  setWriter(kind: string, writer: RequestWriter) {
    this.writers.set(kind, writer);
  }

  /**
   * Queues a message of `kind` to `to` that the mail lane writes later (or drops). The caller's
   * work is one insert whatever the address: a password reset for an unknown address takes the
   * same time as for a known one (issue 11 §6). Call `processRequest` after commit.
   */
  request(tx: Db, kind: string, to: string): Promise<string> {
    return insertRequest(tx, kind, to);
  }

  /** Writes one requested message (locked, so two processes never both do) and delivers it. Never throws. */
  processRequest(db: Db, by: { id: string } | { olderThan: Date }): Promise<boolean> {
    const p = this.write(db, by).finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
    return p;
  }

  private async write(db: Db, by: { id: string } | { olderThan: Date }): Promise<boolean> {
    try {
      const out = await transaction(db, async (tx) => {
        const row = await claimRequest(tx, by);
        if (!row) return null;
        const writer = this.writers.get(row.kind);
        const result = writer ? await writer(tx, { to: row.to }) : { dropped: `no writer for ${row.kind}` };
        await settleRequest(tx, row.id, result);
        return 'message' in result
          ? { id: row.id, message: { ...result.message, to: row.to } }
          : { id: row.id };
      });
      if (!out) return false;
      if ('message' in out && out.message) await this.send(db, out.id, out.message);
      return true;
    } catch (err) {
      this.opts.log.warn({ err }, 'could not write a requested e-mail; will retry');
      return false;
    }
  }

  /** Delivers one outbox message (after its transaction committed). Never throws. */
  deliver(db: Db, id: string, message: MailMessage): Promise<void> {
    const p = this.send(db, id, message).finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
    return p;
  }

  private async send(db: Db, id: string, message: MailMessage): Promise<void> {
    if (!this.transport) {
      this.opts.log.info(
        { mailTo: message.to, subject: message.subject },
        `e-mail kept in outbox (no SMTP configured):\n${message.text}`,
      );
      await markOutbox(db, id, 'logged', null).catch(() => undefined);
      return;
    }
    try {
      const { attachments, ...rest } = message;
      await this.transport.sendMail({
        from: this.opts.from,
        ...rest,
        attachments: (attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.base64, 'base64'),
        })),
      });
      await markOutbox(db, id, 'sent', null);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      this.opts.log.warn({ mailTo: message.to, reason }, 'e-mail delivery failed; will retry');
      await markOutbox(db, id, 'failed', reason).catch(() => undefined);
    }
  }

  /** Retries messages that failed or were never attempted (e.g. a crash after commit). */
  async retryPending(db: Db): Promise<void> {
    const olderThan = new Date(Date.now() - 60_000);
    for (let i = 0; i < 50 && (await this.processRequest(db, { olderThan })); i++);
    if (!this.transport) return;
    const rows = await pendingOutbox(db, new Date(Date.now() - 60_000));
    for (const row of rows) await this.deliver(db, row.id, row);
  }

  /** Resolves once every message in hand is written and delivered (or failed). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  async close(): Promise<void> {
    await this.idle();
    this.transport?.close();
  }
}

/** smtp://user:pass@host:port (smtps:// for implicit TLS) → nodemailer options with timeouts. */
export function smtpOptions(url: string) {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    ...(u.username
      ? { auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}
