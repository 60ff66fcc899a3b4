import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPrefs } from '@sauda/contracts/auth.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';

export const notificationPrefsKey = ['account', 'notification-preferences'] as const;
const PATH = '/v1/auth/notification-preferences';

export async function getNotificationPrefs(): Promise<NotificationPrefs> {
  return (await api.get<DataEnvelope<NotificationPrefs>>(PATH)).data;
}

export async function putNotificationPrefs(prefs: NotificationPrefs): Promise<NotificationPrefs> {
  return (await api.put<DataEnvelope<NotificationPrefs>>(PATH, prefs)).data;
}

export const notificationPrefsQueryOptions = () =>
  queryOptions({ queryKey: notificationPrefsKey, queryFn: getNotificationPrefs });

export function useNotificationPrefs() {
  return useQuery(notificationPrefsQueryOptions());
}

export function useSaveNotificationPrefs() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: putNotificationPrefs,
    onSuccess: (prefs) => qc.setQueryData(notificationPrefsKey, prefs),
  });
}
