/**
 * A session token names its seller (issue 28 §2): `{accountId}.{256 random bits}`. A signed-in
 * request finds its session with the account and the token's hash together, so a database
 * distributed by account answers it from one node, in one statement (docs/scaling.md). The account
 * part is no secret (it is in every API answer); the random part is what proves the session, and
 * only its SHA-256 over the whole token is stored.
 */
import { isUuid } from '../../lib/ids.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';

export const newSessionToken = (accountId: string) => `${accountId}.${newToken()}`;

/** The account and stored hash of a presented token; null for one that names no account (a forged or pre-0017 token). */
export function readSessionToken(token: string): { accountId: string; tokenHash: string } | null {
  const dot = token.indexOf('.');
  const accountId = dot > 0 ? token.slice(0, dot) : '';
  if (!isUuid(accountId) || token.length - dot - 1 < 32) return null;
  return { accountId, tokenHash: sha256(token) };
}
