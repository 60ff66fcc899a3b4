import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { ImageOff, Trash2 } from 'lucide-react';
import { formatPrice } from '../lib/price.ts';
import { lineName, type CartLine, type CartStore } from '../lib/cart.ts';
import { productPath } from '../lib/paths.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

/** Cart lines with quantity steppers and remove buttons (cart page and checkout summary). */
export function CartLines({
  items,
  store,
  compact = false,
  disabled = false,
}: {
  items: CartLine[];
  store: CartStore;
  compact?: boolean;
  disabled?: boolean;
}) {
  return (
    <ul className="divide-y divide-line" aria-label="Cart items">
      {items.map((line) => {
        const name = lineName(line);
        const key = { publicId: line.publicId, variantId: line.variantId };
        return (
          <li key={`${line.publicId}:${line.variantId}`} className="flex gap-3 py-4">
            <Link
              to={productPath(line.publicId)}
              className={`${compact ? 'size-16' : 'size-20'} shrink-0 overflow-hidden rounded-xl bg-slate-100`}
              tabIndex={-1}
              aria-hidden
            >
              {line.thumbnailUrl ? (
                <img
                  src={line.thumbnailUrl}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              ) : (
                <span className="flex size-full items-center justify-center text-slate-400">
                  <ImageOff className="size-6" />
                </span>
              )}
            </Link>
            <div className="min-w-0 flex-1 space-y-2">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <Link
                    to={productPath(line.publicId)}
                    className="line-clamp-2 text-sm font-medium text-ink hover:underline"
                  >
                    {line.title}
                  </Link>
                  {line.variantTitle ? <p className="text-xs text-muted">{line.variantTitle}</p> : null}
                </div>
                <p className="shrink-0 text-sm font-semibold tabular-nums">
                  {formatPrice(line.price * line.quantity)}
                </p>
              </div>
              <div className="flex items-center justify-between gap-2">
                <QuantityStepper
                  size="sm"
                  value={line.quantity}
                  label={`Quantity of ${name}`}
                  disabled={disabled}
                  onChange={(n) => store.setQuantity(key, n)}
                />
                <button
                  type="button"
                  onClick={() => {
                    store.remove(key);
                    toast((t) => (
                      <span className="flex items-center gap-3">
                        <span>Removed {name}</span>
                        <button
                          type="button"
                          className="font-semibold text-brand-700 underline"
                          onClick={() => {
                            store.add(line);
                            toast.dismiss(t.id);
                          }}
                        >
                          Undo
                        </button>
                      </span>
                    ));
                  }}
                  disabled={disabled}
                  aria-label={`Remove ${name}`}
                  className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm text-slate-600 hover:bg-red-50 hover:text-red-700 disabled:opacity-40"
                >
                  <Trash2 className="size-4" aria-hidden />{' '}
                  <span className={compact ? 'sr-only' : ''}>Remove</span>
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
