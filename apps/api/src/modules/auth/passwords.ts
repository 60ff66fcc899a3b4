import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords.ts';

/** OWASP's argon2id setting (quality-checks Q17): m=19456 KiB, t=2, p=1. */
// `Algorithm` is an ambient const enum (not importable with verbatimModuleSyntax): 2 = Argon2id.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown e-mail cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}

/** Returns a message when the password is too easy to guess, else null. */
export function weakPasswordReason(password: string, email?: string, name?: string): string | null {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'This password is too common; choose another';
  if (/^(.)\1+$/.test(password)) return 'This password is too easy to guess; choose another';
  if (email && lower === email.toLowerCase()) return 'Do not use your e-mail address as the password';
  if (email && lower === email.split('@')[0]?.toLowerCase())
    return 'Do not use your e-mail name as the password';
  if (name && lower.replace(/\s/g, '') === name.toLowerCase().replace(/\s/g, ''))
    return 'Do not use your name as the password';
  if ('01234567890123456789'.includes(password) || 'abcdefghijklmnopqrstuvwxyz'.includes(lower)) {
    return 'This password is too easy to guess; choose another';
  }
  return null;
}
