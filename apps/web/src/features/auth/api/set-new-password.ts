import { useMutation } from '@tanstack/react-query';
import { api, type MessageEnvelope } from '../../../lib/api-client.ts';

export async function setNewPassword(body: { token: string; password: string }): Promise<MessageEnvelope> {
  return api.post<MessageEnvelope>('/v1/auth/set-new-password', body);
}

export function useSetNewPassword() {
  return useMutation({ mutationFn: setNewPassword });
}
