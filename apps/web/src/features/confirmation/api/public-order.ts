import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { confirmationResponseBodySchema, PublicOrder } from '@sauda/contracts/orders.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';

export type ConfirmationResponse = z.input<typeof confirmationResponseBodySchema>;

const path = (token: string) => `/v1/public/order-confirmation/${encodeURIComponent(token)}`;
export const publicOrderKey = (token: string) => ['public-order', token] as const;

export async function getPublicOrder(token: string, signal?: AbortSignal): Promise<PublicOrder> {
  return (await api.get<DataEnvelope<PublicOrder>>(path(token), undefined, signal)).data;
}

export function usePublicOrder(token: string) {
  return useQuery({
    queryKey: publicOrderKey(token),
    queryFn: ({ signal }) => getPublicOrder(token, signal),
    enabled: token.length > 0,
    refetchOnWindowFocus: false,
  });
}

export async function respond({
  token,
  body,
}: {
  token: string;
  body: ConfirmationResponse;
}): Promise<PublicOrder> {
  return (await api.post<DataEnvelope<PublicOrder>>(path(token), body)).data;
}

export function useRespond(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmationResponse) => respond({ token, body }),
    onSuccess: (order) => qc.setQueryData(publicOrderKey(token), order),
  });
}
