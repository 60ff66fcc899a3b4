import type { ProductStatus } from '@sauda/contracts/products.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import {
  discountLabel,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUS_TONES,
  type StockState,
} from '../lib/display.ts';

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return (
    <Badge tone={PRODUCT_STATUS_TONES[status]} dot>
      {PRODUCT_STATUS_LABELS[status]}
    </Badge>
  );
}

export function DiscountBadge({ discount }: { discount: number | null }) {
  const label = discountLabel(discount);
  return label ? <Badge tone="red">{label}</Badge> : null;
}

/** Available units; red "Low"/"Out" when the product needs restocking. */
export function StockLabel({ available, state }: { available: number; state: StockState }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span className={cn('tabular-nums', state === 'ok' ? 'text-ink' : 'font-medium text-red-700')}>
        {available}
      </span>
      {state === 'out' ? (
        <Badge tone="red">Out</Badge>
      ) : state === 'low' ? (
        <Badge tone="red">Low</Badge>
      ) : null}
    </span>
  );
}
