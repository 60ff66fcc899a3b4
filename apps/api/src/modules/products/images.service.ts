import { IMAGE_MAX_BYTES } from '@sauda/contracts/products.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { processImage, type ImageResult } from '../../lib/images.ts';
import type { FileStore } from '../../lib/storage.ts';
import { imagePath, imageUrl, newFileKey, thumbPath, thumbUrl } from '../../lib/storage.ts';
import * as repo from './products.repo.ts';

/** The type is what the bytes say, never what the client claims (quality-checks Q22). */
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

const tooLarge = () =>
  new AppError(413, 'FILE_TOO_LARGE', `Images can be at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB`);
const notAnImage = () => new AppError(415, 'UNSUPPORTED_IMAGE', 'Upload a JPEG, PNG, WebP or GIF image');

/**
 * Reads an uploaded image body as it streams: refused at once when Content-Length or the bytes so
 * far pass IMAGE_MAX_BYTES, or when the first 12 bytes are not an image we take. Nothing after
 * that is read (the error answer closes the connection).
 */
export function readImageBody(length: string | undefined, stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (length !== undefined && Number(length) > IMAGE_MAX_BYTES) return reject(tooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    let sniffed = false;
    const fail = (err: AppError) => {
      stream.removeListener('data', onData);
      stream.removeListener('end', onEnd);
      stream.pause();
      reject(err);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > IMAGE_MAX_BYTES) return fail(tooLarge());
      chunks.push(chunk);
      if (!sniffed && size >= 12) {
        sniffed = true;
        if (!sniffImage(Buffer.concat(chunks))) return fail(notAnImage());
      }
    };
    const onEnd = () => {
      const body = Buffer.concat(chunks);
      if (body.length > 0 && !sniffImage(body)) return reject(notAnImage());
      resolve(body);
    };
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', (err: Error) => reject(err));
  });
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
  if (body.length > IMAGE_MAX_BYTES) throw tooLarge();
  if (!sniffImage(body)) throw notAnImage();
  let image: ImageResult;
  try {
    // Off the server's thread, in the lower-priority image process (lib/images.ts).
    image = await processImage(body, { maxPixels: MAX_PIXELS, mainSize: MAIN_SIZE, thumbSize: THUMB_SIZE });
  } catch {
    throw new AppError(
      415,
      'UNREADABLE_IMAGE',
      'This image could not be read; it may be damaged or too large',
    );
  }
  const { main, thumb } = image;
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
    width: main.width,
    height: main.height,
    bytes: main.data.length,
  });
  return {
    id,
    url: imageUrl(key),
    thumbnailUrl: thumbUrl(key),
    width: main.width,
    height: main.height,
  };
}
