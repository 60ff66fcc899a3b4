import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@sauda/contracts/dashboard.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';

export const dashboardKey = ['dashboard'] as const;

export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return (await api.get<DataEnvelope<Dashboard>>('/v1/dashboard', undefined, signal)).data;
}

export function useDashboard() {
  return useQuery({ queryKey: dashboardKey, queryFn: ({ signal }) => getDashboard(signal) });
}
