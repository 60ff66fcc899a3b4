import { randomBytes } from 'node:crypto';

/** Random bytes drawn 4 KiB at a time: one system call serves 256 ids. */
let pool = Buffer.alloc(0);
let offset = 0;
function random16(): Buffer {
  if (offset + 16 > pool.length) {
    pool = randomBytes(4096);
    offset = 0;
  }
  const out = Buffer.from(pool.subarray(offset, offset + 16));
  offset += 16;
  return out;
}

let lastMs = 0;
let sequence = 0;

/**
 * UUIDv7 (RFC 9562): 48-bit millisecond timestamp, a 12-bit counter, then random bits. Sorts by
 * creation time, and within one millisecond of this process by creation order (RFC 9562 §6.2,
 * method 1: the counter starts at a random value below 2048 each millisecond and counts up; a
 * counter that runs out borrows the next millisecond). Two timeline events written in one
 * statement therefore keep their order.
 */
export function uuidv7(): string {
  const b = random16();
  let now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    sequence = b.readUInt16BE(6) & 0x7ff;
  } else if (++sequence > 0xfff) {
    lastMs += 1;
    sequence = 0;
  }
  now = lastMs;
  b.writeUIntBE(now, 0, 6);
  b[6] = 0x70 | (sequence >> 8);
  b[7] = sequence & 0xff;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID_RE.test(s);
