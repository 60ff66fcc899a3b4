/** Client-side checks and ordering for product images (the server re-checks by magic bytes). */
import { IMAGE_MAX_BYTES, IMAGE_TYPES, MAX_IMAGES } from '@sauda/contracts/products.ts';

export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** Why this file cannot be uploaded, or null. */
export function imageFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name} is not a JPEG, PNG, WebP or GIF image`;
  }
  if (file.size > IMAGE_MAX_BYTES) {
    return `${file.name} is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB`;
  }
  if (file.size === 0) return `${file.name} is empty`;
  return null;
}

/** Split picked files into those to upload (within the 20-image limit) and those refused. */
export function triageFiles<F extends { name: string; type: string; size: number }>(
  files: readonly F[],
  alreadyCount: number,
): { accepted: F[]; refused: { file: F; reason: string }[] } {
  const accepted: F[] = [];
  const refused: { file: F; reason: string }[] = [];
  for (const file of files) {
    const problem = imageFileProblem(file);
    if (problem) refused.push({ file, reason: problem });
    else if (alreadyCount + accepted.length >= MAX_IMAGES) {
      refused.push({ file, reason: `${file.name}: a product can have at most ${MAX_IMAGES} images` });
    } else accepted.push(file);
  }
  return { accepted, refused };
}

/** Move the item at `from` to `to` (both clamped); returns a new array. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(to, next.length - 1));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}
