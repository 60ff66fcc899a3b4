import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Encrypts credentials (courier keys, WhatsApp tokens) at rest with AES-256-GCM. The key comes from
 * SECRETS_KEY (base64, 32 bytes); on the embedded database a key file is created in DATA_DIR.
 */
export class Secrets {
  private cached: Buffer | null | undefined;
  private constructor(private readonly load: () => Buffer | null) {}

  static fromEnv(env: { SECRETS_KEY?: string; DATABASE_URL?: string; DATA_DIR: string }): Secrets {
    if (env.SECRETS_KEY) return new Secrets(() => Buffer.from(env.SECRETS_KEY!, 'base64'));
    if (env.DATABASE_URL) return new Secrets(() => null);
    // Embedded mode: a key file beside the database, made the first time a credential is stored.
    return new Secrets(() => {
      const file = path.join(env.DATA_DIR, 'secrets.key');
      if (!fs.existsSync(file)) {
        fs.mkdirSync(env.DATA_DIR, { recursive: true });
        fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
      }
      return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    });
  }

  static withKey(key: Buffer) {
    return new Secrets(() => key);
  }

  private get key(): Buffer | null {
    if (this.cached === undefined) this.cached = this.load();
    return this.cached;
  }

  get available() {
    return this.key !== null;
  }

  seal(plain: string): string {
    if (!this.key) throw new Error('no SECRETS_KEY');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      'v1',
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      body.toString('base64url'),
    ].join('.');
  }

  open(sealed: string): string {
    if (!this.key) throw new Error('no SECRETS_KEY');
    const [v, iv, tag, body] = sealed.split('.');
    if (v !== 'v1' || !iv || !tag || !body) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
