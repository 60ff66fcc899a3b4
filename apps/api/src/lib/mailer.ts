import { createTransport, type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { insertOutbox, markOutbox, pendingOutbox, type Attachment } from './outbox.repo.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Attachment[] | null;
}

/**
 * E-mail goes through the outbox table: written in the caller's transaction, delivered after it.
 * With SMTP configured it is sent with nodemailer; without, it is marked `logged` and its text
 * (with links and codes) printed to the server log, so sign-up works on the embedded default.
 */
export class Mailer {
  private transport: Transporter | null;
  private inFlight = new Set<Promise<void>>();

  constructor(private readonly opts: { smtpUrl?: string; from: string; log: FastifyBaseLogger }) {
    this.transport = opts.smtpUrl ? createTransport(smtpOptions(opts.smtpUrl)) : null;
  }

  /** Adds the message to the outbox inside the given transaction; returns its id. */
  enqueue(tx: Db, message: MailMessage): Promise<string> {
    return insertOutbox(tx, { ...message, attachments: message.attachments ?? undefined });
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
    if (!this.transport) return;
    const rows = await pendingOutbox(db, new Date(Date.now() - 60_000));
    for (const row of rows) await this.deliver(db, row.id, row);
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
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
