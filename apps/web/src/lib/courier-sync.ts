/**
 * "Fetch payments now" / "Check for new advices": which courier accounts to sync, when they were
 * last checked, and whether the queued syncs have finished (each account's `lastSyncAt` moved).
 */
import { COURIERS, type CourierAccount } from '@sauda/contracts/couriers.ts';

type Account = Pick<CourierAccount, '_id' | 'courier' | 'enabled' | 'lastSyncAt' | 'lastSyncError' | 'name'>;

/** Enabled accounts whose courier's API reports this (payments or shipper advice). */
export function syncTargets<A extends Account>(
  accounts: readonly A[],
  capability: 'payments' | 'shipperAdvice',
): A[] {
  return accounts.filter((a) => {
    const info = COURIERS[a.courier];
    return a.enabled && !!info?.api && info.capabilities[capability];
  });
}

/** "PostEx, Leopards and Trax". */
export function listNames(names: readonly string[]): string {
  const unique = [...new Set(names.filter(Boolean))];
  if (unique.length <= 1) return unique[0] ?? '';
  return `${unique.slice(0, -1).join(', ')} and ${unique[unique.length - 1]}`;
}

/** The latest check among the accounts, or null when none was ever checked. */
export function lastChecked(accounts: readonly Pick<Account, 'lastSyncAt'>[]): string | null {
  let latest: string | null = null;
  for (const a of accounts) {
    if (a.lastSyncAt && (!latest || new Date(a.lastSyncAt) > new Date(latest))) latest = a.lastSyncAt;
  }
  return latest;
}

export type SyncWatch = { before: Record<string, string | null>; startedAt: number };

/** Done once every watched account has a new `lastSyncAt` (or is gone); the errors they reported. */
export function syncProgress(
  accounts: readonly Account[],
  watch: SyncWatch,
): { done: boolean; errors: { name: string; message: string }[] } {
  const byId = new Map(accounts.map((a) => [a._id, a]));
  let done = true;
  const errors: { name: string; message: string }[] = [];
  for (const [id, before] of Object.entries(watch.before)) {
    const a = byId.get(id);
    if (!a) continue;
    if (a.lastSyncAt === before) done = false;
    else if (a.lastSyncError) errors.push({ name: a.name, message: a.lastSyncError });
  }
  return { done, errors };
}
