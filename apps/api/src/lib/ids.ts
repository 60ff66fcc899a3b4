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

/** UUIDv7 (RFC 9562): 48-bit millisecond timestamp, then random bits. Sorts by creation time. */
export function uuidv7(now = Date.now()): string {
  const b = random16();
  b.writeUIntBE(now, 0, 6);
  b[6] = (b[6]! & 0x0f) | 0x70;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID_RE.test(s);
