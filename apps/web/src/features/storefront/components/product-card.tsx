import { Link } from 'react-router';
import { ImageOff } from 'lucide-react';
import type { ShopProduct } from '../api/shop.ts';
import { productPath } from '../lib/paths.ts';
import { priceDisplay } from '../lib/variant-select.ts';
import { PriceTag } from './price-tag.tsx';

/** A grid card: thumbnail, title, price with discount, out-of-stock label. */
export function ProductCard({ product }: { product: ShopProduct }) {
  const price = priceDisplay({ ...product, compareAtPrice: null }, product.discount);
  return (
    <li>
      <Link
        to={productPath(product.publicId)}
        className="group block overflow-hidden rounded-2xl border border-line bg-white shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <div className="relative aspect-square bg-slate-100">
          {product.thumbnailUrl ? (
            <img
              src={product.thumbnailUrl}
              alt=""
              width={320}
              height={320}
              loading="lazy"
              decoding="async"
              className="size-full object-cover transition-transform group-hover:scale-[1.02]"
            />
          ) : (
            <div className="flex size-full items-center justify-center text-slate-400">
              <ImageOff className="size-8" aria-hidden />
            </div>
          )}
          {!product.inStock ? (
            <span className="absolute top-2 left-2 rounded-md bg-slate-900/80 px-2 py-0.5 text-xs font-semibold text-white">
              Out of stock
            </span>
          ) : null}
        </div>
        <div className="space-y-1 p-3">
          <h3 className="line-clamp-2 min-h-10 text-sm font-medium text-ink">{product.title}</h3>
          <PriceTag {...price} />
        </div>
      </Link>
    </li>
  );
}
