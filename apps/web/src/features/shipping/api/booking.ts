import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingJob, BookingRow } from '@sauda/contracts/couriers.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { isJobDone } from '../lib/job.ts';
import { bookingJobKey, invalidateShippingViews } from './keys.ts';

/** POST /v1/orders/booking → 202 with the queued job (400 names the order and missing fields). */
export async function bookOrders(orders: BookingRow[]): Promise<BookingJob> {
  return (await api.post<DataEnvelope<BookingJob>>('/v1/orders/booking', { orders })).data;
}

export async function getBookingJob(id: string, signal?: AbortSignal): Promise<BookingJob> {
  return (
    await api.get<DataEnvelope<BookingJob>>(
      `/v1/orders/booking/jobs/${encodeURIComponent(id)}`,
      undefined,
      signal,
    )
  ).data;
}

export function useBookOrders() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bookOrders,
    onSuccess: (job) => qc.setQueryData(bookingJobKey(job._id), job),
  });
}

/** POST /v1/shipments/:id/retry → 202 with a job re-booking one failed / unknown parcel. */
export async function retryShipment(id: string): Promise<BookingJob> {
  return (await api.post<DataEnvelope<BookingJob>>(`/v1/shipments/${encodeURIComponent(id)}/retry`)).data;
}

export function useRetryShipment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: retryShipment,
    onSuccess: (job) => {
      qc.setQueryData(bookingJobKey(job._id), job);
      return invalidateShippingViews(qc);
    },
  });
}

/** The job every second while queued or running; once it ends, the lists refresh. */
export function useBookingJob(id: string | undefined) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: bookingJobKey(id ?? ''),
    queryFn: async ({ signal }) => {
      const job = await getBookingJob(id ?? '', signal);
      if (isJobDone(job)) void invalidateShippingViews(qc);
      return job;
    },
    enabled: !!id,
    // A finished job never changes again.
    staleTime: (q) => (isJobDone(q.state.data) ? Infinity : 0),
    refetchInterval: (q) => (isJobDone(q.state.data) ? false : 1000),
  });
}
