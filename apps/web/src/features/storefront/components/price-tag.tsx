import { formatPrice } from '../lib/price.ts';
import { percentLabel } from '../lib/variant-select.ts';

/** Price now, the struck-through price before discount and the "-15%" badge. */
export function PriceTag({
  now,
  was,
  percentOff,
  size = 'md',
}: {
  now: number;
  was: number | null;
  percentOff: number | null;
  size?: 'md' | 'lg';
}) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span
        className={size === 'lg' ? 'text-2xl font-bold text-ink' : 'text-base font-bold text-ink'}
        data-testid="price-now"
      >
        {formatPrice(now)}
      </span>
      {was !== null ? (
        <s className={size === 'lg' ? 'text-base text-slate-600' : 'text-sm text-slate-600'}>
          <span className="sr-only">Was </span>
          {formatPrice(was)}
        </s>
      ) : null}
      {percentOff ? (
        <span className="rounded-md bg-red-600 px-1.5 py-0.5 text-xs font-bold text-white">
          {percentLabel(percentOff)}
        </span>
      ) : null}
    </div>
  );
}
