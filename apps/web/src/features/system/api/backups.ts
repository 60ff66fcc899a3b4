import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackupStatus } from '@sauda/contracts/system.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';

export const backupStatusKey = ['settings', 'backups'] as const;

export async function getBackupStatus(signal?: AbortSignal): Promise<BackupStatus> {
  return (await api.get<DataEnvelope<BackupStatus>>('/v1/settings/backups', undefined, signal)).data;
}

export const backupStatusQueryOptions = () =>
  queryOptions({
    queryKey: backupStatusKey,
    queryFn: ({ signal }) => getBackupStatus(signal),
    // A backup is taken every day at most: a minute old is fresh enough.
    staleTime: 60_000,
  });

export function useBackupStatus() {
  return useQuery(backupStatusQueryOptions());
}
