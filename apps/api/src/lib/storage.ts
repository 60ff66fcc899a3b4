import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Uploaded files live in a local directory (FILES_DIR, default DATA_DIR/files) and are served
 * under /files/. Keys are 128-bit random, so a listed product's images are public but no one can
 * enumerate others. (S3-compatible storage would implement the same put/remove.)
 */
export class FileStore {
  constructor(readonly dir: string) {}

  async put(rel: string, data: Buffer): Promise<void> {
    const full = this.resolve(rel);
    await mkdir(path.dirname(full), { recursive: true });
    const tmp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, full);
  }

  /** Null when the file is not there. */
  async get(rel: string): Promise<Buffer | null> {
    try {
      return await readFile(this.resolve(rel));
    } catch {
      return null;
    }
  }

  async remove(rel: string): Promise<void> {
    await rm(this.resolve(rel), { force: true });
  }

  private resolve(rel: string): string {
    const full = path.resolve(this.dir, rel);
    if (!full.startsWith(path.resolve(this.dir) + path.sep)) throw new Error('path escapes the file store');
    return full;
  }
}

export const newFileKey = () => randomBytes(16).toString('base64url');
export const imagePath = (key: string) => `p/${key}.webp`;
export const thumbPath = (key: string) => `p/${key}-thumb.webp`;
export const imageUrl = (key: string) => `/files/${imagePath(key)}`;
export const thumbUrl = (key: string) => `/files/${thumbPath(key)}`;

/** Private documents (courier load sheets): never under the public `p/` prefix /files/ serves. */
export const privatePdfPath = (key: string) => `private/${key}.pdf`;
