import { useMutation } from '@tanstack/react-query';
import { api, type MessageEnvelope } from '../../../lib/api-client.ts';

export async function forgotPassword(body: { email: string }): Promise<MessageEnvelope> {
  return api.post<MessageEnvelope>('/v1/auth/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
