import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionsKey } from './sessions.ts';

export async function revokeSession(id: string): Promise<void> {
  await api.delete<unknown>(`/v1/auth/sessions/${encodeURIComponent(id)}`);
}

export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => qc.invalidateQueries({ queryKey: sessionsKey }),
  });
}
