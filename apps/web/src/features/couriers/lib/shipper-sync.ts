/** Per courier registration of a pickup address, named after the seller's courier accounts. DOM-free. */
import type { CourierAccount, Shipper } from '@sauda/contracts/couriers.ts';

export type SyncLine = {
  courierAccountId: string;
  accountName: string;
  state: 'synced' | 'failed' | 'pending';
  text: string;
};

export function syncLines(
  shipper: Pick<Shipper, 'courierCodes'>,
  accounts: readonly Pick<CourierAccount, '_id' | 'name'>[],
): SyncLine[] {
  const names = new Map(accounts.map((a) => [a._id, a.name]));
  return shipper.courierCodes.map((c) => {
    const accountName = names.get(c.courierAccountId) ?? 'Removed courier';
    if (c.error) return { courierAccountId: c.courierAccountId, accountName, state: 'failed', text: c.error };
    if (c.code)
      return { courierAccountId: c.courierAccountId, accountName, state: 'synced', text: `Code ${c.code}` };
    return {
      courierAccountId: c.courierAccountId,
      accountName,
      state: 'pending',
      text: 'Not registered yet',
    };
  });
}

export function hasSyncErrors(shipper: Pick<Shipper, 'courierCodes'>): boolean {
  return shipper.courierCodes.some((c) => !!c.error);
}
