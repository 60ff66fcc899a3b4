import toast from 'react-hot-toast';
import type { Category } from '@sauda/contracts/products.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteCategory } from '../api/save-category.ts';

export function DeleteCategoryDialog({
  category,
  onClose,
  onDeleted,
}: {
  category: Pick<Category, '_id' | 'name' | 'productsCount'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const del = useDeleteCategory();
  const count = category?.productsCount ?? 0;
  return (
    <ConfirmDialog
      open={!!category}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={category ? `Delete ${category.name}?` : 'Delete category?'}
      description={
        count
          ? `Its ${count} product${count === 1 ? '' : 's'} stay in your catalogue, just without a category.`
          : 'The category is empty; nothing else changes.'
      }
      confirmLabel="Delete category"
      destructive
      pending={del.isPending}
      onConfirm={() => {
        if (!category) return;
        del.mutate(category._id, {
          onSuccess: (result) => {
            toast.success(result.message || `${category.name} deleted`);
            onClose();
            onDeleted?.();
          },
          onError: (error) => toast.error(errorMessage(error, 'Could not delete the category')),
        });
      }}
    />
  );
}
