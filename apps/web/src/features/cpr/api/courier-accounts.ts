import { useEffect, useEffectEvent, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { CourierAccount } from '@sauda/contracts/couriers.ts';
import { api, errorMessage, type DataEnvelope } from '../../../lib/api-client.ts';
import { listNames } from '../lib/display.ts';
import { paymentSyncTargets, syncProgress, type SyncWatch } from '../lib/courier-sync.ts';
import { cprKey, courierAccountsKey } from './keys.ts';

/** GET /v1/courier: the seller's courier accounts (filter, sync, last checked). */
export async function listCourierAccounts(signal?: AbortSignal): Promise<CourierAccount[]> {
  return (await api.get<DataEnvelope<CourierAccount[]>>('/v1/courier', undefined, signal)).data;
}

export const courierAccountsQueryOptions = () =>
  queryOptions({ queryKey: courierAccountsKey, queryFn: ({ signal }) => listCourierAccounts(signal) });

export function useCourierAccounts(options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...courierAccountsQueryOptions(), ...options });
}

/** POST /v1/courier/:id/sync → queued; the background sync then updates the account's `lastSyncAt`. */
export async function syncCourier(id: string): Promise<void> {
  await api.post<DataEnvelope<{ queued: boolean }>>(`/v1/courier/${encodeURIComponent(id)}/sync`);
}

/** Give up waiting for slow couriers after this long (the lists refresh anyway). */
const WATCH_MS = 90_000;
const TOAST_ID = 'payment-sync';

type Outcome = { account: CourierAccount; error: unknown };

export type PaymentSync = { targets: CourierAccount[]; checking: boolean; start: () => void };

/**
 * "Fetch payments now": queues a sync of every enabled courier whose API reports payments, follows
 * the accounts until each one has synced, then refreshes the payments and says how it went.
 */
export function usePaymentSync(): PaymentSync {
  const qc = useQueryClient();
  const [watch, setWatch] = useState<SyncWatch | null>(null);
  const accounts = useCourierAccounts({ refetchInterval: watch ? 2000 : false });
  const targets = paymentSyncTargets(accounts.data ?? []);

  const queue = useMutation({
    mutationFn: async (): Promise<Outcome[]> => {
      // Fresh `lastSyncAt` values, so a sync that ran meanwhile is not taken for ours.
      const fresh = await qc.fetchQuery({ ...courierAccountsQueryOptions(), staleTime: 0 });
      const list = paymentSyncTargets(fresh);
      const results = await Promise.allSettled(list.map((a) => syncCourier(a._id)));
      return list.map((account, i) => {
        const r = results[i];
        return { account, error: r?.status === 'rejected' ? (r.reason ?? 'failed') : null };
      });
    },
  });

  const settle = useEffectEvent((errors: { name: string; message: string }[], timedOut: boolean) => {
    setWatch(null);
    void qc.invalidateQueries({ queryKey: cprKey });
    if (errors.length) {
      toast.error(errors.map((e) => `${e.name}: ${e.message}`).join(' · '), { id: TOAST_ID });
    } else if (timedOut) {
      toast('The couriers are slow to answer. New payments will show up here when they do.', {
        id: TOAST_ID,
      });
    } else {
      toast.success('Payments are up to date', { id: TOAST_ID });
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
    toast.loading(`Checking ${listNames(targets.map((a) => a.name))} for payments…`, { id: TOAST_ID });
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
