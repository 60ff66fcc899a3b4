import { useMutation } from '@tanstack/react-query';
import type { SessionData, SigninBody } from '@sauda/contracts/auth.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { authStore } from '../auth-store.ts';

export async function signIn(body: SigninBody): Promise<SessionData> {
  const res = await api.post<DataEnvelope<SessionData>>('/v1/auth/signin', body);
  return res.data;
}

export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => authStore.startSession(session),
  });
}
