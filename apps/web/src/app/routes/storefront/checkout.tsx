import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CheckCircle2, ShoppingBag } from 'lucide-react';
import { CartLines } from '../../../features/storefront/components/cart-lines.tsx';
import { CheckoutForm } from '../../../features/storefront/components/checkout-form.tsx';
import { NotAvailable, Notice } from '../../../features/storefront/components/status-screens.tsx';
import { StorefrontShell } from '../../../features/storefront/components/storefront-shell.tsx';
import { sf } from '../../../features/storefront/components/styles.ts';
import { cartCount, cartSubtotal } from '../../../features/storefront/lib/cart.ts';
import { cartPath, shopPath } from '../../../features/storefront/lib/paths.ts';
import { useCart } from '../../../features/storefront/lib/use-cart.ts';
import { formatPrice } from '../../../features/storefront/lib/price.ts';

/** Public checkout: /checkout?s={shopId}. Cash on delivery only. */
export default function StorefrontCheckoutPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const shopId = (params.get('s') ?? '').trim();
  const { cart, store } = useCart(shopId || null);
  const count = cartCount(cart.items);
  /** Set once the order exists: the cart is cleared while the confirmation page loads. */
  const [placed, setPlaced] = useState(false);

  return (
    <StorefrontShell shopId={shopId || null} storeName={cart.storeName} cartCount={count} title="Checkout">
      {placed ? (
        <Notice icon={<CheckCircle2 aria-hidden />} title="Order placed" text="Opening your order page…" />
      ) : !shopId || !store ? (
        <NotAvailable
          title="This checkout link is incomplete"
          text="Open the shop again from the link the seller sent."
        />
      ) : cart.items.length === 0 ? (
        <Notice
          icon={<ShoppingBag aria-hidden />}
          title="Your cart is empty"
          text="Add something to your cart before checking out."
          action={
            <Link to={shopPath(shopId)} className={sf.primary}>
              Continue shopping
            </Link>
          }
        />
      ) : (
        <div className={`${sf.page} space-y-4`}>
          <h1 className="text-xl font-semibold text-ink sm:text-2xl">Checkout</h1>
          <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
            <section
              aria-labelledby="summary-title"
              className="rounded-2xl border border-line bg-white px-4 pt-4 shadow-card lg:sticky lg:top-20 lg:order-2"
            >
              <div className="flex items-center justify-between gap-2">
                <h2 id="summary-title" className="text-base font-semibold text-ink">
                  Order summary
                </h2>
                <Link to={cartPath(shopId)} className="text-sm font-medium text-brand-700 hover:underline">
                  Edit cart
                </Link>
              </div>
              <CartLines items={cart.items} store={store} compact />
              {/* The note follows the list: a <dl> holds only dt/dd groups (issue 25). */}
              <div className="space-y-1.5 border-t border-line py-4 text-sm">
                <dl className="space-y-1.5">
                  <div className="flex justify-between">
                    <dt className="text-muted">
                      Subtotal ({count} item{count === 1 ? '' : 's'})
                    </dt>
                    <dd className="font-semibold tabular-nums" data-testid="checkout-subtotal">
                      {formatPrice(cartSubtotal(cart.items))}
                    </dd>
                  </div>
                  <div className="flex justify-between">
                    <dt className="text-muted">Delivery</dt>
                    <dd className="text-slate-700" data-testid="checkout-delivery">
                      Confirmed by the seller
                    </dd>
                  </div>
                </dl>
                <p className="text-xs text-muted">
                  The seller confirms the final total, with any delivery charge, by phone or WhatsApp.
                </p>
              </div>
            </section>
            <div className="rounded-2xl border border-line bg-white p-4 shadow-card sm:p-6 lg:order-1">
              <CheckoutForm
                shopId={shopId}
                cart={cart}
                onPlaced={(path) => {
                  setPlaced(true);
                  store.clear();
                  void navigate(path, { replace: true });
                }}
              />
            </div>
          </div>
        </div>
      )}
    </StorefrontShell>
  );
}
