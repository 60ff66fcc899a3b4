import { useMutation } from '@tanstack/react-query';
import type { SessionData, SignupBody } from '@sauda/contracts/auth.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';

export async function signUp(body: SignupBody): Promise<SessionData> {
  const res = await api.post<DataEnvelope<SessionData>>('/v1/auth/signup', body);
  return res.data;
}

/** The caller starts the session after leaving /sign-up (see SignUpForm). */
export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
