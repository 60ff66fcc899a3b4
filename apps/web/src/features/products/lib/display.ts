/** How products read on screen and on the clipboard (product-rules §8). DOM-free. */
import {
  cheapestPrice,
  productCopyText,
  type Product,
  type ProductRow,
  type ProductStatus,
} from '@sauda/contracts/products.ts';
import type { BadgeTone } from '../../../components/ui/badge-tone.ts';
import { formatPKR } from '../../../lib/format.ts';

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  active: 'Active',
  draft: 'Draft',
  archived: 'Archived',
};

export const PRODUCT_STATUS_TONES: Record<ProductStatus, BadgeTone> = {
  active: 'green',
  draft: 'yellow',
  archived: 'grey',
};

/** "Rs 1,200" or "Rs 1,200 – Rs 2,500". */
export function priceRangeLabel(min: number, max: number): string {
  return min === max ? formatPKR(min) : `${formatPKR(min)} – ${formatPKR(max)}`;
}

/** "-15%", "-12.5%"; null when there is no discount. */
export function discountLabel(discount: number | null | undefined): string | null {
  if (!discount) return null;
  return `-${Number(discount.toFixed(2))}%`;
}

export type StockState = 'ok' | 'low' | 'out';

export function stockState(row: Pick<ProductRow, 'available' | 'lowStock'>): StockState {
  if (row.available <= 0) return 'out';
  return row.lowStock ? 'low' : 'ok';
}

/** product-rules §5/§8: the cheapest variant's discounted price. */
export function copyPriceOf(product: Pick<Product, 'variants'>): number {
  return cheapestPrice([{ variants: product.variants.map((v) => ({ price: v.discountedPrice })) }]);
}

/** product-rules §8 clipboard text for a product. */
export function clipboardTextOf(product: Pick<Product, 'title' | 'descriptionHtml' | 'variants'>): string {
  return productCopyText({
    title: product.title,
    descriptionHtml: product.descriptionHtml,
    price: copyPriceOf(product),
  });
}

/** "Small / Red"; "Default" for a product without options. */
export function variantTitle(optionValues: readonly string[]): string {
  return optionValues.length ? optionValues.join(' / ') : 'Default';
}
