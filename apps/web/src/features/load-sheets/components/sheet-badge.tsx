import type { LoadSheet } from '@sauda/contracts/couriers.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { sheetBadge } from '../lib/display.ts';

export function SheetBadge({ status }: { status: LoadSheet['status'] }) {
  const { label, tone } = sheetBadge(status);
  return (
    <Badge tone={tone} dot>
      {label}
    </Badge>
  );
}
