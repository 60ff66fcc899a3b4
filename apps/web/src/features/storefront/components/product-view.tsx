import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { ShoppingBag, Zap } from 'lucide-react';
import type { PublicProduct } from '@sauda/contracts/storefront.ts';
import { QTY_MAX, type AddResult } from '../lib/cart.ts';
import { cartPath, checkoutPath, shopPath } from '../lib/paths.ts';
import { useCart } from '../lib/use-cart.ts';
import { findVariant, initialSelection, priceDisplay, selectValue } from '../lib/variant-select.ts';
import { OptionPicker } from './option-picker.tsx';
import { PriceTag } from './price-tag.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { sf } from './styles.ts';

const ADD_MESSAGES: Record<AddResult, string> = {
  added: 'Added to cart',
  merged: 'Added to cart',
  capped: `Added — you can buy up to ${QTY_MAX} of one item`,
  full: 'Your cart is full. Check out or remove something first.',
};

export function ProductView({ product }: { product: PublicProduct }) {
  const navigate = useNavigate();
  const { store, cart } = useCart(product.store.shopId);
  const [selection, setSelection] = useState(() => initialSelection(product.variants));
  const variant = findVariant(product.variants, selection);
  const [imageId, setImageId] = useState<string | null>(
    () => variant?.imageId ?? product.images[0]?.id ?? null,
  );
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);

  const maxQty = variant?.fewLeft ?? QTY_MAX;
  const qty = Math.min(quantity, Math.max(1, maxQty));
  const price = variant ? priceDisplay(variant, product.discount) : null;
  const canBuy = !!variant && variant.inStock;
  const inCart = variant
    ? (cart.items.find((l) => l.publicId === product.publicId && l.variantId === variant._id)?.quantity ?? 0)
    : 0;

  function choose(index: number, value: string) {
    const next = selectValue(product.variants, selection, index, value);
    setSelection(next);
    setAdded(false);
    const v = findVariant(product.variants, next);
    if (v?.imageId) setImageId(v.imageId);
  }

  function add(buyNow: boolean) {
    if (!store || !variant || !canBuy) return;
    const image = product.images.find((i) => i.id === variant.imageId) ?? product.images[0];
    const result = store.add(
      {
        publicId: product.publicId,
        variantId: variant._id,
        quantity: qty,
        title: product.title,
        variantTitle: product.options.length ? variant.title : '',
        price: variant.discountedPrice,
        thumbnailUrl: image?.thumbnailUrl ?? null,
      },
      product.store.name,
    );
    if (result === 'full') {
      toast.error(ADD_MESSAGES.full);
      return;
    }
    if (buyNow) {
      void navigate(checkoutPath(product.store.shopId));
      return;
    }
    setAdded(true);
    if (result === 'capped') toast(ADD_MESSAGES.capped);
    else toast.success(ADD_MESSAGES[result]);
  }

  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10">
      <ProductGallery
        images={product.images}
        activeId={imageId}
        onSelect={setImageId}
        title={product.title}
      />
      <div className="space-y-5">
        <div className="space-y-2">
          <Link
            to={shopPath(product.store.shopId)}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {product.store.name}
          </Link>
          <h1 className="text-xl font-semibold text-ink sm:text-2xl">{product.title}</h1>
          {price ? <PriceTag {...price} size="lg" /> : null}
        </div>

        {product.options.length > 0 ? (
          <OptionPicker
            options={product.options}
            variants={product.variants}
            selection={selection}
            onSelect={choose}
          />
        ) : null}

        <div aria-live="polite" className="min-h-5 text-sm font-medium">
          {!variant ? (
            <p className="text-slate-600">This combination is not available.</p>
          ) : !variant.inStock ? (
            <p className="text-red-700">Out of stock</p>
          ) : variant.fewLeft ? (
            <p className="text-amber-700">Only {variant.fewLeft} left</p>
          ) : (
            <p className="text-brand-700">In stock</p>
          )}
        </div>

        <div className="space-y-3">
          <div className="flex items-center gap-3">
            <span className="text-sm font-medium text-slate-700" aria-hidden>
              Quantity
            </span>
            <QuantityStepper value={qty} onChange={setQuantity} max={maxQty} disabled={!canBuy} />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <button type="button" className={sf.secondary} disabled={!canBuy} onClick={() => add(false)}>
              <ShoppingBag aria-hidden /> Add to cart
            </button>
            <button type="button" className={sf.primary} disabled={!canBuy} onClick={() => add(true)}>
              <Zap aria-hidden /> Buy now
            </button>
          </div>
          {added && inCart > 0 ? (
            <p className="text-sm text-slate-700" role="status">
              {inCart} in your cart ·{' '}
              <Link to={cartPath(product.store.shopId)} className="font-semibold text-brand-700 underline">
                View cart
              </Link>
            </p>
          ) : null}
          <p className="text-sm text-muted">Cash on delivery: pay when your order arrives.</p>
        </div>

        {product.descriptionHtml ? (
          <section aria-label="Description" className="border-t border-line pt-5">
            <h2 className="mb-2 text-base font-semibold">Description</h2>
            <div
              className="text-sm leading-6 text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-3 [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-5"
              // Sanitised by the server when the product is saved.
              dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
            />
          </section>
        ) : null}
      </div>
    </div>
  );
}
