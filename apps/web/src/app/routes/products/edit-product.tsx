import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { ArrowLeft, Copy, ExternalLink, PackageX, Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useCategories } from '../../../features/categories/api/list-categories.ts';
import { useProduct } from '../../../features/products/api/get-product.ts';
import { useVendorOptions } from '../../../features/products/api/list-vendor-options.ts';
import { useCopyProduct } from '../../../features/products/api/use-copy-product.ts';
import { DeleteProductDialog } from '../../../features/products/components/delete-product-dialog.tsx';
import { ProductStatusBadge } from '../../../features/products/components/product-badges.tsx';
import { ProductForm } from '../../../features/products/components/product-form.tsx';
import { SalesChannelCard } from '../../../features/products/components/sales-channel-card.tsx';
import { useStores } from '../../../features/stores/api/list-stores.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';

/** The product's own vendor/category stays choosable even when it is not in the first 100 options. */
function withCurrent<T extends { _id: string; name: string }>(list: T[], current: T | null): T[] {
  return current && !list.some((x) => x._id === current._id) ? [current, ...list] : list;
}

export default function EditProductPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const product = useProduct(id);
  const vendors = useVendorOptions();
  const categories = useCategories({ page: 1, limit: 100 }, { staleTime: 0 });
  const stores = useStores(1, 100);
  const { copy, copying } = useCopyProduct();
  const [deleting, setDeleting] = useState(false);
  // Bumped after archiving so the form starts again from the saved product.
  const [formVersion, setFormVersion] = useState(0);
  const leaveRef = useRef(false);

  const back = (
    <Link
      to="/products"
      className="mb-3 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted hover:text-ink"
    >
      <ArrowLeft className="size-4" /> Products
    </Link>
  );

  if (product.isPending) {
    return (
      <div aria-busy="true">
        {back}
        <Skeleton className="h-8 w-64" />
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)]">
          <div className="space-y-6">
            <Skeleton className="h-64" />
            <Skeleton className="h-48" />
          </div>
          <Skeleton className="h-72" />
        </div>
      </div>
    );
  }
  if (product.isError) {
    const notFound = product.error instanceof ApiError && product.error.status === 404;
    return (
      <div>
        {back}
        <Card>
          <EmptyState
            icon={<PackageX />}
            title={notFound ? 'Product not found' : 'Could not load this product'}
            description={
              notFound ? 'It may have been deleted, or the link is wrong.' : errorMessage(product.error)
            }
            action={
              notFound ? (
                <Link to="/products" className={buttonClasses('outline')}>
                  Back to products
                </Link>
              ) : (
                <Button variant="outline" onClick={() => void product.refetch()}>
                  Try again
                </Button>
              )
            }
          />
        </Card>
      </div>
    );
  }

  const p = product.data;
  const saudaStores = (stores.data?.data ?? []).filter((s) => s.platform === 'sauda');

  return (
    <div>
      {back}
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight break-words text-ink">{p.title}</h1>
            <ProductStatusBadge status={p.status} />
          </div>
          <p className="mt-1 text-sm text-muted">
            {p.variants.length} variant{p.variants.length === 1 ? '' : 's'} · Updated{' '}
            {formatDateTime(p.updatedAt)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void copy(p._id)} loading={copying === p._id}>
            <Copy /> Copy to clipboard
          </Button>
          {p.isListed && p.publicUrl ? (
            <a href={p.publicUrl} target="_blank" rel="noopener" className={buttonClasses('outline')}>
              <ExternalLink /> View in store
            </a>
          ) : null}
          <Button
            variant="outline"
            className="text-red-700! hover:bg-red-50!"
            onClick={() => setDeleting(true)}
          >
            <Trash2 /> Delete
          </Button>
        </div>
      </div>
      <ProductForm
        key={`${p._id}:${formVersion}`}
        product={p}
        vendors={withCurrent(vendors.data ?? [], p.vendor)}
        categories={withCurrent(categories.data?.data ?? [], p.category)}
        leaveRef={leaveRef}
        onSaved={(saved) => toast.success(`${saved.title} saved`)}
        aside={<SalesChannelCard product={p} saudaStores={saudaStores} storesLoading={stores.isPending} />}
      />
      <DeleteProductDialog
        product={deleting ? p : null}
        onClose={() => setDeleting(false)}
        onDone={(result) => {
          if (result.result === 'deleted') {
            leaveRef.current = true;
            void navigate('/products');
          } else {
            setFormVersion((v) => v + 1);
          }
        }}
      />
    </div>
  );
}
