import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CourierAccount,
  CreateCourierAccountBody,
  courierTestResultSchema,
  updateCourierAccountBodySchema,
} from '@sauda/contracts/couriers.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { courierAccountKey, courierAccountsKey, invalidateCourierViews } from './keys.ts';

export type CourierTestResult = z.infer<typeof courierTestResultSchema>;
export type UpdateCourierAccountBody = z.input<typeof updateCourierAccountBodySchema>;

const path = (id: string, rest = '') => `/v1/courier/${encodeURIComponent(id)}${rest}`;

/** POST /v1/courier: connects and tests the account at once (see `lastTestOk`). */
export async function createCourierAccount(body: CreateCourierAccountBody): Promise<CourierAccount> {
  return (await api.post<DataEnvelope<CourierAccount>>('/v1/courier', body)).data;
}

/** PUT /v1/courier/:id: an empty secret keeps the stored one. */
export async function updateCourierAccount({
  id,
  body,
}: {
  id: string;
  body: UpdateCourierAccountBody;
}): Promise<CourierAccount> {
  return (await api.put<DataEnvelope<CourierAccount>>(path(id), body)).data;
}

/** DELETE /v1/courier/:id (409 COURIER_IN_USE once parcels were booked with it). */
export async function deleteCourierAccount(id: string): Promise<void> {
  await api.delete<unknown>(path(id));
}

/** POST /v1/courier/:id/test with the stored credentials. */
export async function testCourierAccount(id: string): Promise<CourierTestResult> {
  return (await api.post<DataEnvelope<CourierTestResult>>(path(id, '/test'))).data;
}

/** The fresh account goes straight into the caches; then the lists refresh. */
function storeAccount(qc: QueryClient, account: CourierAccount) {
  qc.setQueryData(courierAccountKey(account._id), account);
  qc.setQueryData<CourierAccount[]>(courierAccountsKey, (list) =>
    list?.some((a) => a._id === account._id) ? list.map((a) => (a._id === account._id ? account : a)) : list,
  );
}

function useCourierMutation<V, R>(fn: (vars: V) => Promise<R>, store?: (qc: QueryClient, result: R) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      store?.(qc, result);
      return invalidateCourierViews(qc);
    },
  });
}

export const useCreateCourierAccount = () => useCourierMutation(createCourierAccount, storeAccount);
export const useUpdateCourierAccount = () => useCourierMutation(updateCourierAccount, storeAccount);
export const useDeleteCourierAccount = () => useCourierMutation(deleteCourierAccount);
export const useTestCourierAccount = () => useCourierMutation(testCourierAccount);
