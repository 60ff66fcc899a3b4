import { useMutation } from '@tanstack/react-query';
import type { UpdateUserBody, User } from '@sauda/contracts/auth.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';

export async function updateUser(body: UpdateUserBody): Promise<User> {
  const res = await api.put<DataEnvelope<{ user: User }>>('/v1/auth/users', body);
  return res.data.user;
}

/** PUT /v1/auth/users. `onUpdated` lets the page push the new user into the auth state. */
export function useUpdateUser(onUpdated?: (user: User) => void) {
  return useMutation({ mutationFn: updateUser, onSuccess: (user) => onUpdated?.(user) });
}
