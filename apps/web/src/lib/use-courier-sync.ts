import { useEffect, useEffectEvent, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { CourierAccount } from '@sauda/contracts/couriers.ts';
import type { QueryKey } from '@tanstack/react-query';
import { errorMessage } from './api-client.ts';
import { courierAccountsQueryOptions, syncCourier, useCourierAccounts } from './courier-accounts.ts';
import { listNames, syncProgress, syncTargets, type SyncWatch } from './courier-sync.ts';

/** Give up waiting for slow couriers after this long (the lists refresh anyway). */
const WATCH_MS = 90_000;

type Outcome = { account: CourierAccount; error: unknown };

export type CourierSync = { targets: CourierAccount[]; checking: boolean; start: () => void };

export interface CourierSyncOptions {
  capability: 'payments' | 'shipperAdvice';
  /** What to refetch once the couriers have answered. */
  refresh: QueryKey;
  toastId: string;
  words: { looking: string; upToDate: string; slow: string };
}

/**
 * "Fetch payments now" / "Check for new advices": queues a sync of every enabled courier whose API
 * reports it, follows the accounts until each one has synced, then refreshes and says how it went.
 */
export function useCourierSync(o: CourierSyncOptions): CourierSync {
  const qc = useQueryClient();
  const [watch, setWatch] = useState<SyncWatch | null>(null);
  const accounts = useCourierAccounts({ refetchInterval: watch ? 2000 : false });
  const targets = syncTargets(accounts.data ?? [], o.capability);
  const TOAST_ID = o.toastId;

  const queue = useMutation({
    mutationFn: async (): Promise<Outcome[]> => {
      // Fresh `lastSyncAt` values, so a sync that ran meanwhile is not taken for ours.
      const fresh = await qc.fetchQuery({ ...courierAccountsQueryOptions(), staleTime: 0 });
      const list = syncTargets(fresh, o.capability);
      const results = await Promise.allSettled(list.map((a) => syncCourier(a._id)));
      return list.map((account, i) => {
        const r = results[i];
        return { account, error: r?.status === 'rejected' ? (r.reason ?? 'failed') : null };
      });
    },
  });

  const settle = useEffectEvent((errors: { name: string; message: string }[], timedOut: boolean) => {
    setWatch(null);
    void qc.invalidateQueries({ queryKey: o.refresh });
    if (errors.length) {
      toast.error(errors.map((e) => `${e.name}: ${e.message}`).join(' · '), { id: TOAST_ID });
    } else if (timedOut) {
      toast(o.words.slow, { id: TOAST_ID });
    } else {
      toast.success(o.words.upToDate, { id: TOAST_ID });
    }
  });

  useEffect(() => {
    if (!watch || !accounts.data) return;
    const progress = syncProgress(accounts.data, watch);
    if (progress.done) settle(progress.errors, false);
  }, [accounts.data, watch]);

  useEffect(() => {
    if (!watch) return;
    const timer = setTimeout(() => settle([], true), Math.max(0, watch.startedAt + WATCH_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [watch]);

  function start() {
    if (targets.length === 0 || watch || queue.isPending) return;
    toast.loading(`Checking ${listNames(targets.map((a) => a.name))} for ${o.words.looking}…`, {
      id: TOAST_ID,
    });
    queue.mutate(undefined, {
      onSuccess: (outcomes) => {
        const queued = outcomes.filter((o) => !o.error).map((o) => o.account);
        const refused = outcomes.filter((o) => o.error);
        if (refused.length) {
          toast.error(
            refused.map((o) => `${o.account.name}: ${errorMessage(o.error, 'could not start')}`).join(' · '),
            queued.length ? undefined : { id: TOAST_ID },
          );
        }
        if (queued.length === 0) {
          if (!refused.length) toast.dismiss(TOAST_ID);
          return;
        }
        setWatch({
          before: Object.fromEntries(queued.map((a) => [a._id, a.lastSyncAt])),
          startedAt: Date.now(),
        });
      },
      onError: (error) => toast.error(errorMessage(error, 'Could not reach your couriers'), { id: TOAST_ID }),
    });
  }

  return { targets, checking: queue.isPending || !!watch, start };
}
