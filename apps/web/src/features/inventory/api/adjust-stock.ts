import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjustmentBody, InventoryRow } from '@sauda/contracts/inventory.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { invalidateInventoryViews } from './keys.ts';

/** POST /v1/inventory/adjustments: add/remove units or set the counted quantity (409 if it would go below 0). */
export async function adjustStock(body: AdjustmentBody): Promise<InventoryRow> {
  return (await api.post<DataEnvelope<InventoryRow>>('/v1/inventory/adjustments', body)).data;
}

export function useAdjustStock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: adjustStock,
    onSuccess: () =>
      Promise.all([invalidateInventoryViews(qc), qc.invalidateQueries({ queryKey: ['products'] })]),
  });
}
