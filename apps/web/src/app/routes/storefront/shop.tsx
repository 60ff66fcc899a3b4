import { useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { statusOf, storefrontMessage } from '../../../features/storefront/api/fetch-json.ts';
import { useShop } from '../../../features/storefront/api/shop.ts';
import { ProductCard } from '../../../features/storefront/components/product-card.tsx';
import {
  GridSkeleton,
  LoadError,
  NotAvailable,
} from '../../../features/storefront/components/status-screens.tsx';
import { StorefrontShell } from '../../../features/storefront/components/storefront-shell.tsx';
import { sf } from '../../../features/storefront/components/styles.ts';
import { cartCount } from '../../../features/storefront/lib/cart.ts';
import { useCart } from '../../../features/storefront/lib/use-cart.ts';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useDebouncedText } from '../../../lib/use-debounced-text.ts';

/** Public shop page: /ecommerce/shop?s={shopId}[&q=search]. */
export default function StorefrontShopPage() {
  const [params, setParams] = useSearchParams();
  const shopId = (params.get('s') ?? '').trim();
  const search = (params.get('q') ?? '').trim();
  const [text, setText] = useDebouncedText(search || undefined, (q) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    ),
  );
  const shop = useShop(shopId, search);
  const { cart } = useCart(shopId || null);

  const first = shop.data?.pages[0];
  const store = first?.store ?? (cart.storeName ? { name: cart.storeName, shopId } : null);
  const products = shop.data?.pages.flatMap((p) => p.data) ?? [];
  const total = first?.meta.total ?? 0;
  const notFound = !shopId || statusOf(shop.error) === 404;

  return (
    <StorefrontShell
      shopId={shopId || null}
      storeName={store?.name ?? null}
      cartCount={cartCount(cart.items)}
      title={notFound ? 'Shop not found' : (store?.name ?? 'Shop')}
    >
      {notFound ? (
        <NotAvailable
          title="This shop is not available"
          text="Check the link you were sent, or ask the seller for a new one."
        />
      ) : (
        <div className={`${sf.page} space-y-5`}>
          <div className="space-y-3">
            {store ? (
              <h1 className="text-xl font-semibold text-ink sm:text-2xl">{store.name}</h1>
            ) : (
              <Skeleton className="h-8 w-48" />
            )}
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400"
                aria-hidden
              />
              <input
                type="search"
                aria-label="Search products"
                placeholder="Search products"
                className={`${sf.input} h-12 pl-11`}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
            </div>
          </div>

          {shop.isPending ? (
            <GridSkeleton />
          ) : shop.isError && products.length === 0 ? (
            <LoadError message={storefrontMessage(shop.error)} onRetry={() => void shop.refetch()} />
          ) : products.length === 0 ? (
            <NotAvailable
              title={search ? `No products match “${search}”` : 'No products yet'}
              text={
                search ? 'Try another word, or clear the search.' : 'This shop has not listed anything yet.'
              }
              action={
                search ? (
                  <button type="button" className={sf.quiet} onClick={() => setText('')}>
                    Clear search
                  </button>
                ) : undefined
              }
            />
          ) : (
            <>
              <p className="text-sm text-muted" aria-live="polite">
                {total} product{total === 1 ? '' : 's'}
              </p>
              <ul
                className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
                aria-label="Products"
              >
                {products.map((p) => (
                  <ProductCard key={p.publicId} product={p} />
                ))}
              </ul>
              {shop.hasNextPage ? (
                <div className="flex justify-center pt-2">
                  <button
                    type="button"
                    className={`${sf.quiet} w-full sm:w-auto`}
                    onClick={() => void shop.fetchNextPage()}
                    disabled={shop.isFetchingNextPage}
                  >
                    {shop.isFetchingNextPage ? 'Loading…' : 'Load more'}
                  </button>
                </div>
              ) : null}
              {shop.isFetchNextPageError ? (
                <p role="alert" className="text-center text-sm text-red-700">
                  {storefrontMessage(shop.error)}
                </p>
              ) : null}
            </>
          )}
        </div>
      )}
    </StorefrontShell>
  );
}
