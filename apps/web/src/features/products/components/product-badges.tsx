import { ImageOff } from 'lucide-react';
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

const THUMB_SIZES = { sm: 'size-8', md: 'size-10', lg: 'size-12', xl: 'size-16' } as const;
const THUMB_PX = { sm: 32, md: 40, lg: 48, xl: 64 } as const;

export function ProductThumb({
  src,
  alt,
  size = 'lg',
}: {
  src: string | null | undefined;
  alt: string;
  size?: keyof typeof THUMB_SIZES;
}) {
  return src ? (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      width={THUMB_PX[size]}
      height={THUMB_PX[size]}
      className={cn('shrink-0 rounded-lg border border-line bg-slate-50 object-cover', THUMB_SIZES[size])}
    />
  ) : (
    <div
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-lg border border-line bg-slate-50 text-slate-300',
        THUMB_SIZES[size],
      )}
    >
      <ImageOff className="size-1/2 max-w-5" />
    </div>
  );
}
