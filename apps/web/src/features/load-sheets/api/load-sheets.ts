import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  createLoadSheetBodySchema,
  loadSheetDetailSchema,
  loadSheetListSchema,
} from '@sauda/contracts/couriers.ts';
import { api, buildUrl, type DataEnvelope, type QueryParams } from '../../../lib/api-client.ts';
import { courierPdfPath, manifestPath } from '../lib/display.ts';
import type { LoadSheetsQuery } from '../lib/list-params.ts';
import { invalidateSheetViews, loadSheetKey, loadSheetListKey } from './keys.ts';

export type LoadSheetList = z.infer<typeof loadSheetListSchema>;
export type LoadSheetDetail = z.infer<typeof loadSheetDetailSchema>;
export type CreateLoadSheetBody = z.input<typeof createLoadSheetBodySchema>;

const path = (id: string, rest = '') => `/v1/load-sheets/${encodeURIComponent(id)}${rest}`;

/** GET /v1/load-sheets?status=&courierId=&page=&limit=. */
export function listLoadSheets(query: LoadSheetsQuery, signal?: AbortSignal): Promise<LoadSheetList> {
  return api.get<LoadSheetList>('/v1/load-sheets', query as QueryParams, signal);
}

export const loadSheetsQueryOptions = (query: LoadSheetsQuery) =>
  queryOptions({
    queryKey: loadSheetListKey(query),
    queryFn: ({ signal }) => listLoadSheets(query, signal),
    placeholderData: keepPreviousData,
  });

export function useLoadSheets(query: LoadSheetsQuery) {
  return useQuery(loadSheetsQueryOptions(query));
}

/** GET /v1/load-sheets/:id → the sheet with its parcels. */
export async function getLoadSheet(id: string, signal?: AbortSignal): Promise<LoadSheetDetail> {
  return (await api.get<DataEnvelope<LoadSheetDetail>>(path(id), undefined, signal)).data;
}

export const loadSheetQueryOptions = (id: string) =>
  queryOptions({ queryKey: loadSheetKey(id), queryFn: ({ signal }) => getLoadSheet(id, signal) });

export function useLoadSheet(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...loadSheetQueryOptions(id), ...options });
}

/** POST /v1/load-sheets → 201 (400 `shipmentIds.N` per parcel; 422/502 when the courier refuses). */
export async function createLoadSheet(body: CreateLoadSheetBody): Promise<LoadSheetDetail> {
  return (await api.post<DataEnvelope<LoadSheetDetail>>('/v1/load-sheets', body)).data;
}

/** POST /v1/load-sheets/:id/handover: every parcel picked up, orders Dispatched. */
export async function handOverLoadSheet(id: string): Promise<LoadSheetDetail> {
  return (await api.post<DataEnvelope<LoadSheetDetail>>(path(id, '/handover'))).data;
}

/** DELETE /v1/load-sheets/:id (before hand-over only): frees the parcels. */
export async function deleteLoadSheet(id: string): Promise<void> {
  await api.delete<unknown>(path(id));
}

/** Create and hand-over answer with the sheet: keep it as the detail, refresh the lists. */
function useSheetMutation<V>(fn: (vars: V) => Promise<LoadSheetDetail>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (sheet) => {
      qc.setQueryData(loadSheetKey(sheet._id), sheet);
      return invalidateSheetViews(qc);
    },
  });
}

export const useCreateLoadSheet = () => useSheetMutation(createLoadSheet);
export const useHandOverLoadSheet = () => useSheetMutation(handOverLoadSheet);

export function useDeleteLoadSheet() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteLoadSheet,
    onSuccess: (_void, id) => {
      qc.removeQueries({ queryKey: loadSheetKey(id) });
      return invalidateSheetViews(qc);
    },
  });
}

/** Our manifest PDF (a plain link in a new tab: the cookie session goes along). */
export const manifestUrl = (id: string) => buildUrl(manifestPath(id));
/** The courier's own load sheet, when it sent one (`hasCourierPdf`). */
export const courierPdfUrl = (id: string) => buildUrl(courierPdfPath(id));
