import type { QueryClient } from '@tanstack/react-query';

export const vendorsKey = ['vendors'] as const;
export const vendorListKey = (query: object) => [...vendorsKey, 'list', query] as const;
export const purchaseOrdersKey = ['purchase-orders'] as const;
export const poListKey = (query: object) => [...purchaseOrdersKey, 'list', query] as const;
export const poKey = (id: string) => [...purchaseOrdersKey, 'detail', id] as const;
export const procureKey = ['procure'] as const;
export const variantPickKey = (query: object) => ['products', 'variant-picks', query] as const;

/**
 * A purchase-order change moves the PO lists, vendor counters (open POs), procurement (on order)
 * and — on receipt — stock, so the inventory views refresh too (by key: features stay apart).
 */
export function invalidatePurchasingViews(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: purchaseOrdersKey }),
    qc.invalidateQueries({ queryKey: vendorsKey }),
    qc.invalidateQueries({ queryKey: procureKey }),
    qc.invalidateQueries({ queryKey: ['inventory'] }),
    qc.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}
