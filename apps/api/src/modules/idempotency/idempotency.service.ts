import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_RE } from '@sauda/contracts/common.ts';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/tx.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import * as repo from './idempotency.repo.ts';

export interface Answer<T> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

const KEY_RE = IDEMPOTENCY_KEY_RE; // the header's schema checks it first; jobs and imports call in directly

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The key a run of `once` holds, given to its work: a work whose last statement holds busy rows until
 * the commit (a new order: the stock level, the store's counter) stores the answer in that statement
 * (`answerPart`) rather than in one more after it, and returns `answered: true`.
 */
export interface Answering {
  accountId: string;
  key: string;
}

/** The answer under `a`'s key as a chained part reading the part before it (idempotency.repo `answerPart`). */
export const answerPart = (a: Answering, statusCode: number, body: Parameters<typeof repo.answerPart>[3]) =>
  repo.answerPart(a.accountId, a.key, statusCode, body);

/**
 * Runs a creating request at most once per Idempotency-Key (quality-checks Q4). The key is claimed in the
 * same transaction as the work, so the effect and the stored answer commit together. A repeat with
 * the same body replays the stored status and body; with another body it answers 422.
 * Without a key the work simply runs.
 */
export async function once<T>(
  db: Db,
  accountId: string,
  key: string | undefined,
  route: string,
  request: unknown,
  work: (tx: Db, answering: Answering | null) => Promise<{ statusCode: number; body: T; answered?: boolean }>,
): Promise<Answer<T>> {
  if (key === undefined) {
    const answer = await transaction(db, (tx) => work(tx, null));
    return { statusCode: answer.statusCode, body: answer.body, replayed: false };
  }
  if (!KEY_RE.test(key)) {
    throw badRequest('VALIDATION_ERROR', 'Idempotency-Key must be 8–128 letters, digits or - _ . :', [
      { field: 'Idempotency-Key', message: 'Use 8–128 letters, digits or - _ . :' },
    ]);
  }
  const hash = createHash('sha256')
    .update(`${route}\n${stableJson(request)}`)
    .digest('hex');
  const fresh = await transaction(db, async (tx) => {
    if (!(await repo.claimKey(tx, accountId, key, route, hash))) return null;
    const answer = await work(tx, { accountId, key });
    if (!answer.answered) await repo.storeAnswer(tx, accountId, key, answer.statusCode, answer.body);
    return { statusCode: answer.statusCode, body: answer.body };
  });
  if (fresh) return { ...fresh, replayed: false };
  const stored = await repo.findKey(db, accountId, key);
  if (!stored || stored.statusCode === 0) {
    throw new AppError(
      409,
      'IDEMPOTENCY_IN_PROGRESS',
      'A request with this Idempotency-Key is still being processed; retry shortly',
    );
  }
  if (stored.requestHash !== hash) {
    throw new AppError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request',
    );
  }
  return { statusCode: stored.statusCode, body: stored.body as T, replayed: true };
}
