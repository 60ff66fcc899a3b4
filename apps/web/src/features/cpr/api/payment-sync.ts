import { useCourierSync, type CourierSync } from '../../../lib/use-courier-sync.ts';
import { cprKey } from './keys.ts';

/** "Fetch payments now": sync every courier whose API reports COD payments, then refresh the CPR lists. */
export function usePaymentSync(): CourierSync {
  return useCourierSync({
    capability: 'payments',
    refresh: cprKey,
    toastId: 'payment-sync',
    words: {
      looking: 'payments',
      upToDate: 'Payments are up to date',
      slow: 'The couriers are slow to answer. New payments will show up here when they do.',
    },
  });
}
