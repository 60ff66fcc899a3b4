import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SandboxChat, WhatsappSettings } from '@sauda/contracts/whatsapp.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { whatsappSettingsKey } from './whatsapp-settings.ts';

/** The sandbox WhatsApp (docs/whatsapp.md §10): its on-screen phone and what the buyer does on it. */
export const sandboxChatsKey = ['whatsapp', 'sandbox', 'chats'] as const;

export async function connectSandbox(): Promise<WhatsappSettings> {
  return (await api.post<DataEnvelope<WhatsappSettings>>('/v1/settings/whatsapp/sandbox')).data;
}

export function useConnectSandbox() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: connectSandbox,
    onSuccess: (settings) => {
      qc.setQueryData(whatsappSettingsKey, settings);
      void qc.invalidateQueries({ queryKey: sandboxChatsKey });
    },
  });
}

/** The phone's chats; polled, as a phone shows new messages when they come. */
export const sandboxChatsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: sandboxChatsKey,
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<SandboxChat[]>>('/v1/whatsapp/sandbox/chats', undefined, signal)).data,
    enabled,
    refetchInterval: 2_000,
  });

export function useSandboxChats(enabled: boolean) {
  return useQuery(sandboxChatsQueryOptions(enabled));
}

export function useReadSandboxChat() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (waId: string) =>
      api.post<DataEnvelope<{ read: number }>>(`/v1/whatsapp/sandbox/chats/${encodeURIComponent(waId)}/read`),
    onSuccess: () => qc.invalidateQueries({ queryKey: sandboxChatsKey }),
  });
}

export function useReplySandboxChat() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ waId, ...body }: { waId: string; payload?: string; text?: string }) =>
      api.post<DataEnvelope<{ messageId: string }>>(
        `/v1/whatsapp/sandbox/chats/${encodeURIComponent(waId)}/replies`,
        body,
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: sandboxChatsKey }),
  });
}
