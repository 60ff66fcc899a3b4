import { useMutation } from '@tanstack/react-query';
import { api, type MessageEnvelope } from '../../../lib/api-client.ts';

/** GET /v1/auth/logout; the caller toasts the message and clears client state. */
export async function signOutRequest(): Promise<MessageEnvelope> {
  return api.get<MessageEnvelope>('/v1/auth/logout');
}

export function useSignOut() {
  return useMutation({ mutationFn: signOutRequest });
}
