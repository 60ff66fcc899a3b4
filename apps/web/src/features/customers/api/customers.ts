import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Customer, customerListSchema, updateCustomerBodySchema } from '@sauda/contracts/customers.ts';
import { api, type DataEnvelope, type QueryParams } from '../../../lib/api-client.ts';

export const customersKey = ['customers'] as const;

export type CustomerList = z.infer<typeof customerListSchema>;
export type CustomersQuery = {
  page?: number;
  limit?: number;
  search?: string;
  blocked?: 'true' | 'false';
  sort?: '-lastOrderAt' | '-ordersCount' | '-totalSpent' | 'name';
};

export function listCustomers(query: CustomersQuery, signal?: AbortSignal): Promise<CustomerList> {
  return api.get<CustomerList>('/v1/customers', query as QueryParams, signal);
}

export function useCustomers(query: CustomersQuery) {
  return useQuery({
    queryKey: [...customersKey, 'list', query],
    queryFn: ({ signal }) => listCustomers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export async function getCustomer(id: string, signal?: AbortSignal): Promise<Customer> {
  return (await api.get<DataEnvelope<Customer>>(`/v1/customers/${encodeURIComponent(id)}`, undefined, signal))
    .data;
}

export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...customersKey, 'detail', id],
    queryFn: ({ signal }) => getCustomer(id, signal),
  });

export function useCustomer(id: string) {
  return useQuery(customerQueryOptions(id));
}

export type UpdateCustomerInput = z.input<typeof updateCustomerBodySchema>;

export async function updateCustomer({
  id,
  body,
}: {
  id: string;
  body: UpdateCustomerInput;
}): Promise<Customer> {
  return (await api.put<DataEnvelope<Customer>>(`/v1/customers/${encodeURIComponent(id)}`, body)).data;
}

export function useUpdateCustomer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: (customer) => {
      qc.setQueryData(customerQueryOptions(customer._id).queryKey, customer);
      // Blocking changes the warning shown on that buyer's orders.
      return Promise.all([
        qc.invalidateQueries({ queryKey: customersKey }),
        qc.invalidateQueries({ queryKey: ['orders'] }),
      ]);
    },
  });
}

/** The customer whose phone is exactly this (normalised) number, if any. */
export async function findCustomerByPhone(phone: string, signal?: AbortSignal): Promise<Customer | null> {
  const res = await listCustomers({ search: phone, limit: 5 }, signal);
  return res.data.find((c) => c.phone === phone) ?? null;
}
