import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionInfo } from '@sauda/contracts/auth.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';

export const sessionsKey = ['account', 'sessions'] as const;

export async function listSessions(): Promise<SessionInfo[]> {
  const res = await api.get<DataEnvelope<SessionInfo[]>>('/v1/auth/sessions');
  return res.data;
}

export const sessionsQueryOptions = () => queryOptions({ queryKey: sessionsKey, queryFn: listSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
