import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionsKey } from './sessions.ts';

export type RevokeOthersAnswer = { message: string; data: { revoked: number } };

export async function revokeOtherSessions(): Promise<RevokeOthersAnswer> {
  return api.post<RevokeOthersAnswer>('/v1/auth/sessions/revoke-others');
}

export function useRevokeOtherSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => qc.invalidateQueries({ queryKey: sessionsKey }),
  });
}
