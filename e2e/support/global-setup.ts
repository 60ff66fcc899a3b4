/**
 * Starts a real SMTP server on 127.0.0.1 that writes every received message to E2E_MAIL_DIR as
 * JSON ({ to, from, raw, receivedAt }); specs read it through fixtures/mailbox.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const mailDir = process.env.E2E_MAIL_DIR;
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!mailDir || !port) throw new Error('E2E_MAIL_DIR / E2E_SMTP_PORT not set (see playwright.config.ts)');
  fs.rmSync(mailDir, { recursive: true, force: true });
  removeStaleDataDirs();
  fs.mkdirSync(mailDir, { recursive: true });
  let seq = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', callback);
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const receivedAt = Date.now();
        const file = path.join(mailDir, `${receivedAt}-${String(++seq).padStart(4, '0')}.json`);
        // Write then rename, so a reader never sees a half-written file.
        fs.writeFileSync(
          `${file}.part`,
          JSON.stringify({ to, from, receivedAt, raw: Buffer.concat(chunks).toString('utf8') }),
        );
        fs.renameSync(`${file}.part`, file);
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

/** Data folders of earlier runs (the current one is in use by the API server). */
function removeStaleDataDirs() {
  const current = process.env.E2E_DATA_DIR;
  if (!current) return;
  const tmp = path.dirname(current);
  if (!fs.existsSync(tmp)) return;
  for (const entry of fs.readdirSync(tmp)) {
    const full = path.join(tmp, entry);
    if (entry.startsWith('e2e-data-') && full !== current) fs.rmSync(full, { recursive: true, force: true });
  }
}
