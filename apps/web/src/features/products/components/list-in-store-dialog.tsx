import { useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { Plus } from 'lucide-react';
import type { Store } from '@sauda/contracts/stores.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePublishProduct } from '../api/publish-product.ts';

/** Asks which Sauda store to list the product in, then publishes it. */
export function ListInStoreDialog({
  open,
  onOpenChange,
  productId,
  productTitle,
  stores,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productId: string;
  productTitle: string;
  /** The seller's Sauda stores. */
  stores: Store[];
}) {
  const publish = usePublishProduct();
  const [chosen, setChosen] = useState<string | undefined>();
  const storeId = chosen ?? stores[0]?._id;

  function submit() {
    if (!storeId) return;
    publish.mutate(
      { productId, storeId },
      {
        onSuccess: () => {
          const name = stores.find((s) => s._id === storeId)?.name ?? 'your store';
          toast.success(`Listed in ${name}`);
          onOpenChange(false);
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not list the product')),
      },
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (publish.isPending ? undefined : onOpenChange(next))}
      title="List in store"
      description={`Buyers will see ${productTitle} in your store and can order it from its own link.`}
      footer={
        stores.length ? (
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={publish.isPending}>
              Cancel
            </Button>
            <Button onClick={submit} loading={publish.isPending} disabled={!storeId}>
              List product
            </Button>
          </>
        ) : null
      }
    >
      {stores.length ? (
        <Field id="list-store" label="Store">
          <Select
            id="list-store"
            value={storeId}
            onValueChange={setChosen}
            options={stores.map((s) => ({ value: s._id, label: s.name }))}
          />
        </Field>
      ) : (
        <div className="space-y-4 text-sm text-muted">
          <p>
            You need a Sauda store first: it gives your products a shop page and links buyers can order from.
          </p>
          <Link to="/create-sales-channel" className={buttonClasses('primary')}>
            <Plus /> Create a Sauda store
          </Link>
        </div>
      )}
    </Modal>
  );
}
