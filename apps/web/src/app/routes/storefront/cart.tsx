import { Link, useSearchParams } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { CartLines } from '../../../features/storefront/components/cart-lines.tsx';
import { NotAvailable, Notice } from '../../../features/storefront/components/status-screens.tsx';
import { StorefrontShell } from '../../../features/storefront/components/storefront-shell.tsx';
import { sf } from '../../../features/storefront/components/styles.ts';
import { cartCount, cartSubtotal } from '../../../features/storefront/lib/cart.ts';
import { checkoutPath, shopPath } from '../../../features/storefront/lib/paths.ts';
import { useCart } from '../../../features/storefront/lib/use-cart.ts';
import { formatPrice } from '../../../features/storefront/lib/price.ts';

/** Public cart: /ecommerce/cart?s={shopId} (kept in this browser, per shop). */
export default function StorefrontCartPage() {
  const [params] = useSearchParams();
  const shopId = (params.get('s') ?? '').trim();
  const { cart, store } = useCart(shopId || null);
  const count = cartCount(cart.items);

  return (
    <StorefrontShell
      shopId={shopId || null}
      storeName={cart.storeName}
      cartCount={count}
      title={cart.storeName ? `Cart · ${cart.storeName}` : 'Cart'}
    >
      {!shopId || !store ? (
        <NotAvailable
          title="This cart link is incomplete"
          text="Open the shop again from the link the seller sent."
        />
      ) : cart.items.length === 0 ? (
        <Notice
          icon={<ShoppingBag aria-hidden />}
          title="Your cart is empty"
          text="Browse the shop and add something you like."
          action={
            <Link to={shopPath(shopId)} className={sf.primary}>
              Continue shopping
            </Link>
          }
        />
      ) : (
        <div className={`${sf.page} max-w-2xl space-y-4`}>
          <h1 className="text-xl font-semibold text-ink sm:text-2xl">Your cart</h1>
          <div className="rounded-2xl border border-line bg-white px-4 shadow-card">
            <CartLines items={cart.items} store={store} />
          </div>
          <div className="space-y-4 rounded-2xl border border-line bg-white p-4 shadow-card">
            <dl className="flex items-center justify-between text-base">
              <dt className="font-medium text-slate-700">
                Subtotal ({count} item{count === 1 ? '' : 's'})
              </dt>
              <dd className="text-lg font-bold tabular-nums" data-testid="cart-subtotal">
                {formatPrice(cartSubtotal(cart.items))}
              </dd>
            </dl>
            <dl className="flex items-center justify-between gap-3 text-sm">
              <dt className="text-slate-700">Delivery</dt>
              <dd className="text-slate-700" data-testid="cart-delivery">
                Confirmed by the seller
              </dd>
            </dl>
            <p className="text-sm text-muted">
              Cash on delivery. The seller confirms any delivery charge by phone or WhatsApp.
            </p>
            <Link to={checkoutPath(shopId)} className={`${sf.primary} w-full`}>
              Checkout
            </Link>
            <Link to={shopPath(shopId)} className={`${sf.quiet} w-full`}>
              Continue shopping
            </Link>
          </div>
        </div>
      )}
    </StorefrontShell>
  );
}
