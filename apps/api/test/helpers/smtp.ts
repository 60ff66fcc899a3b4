import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** Body text with quoted-printable soft breaks undone. */
  text: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startSmtp() {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, text });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Waits for the n-th (default: next unseen) mail to an address. */
    async waitFor(
      to: string,
      predicate: (m: ReceivedMail) => boolean = () => true,
      timeoutMs = 10_000,
    ): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = [...mails].reverse().find((m) => m.to.includes(to.toLowerCase()) && predicate(m));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpCapture = Awaited<ReturnType<typeof startSmtp>>;
