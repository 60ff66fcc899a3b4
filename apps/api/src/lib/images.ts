import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Gate } from './gate.ts';

export interface ImageJob {
  id: number;
  body: Buffer;
  maxPixels: number;
  mainSize: number;
  thumbSize: number;
}
export type ImageReply =
  | { id: number; ok: true; main: { data: Buffer; width: number; height: number }; thumb: Buffer }
  | { id: number; ok: false; error: string };
export type ImageResult = Extract<ImageReply, { ok: true }>;

/**
 * Image decoding runs in its own process (lib/image-process.ts) at a lower CPU priority (nice 10),
 * never on the server's thread (issue 11 §1, docs/decisions/011-abuse-limits.md):
 * - the operating system runs a waiting request before the next slice of a photo, so uploads take
 *   whatever CPU requests leave and the health check stays quick beside ten of them;
 * - an image that crashes the decoder takes that process, not the server, and the next image starts
 *   a new one.
 * The gate keeps one image at a time per spare core. The process starts with the first upload and
 * does not keep the server alive when idle.
 */
const NICE = 10;
const gate = new Gate(Math.max(1, os.availableParallelism() - 1));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const pending = new Map<number, { resolve(r: ImageResult): void; reject(e: Error): void }>();
let child: ChildProcess | null = null;
let nextId = 0;

function imageProcess(): ChildProcess {
  if (child) return child;
  const c = fork(path.join(import.meta.dirname, 'image-process.ts'), [], {
    execArgv: ['--import', tsxLoader],
    serialization: 'advanced', // Buffers cross as bytes, not as JSON arrays
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    os.setPriority(c.pid!, NICE);
  } catch {
    // Lowering a child's priority is allowed everywhere it exists; where it is not, run as is.
  }
  c.on('message', (reply: ImageReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply);
    else waiting.reject(new Error(reply.error));
    if (pending.size === 0) idle(c);
  });
  c.on('exit', (code, signal) => {
    if (child === c) child = null;
    for (const waiting of pending.values())
      waiting.reject(new Error(`the image process ended (${signal ?? code})`));
    pending.clear();
  });
  child = c;
  return c;
}

/** With nothing in hand, the process does not keep the server (or a test run) alive. */
function idle(c: ChildProcess) {
  c.unref();
  (c.channel as { unref?(): void } | undefined)?.unref?.();
}
function busy(c: ChildProcess) {
  c.ref();
  (c.channel as { ref?(): void } | undefined)?.ref?.();
}

/** Re-encodes an upload to WebP (at most `mainSize` a side) with its thumbnail, in the image process. */
export function processImage(body: Buffer, opts: Omit<ImageJob, 'id' | 'body'>): Promise<ImageResult> {
  return gate.run(
    () =>
      new Promise<ImageResult>((resolve, reject) => {
        const c = imageProcess();
        const id = ++nextId;
        pending.set(id, { resolve, reject });
        busy(c);
        c.send({ id, body, ...opts } satisfies ImageJob, (err) => {
          if (!err) return;
          pending.delete(id);
          reject(err);
        });
      }),
  );
}

/** Images being worked on and waiting (metrics and tests). */
export const imageLoad = () => gate.load;

/** The image process's id while it runs (tests and operators). */
export const imageProcessPid = (): number | null => child?.pid ?? null;
