import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteProduct, type DeleteProductResult } from '../api/delete-product.ts';

/** Confirms, deletes (or archives, when orders reference it) and toasts the API's message. */
export function DeleteProductDialog({
  product,
  onClose,
  onDone,
}: {
  product: { _id: string; title: string; hasOrders?: boolean } | null;
  onClose: () => void;
  onDone?: (result: DeleteProductResult) => void;
}) {
  const del = useDeleteProduct();
  return (
    <ConfirmDialog
      open={!!product}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={product ? `Delete ${product.title}?` : 'Delete product?'}
      description={
        product?.hasOrders
          ? 'Orders use this product, so it will be archived instead: it leaves your store and lists but its orders keep it.'
          : 'The product, its variants and its stock records will be removed. If any order uses it, it is archived instead.'
      }
      confirmLabel={product?.hasOrders ? 'Archive product' : 'Delete product'}
      destructive
      pending={del.isPending}
      onConfirm={() => {
        if (!product) return;
        del.mutate(product._id, {
          onSuccess: (result) => {
            toast.success(result.message);
            onClose();
            onDone?.(result);
          },
          onError: (error) => toast.error(errorMessage(error, 'Could not delete the product')),
        });
      }}
    />
  );
}
