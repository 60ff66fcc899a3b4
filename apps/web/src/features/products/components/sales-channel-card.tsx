import { useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { Copy, ExternalLink, Globe, Plus } from 'lucide-react';
import type { Product } from '@sauda/contracts/products.ts';
import type { Store } from '@sauda/contracts/stores.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUnpublishProduct } from '../api/publish-product.ts';
import { writeClipboard } from '../../../lib/clipboard.ts';
import { ListInStoreDialog } from './list-in-store-dialog.tsx';

/** The product's public link in the seller's Sauda store: list, copy, open, unlist. */
export function SalesChannelCard({
  product,
  saudaStores,
  storesLoading,
}: {
  product: Pick<Product, '_id' | 'title' | 'status' | 'isListed' | 'publicId' | 'publicUrl'>;
  saudaStores: Store[];
  storesLoading: boolean;
}) {
  const [listing, setListing] = useState(false);
  const [unlisting, setUnlisting] = useState(false);
  const unpublish = useUnpublishProduct();
  const path = product.publicUrl ?? (product.publicId ? `/sp/${product.publicId}` : null);
  const link = path ? new URL(path, window.location.origin).toString() : null;

  async function copyLink() {
    if (!link) return;
    try {
      await writeClipboard(link);
      toast.success('Link copied');
    } catch {
      toast.error('Failed to copy!');
    }
  }

  return (
    <Card>
      <CardHeader
        title="Sales channel"
        action={product.isListed ? <Badge tone="green">Listed</Badge> : <Badge>Not listed</Badge>}
      />
      <div className="space-y-3 px-5 py-4 text-sm">
        {product.isListed && link ? (
          <>
            <p className="text-muted">Buyers can order from this link:</p>
            <a
              href={link}
              target="_blank"
              rel="noopener"
              className="block truncate rounded-lg bg-slate-50 px-3 py-2 font-medium text-brand-800 ring-1 ring-line hover:underline"
              data-testid="public-product-link"
            >
              {link}
            </a>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => void copyLink()}>
                <Copy /> Copy link
              </Button>
              <a href={link} target="_blank" rel="noopener" className={buttonClasses('outline', 'sm')}>
                <ExternalLink /> Open
              </a>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700! hover:bg-red-50! hover:text-red-800!"
                onClick={() => setUnlisting(true)}
              >
                Unlist
              </Button>
            </div>
          </>
        ) : storesLoading ? (
          <Skeleton className="h-16" />
        ) : saudaStores.length === 0 ? (
          <>
            <p className="text-muted">
              Create a Sauda store to give this product a public page buyers can order from.
            </p>
            <Link to="/create-sales-channel" className={buttonClasses('outline', 'sm')}>
              <Plus /> Create a Sauda store
            </Link>
          </>
        ) : (
          <>
            <p className="text-muted">
              List it in your Sauda store to get a link you can share on WhatsApp, Instagram or Facebook.
              {product.status !== 'active' ? ' Only active products are shown to buyers.' : null}
            </p>
            <Button variant="secondary" size="sm" onClick={() => setListing(true)}>
              <Globe /> List in store
            </Button>
          </>
        )}
      </div>
      <ListInStoreDialog
        open={listing}
        onOpenChange={setListing}
        productId={product._id}
        productTitle={product.title}
        stores={saudaStores}
      />
      <ConfirmDialog
        open={unlisting}
        onOpenChange={setUnlisting}
        title={`Unlist ${product.title}?`}
        description="It leaves your store and its public link stops working. You can list it again later."
        confirmLabel="Unlist"
        destructive
        pending={unpublish.isPending}
        onConfirm={() =>
          unpublish.mutate(product._id, {
            onSuccess: () => {
              toast.success('Removed from your store');
              setUnlisting(false);
            },
            onError: (error) => toast.error(errorMessage(error, 'Could not unlist the product')),
          })
        }
      />
    </Card>
  );
}
