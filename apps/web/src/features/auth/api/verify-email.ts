import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authStore } from '../auth-store.ts';

export type VerifyInput = { token: string } | { email: string; code: string };
export type VerifyAnswer = { message: string; data: { emailVerified: boolean } };

/** GET /v1/auth/verify?token=… or ?email=…&code=… */
export async function verifyEmail(input: VerifyInput): Promise<VerifyAnswer> {
  return api.get<VerifyAnswer>('/v1/auth/verify', input);
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => authStore.markEmailVerified(),
  });
}

/** The e-mail link: one request per token even under StrictMode double effects. */
export function verifyTokenQueryOptions(token: string) {
  return {
    queryKey: ['auth', 'verify', token] as const,
    queryFn: async () => {
      const answer = await verifyEmail({ token });
      authStore.markEmailVerified();
      return answer;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  };
}
