import type { Shipment } from '@sauda/contracts/couriers.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { parcelBadge } from '../lib/display.ts';

export function ParcelBadge({ shipment }: { shipment: Pick<Shipment, 'state' | 'status'> }) {
  const { label, tone } = parcelBadge(shipment);
  return (
    <Badge tone={tone} dot>
      {label}
    </Badge>
  );
}
