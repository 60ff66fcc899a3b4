import { useMutation } from '@tanstack/react-query';
import { api, type MessageEnvelope } from '../../../lib/api-client.ts';

export async function resendVerification(): Promise<MessageEnvelope> {
  return api.post<MessageEnvelope>('/v1/auth/verify/resend');
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
