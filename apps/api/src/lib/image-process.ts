/**
 * The image process (forked by lib/images.ts, never imported by the server): decodes, re-encodes and
 * resizes uploads with sharp, one at a time, at a lower CPU priority than the server. A photo takes
 * a core for a second or more; here the operating system lets requests run first (issue 11 §1).
 */
import sharp from 'sharp';
import type { ImageJob, ImageReply } from './images.ts';

sharp.concurrency(1);

process.on('message', async (job: ImageJob) => {
  let reply: ImageReply;
  try {
    const main = await sharp(job.body, { limitInputPixels: job.maxPixels, animated: false })
      .rotate()
      .resize(job.mainSize, job.mainSize, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    // The thumbnail comes from the resized image: the upload is decoded once.
    const thumb = await sharp(main.data)
      .resize(job.thumbSize, job.thumbSize, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    reply = {
      id: job.id,
      ok: true,
      main: { data: main.data, width: main.info.width, height: main.info.height },
      thumb,
    };
  } catch (err) {
    reply = { id: job.id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  process.send!(reply);
});
// The server is gone: so is this process.
process.on('disconnect', () => process.exit(0));
