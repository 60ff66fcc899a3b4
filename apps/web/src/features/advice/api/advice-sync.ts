import { useCourierSync, type CourierSync } from '../../../lib/use-courier-sync.ts';
import { adviceKey } from './keys.ts';

/** "Check for new advices": sync every courier whose API reports shipper advice, then refresh the inbox. */
export function useAdviceSync(): CourierSync {
  return useCourierSync({
    capability: 'shipperAdvice',
    refresh: adviceKey,
    toastId: 'advice-sync',
    words: {
      looking: 'new advices',
      upToDate: 'Checked: the inbox is up to date',
      slow: 'The couriers are slow to answer. New advices will show up here when they do.',
    },
  });
}
