import { useParams } from 'react-router';
import { statusOf, storefrontMessage } from '../../../features/storefront/api/fetch-json.ts';
import { usePublicProduct } from '../../../features/storefront/api/public-product.ts';
import { ProductView } from '../../../features/storefront/components/product-view.tsx';
import {
  LoadError,
  NotAvailable,
  ProductSkeleton,
} from '../../../features/storefront/components/status-screens.tsx';
import { StorefrontShell } from '../../../features/storefront/components/storefront-shell.tsx';
import { sf } from '../../../features/storefront/components/styles.ts';
import { cartCount } from '../../../features/storefront/lib/cart.ts';
import { useCart } from '../../../features/storefront/lib/use-cart.ts';

/** Public product page: /sp/:id (id = the product's public id). */
export default function StorefrontProductPage() {
  const { id = '' } = useParams();
  const product = usePublicProduct(id);
  const shop = product.data?.store ?? null;
  const { cart } = useCart(shop?.shopId);

  const notFound = statusOf(product.error) === 404 || !id;
  const title = product.data
    ? `${product.data.title} · ${product.data.store.name}`
    : notFound
      ? 'Product not available'
      : 'Loading…';

  return (
    <StorefrontShell
      shopId={shop?.shopId ?? null}
      storeName={shop?.name ?? null}
      cartCount={cartCount(cart.items)}
      title={title}
    >
      {product.data ? (
        <div className={sf.page}>
          {/* A new product (or variant list) starts a fresh selection. */}
          <ProductView key={product.data.publicId} product={product.data} />
        </div>
      ) : notFound ? (
        <NotAvailable
          title="This product is not available"
          text="It may have been sold out or removed by the seller. Check the link you were sent, or ask the seller for a new one."
        />
      ) : product.isError ? (
        <LoadError message={storefrontMessage(product.error)} onRetry={() => void product.refetch()} />
      ) : (
        <ProductSkeleton />
      )}
    </StorefrontShell>
  );
}
