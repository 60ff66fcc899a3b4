import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '@sauda/contracts/products.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { FileStore } from '../../lib/storage.ts';
import { imagePath, imageUrl, newFileKey, thumbPath, thumbUrl } from '../../lib/storage.ts';
import * as repo from './products.repo.ts';

/** The type is what the bytes say, never what the client claims (QUALITY Q22). */
export function sniffImage(buf: Buffer): 'jpeg' | 'png' | 'webp' | 'gif' | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.toString('latin1', 0, 6))) return 'gif';
  return null;
}

const MAX_PIXELS = 40_000_000; // refuse decompression bombs before decoding
const MAIN_SIZE = 1600;
const THUMB_SIZE = 400;

/**
 * Checks, re-encodes (which drops EXIF/GPS and anything smuggled after the image) and stores an
 * uploaded product image with its thumbnail. The image belongs to the account until a product
 * takes it.
 */
export async function uploadImage(db: Db, files: FileStore, accountId: string, body: Buffer) {
  if (body.length === 0) throw new AppError(400, 'EMPTY_FILE', 'The file is empty');
  if (body.length > IMAGE_MAX_BYTES)
    throw new AppError(413, 'FILE_TOO_LARGE', `Images can be at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB`);
  const kind = sniffImage(body);
  if (!kind) throw new AppError(415, 'UNSUPPORTED_IMAGE', 'Upload a JPEG, PNG, WebP or GIF image');
  let main: { data: Buffer; info: { width: number; height: number } };
  let thumb: Buffer;
  try {
    const base = () => sharp(body, { limitInputPixels: MAX_PIXELS, animated: false }).rotate();
    main = await base()
      .resize(MAIN_SIZE, MAIN_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    thumb = await base()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    throw new AppError(
      415,
      'UNREADABLE_IMAGE',
      'This image could not be read; it may be damaged or too large',
    );
  }
  const key = newFileKey();
  await files.put(imagePath(key), main.data);
  await files.put(thumbPath(key), thumb);
  const id = uuidv7();
  await repo.insertImage(db, {
    id,
    accountId,
    productId: null,
    position: 0,
    fileKey: key,
    width: main.info.width,
    height: main.info.height,
    bytes: main.data.length,
  });
  return {
    id,
    url: imageUrl(key),
    thumbnailUrl: thumbUrl(key),
    width: main.info.width,
    height: main.info.height,
  };
}
