import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@sauda/contracts/jobs.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { invalidateOrderViews } from './keys.ts';

/** The API refuses bodies over 1 MiB (413); the dialog checks first. */
export const IMPORT_MAX_BYTES = 1024 * 1024;

export const jobKey = (id: string) => ['jobs', id] as const;

export const isJobDone = (job: Job | undefined) => job?.status === 'succeeded' || job?.status === 'failed';

/** POST /v1/orders/imports?storeId=…: the raw CSV file as the body → 202 with the queued job. */
export async function importOrdersCsv({ storeId, file }: { storeId: string; file: Blob }): Promise<Job> {
  return (await api.upload<DataEnvelope<Job>>('/v1/orders/imports', file, 'text/csv', { storeId })).data;
}

export async function getJob(id: string, signal?: AbortSignal): Promise<Job> {
  return (await api.get<DataEnvelope<Job>>(`/v1/jobs/${encodeURIComponent(id)}`, undefined, signal)).data;
}

export function useImportOrders() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: importOrdersCsv,
    onSuccess: (job) => qc.setQueryData(jobKey(job._id), job),
  });
}

/** GET /v1/jobs/:id every second until the job has succeeded or failed; then the order lists refresh. */
export function useImportJob(id: string | undefined) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: jobKey(id ?? ''),
    queryFn: async ({ signal }) => {
      const job = await getJob(id ?? '', signal);
      if (isJobDone(job)) void invalidateOrderViews(qc);
      return job;
    },
    enabled: !!id,
    refetchInterval: (q) => (isJobDone(q.state.data) ? false : 1000),
  });
}

/** A tiny example file with every column the import understands. */
export const IMPORT_TEMPLATE_CSV = [
  'Name,Phone,Address,City,Province,Payment,Items,Discount,Shipping,Tags,Notes',
  'Ayesha Khan,03001234567,House 12 Street 4 F-7/2,Islamabad,Islamabad Capital Territory,COD,Lawn suit x2 @ 1500; Dupatta x1 @ 900,0,200,eid,Call before delivery',
  'Bilal Ahmed,03217654321,Flat 3 Block B Gulberg III,Lahore,Punjab,prepaid,Kurta x1 @ 2500,100,0,,',
].join('\n');
