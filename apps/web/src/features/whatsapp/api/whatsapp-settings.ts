import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { putWhatsappSettingsSchema, WhatsappSettings } from '@sauda/contracts/whatsapp.ts';
import { api, type DataEnvelope, type MessageEnvelope } from '../../../lib/api-client.ts';

export const whatsappSettingsKey = ['settings', 'whatsapp'] as const;
const PATH = '/v1/settings/whatsapp';

export type PutWhatsappSettings = z.output<typeof putWhatsappSettingsSchema>;

export async function getWhatsappSettings(signal?: AbortSignal): Promise<WhatsappSettings> {
  return (await api.get<DataEnvelope<WhatsappSettings>>(PATH, undefined, signal)).data;
}

export async function putWhatsappSettings(body: PutWhatsappSettings): Promise<WhatsappSettings> {
  return (await api.put<DataEnvelope<WhatsappSettings>>(PATH, body)).data;
}

export async function deleteWhatsappSettings(): Promise<MessageEnvelope> {
  return api.delete<MessageEnvelope>(PATH);
}

export const whatsappSettingsQueryOptions = () =>
  queryOptions({
    queryKey: whatsappSettingsKey,
    queryFn: ({ signal }) => getWhatsappSettings(signal),
    staleTime: 60_000,
  });

export function useWhatsappSettings() {
  return useQuery(whatsappSettingsQueryOptions());
}

export function useSaveWhatsappSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: putWhatsappSettings,
    onSuccess: (settings) => qc.setQueryData(whatsappSettingsKey, settings),
  });
}

export function useDeleteWhatsappSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteWhatsappSettings,
    onSuccess: () => qc.invalidateQueries({ queryKey: whatsappSettingsKey }),
  });
}
