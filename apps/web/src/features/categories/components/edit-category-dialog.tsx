import toast from 'react-hot-toast';
import type { Category } from '@sauda/contracts/products.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useUpdateCategory } from '../api/save-category.ts';
import { CategoryForm } from './category-form.tsx';

export function EditCategoryDialog({
  category,
  onClose,
}: {
  category: Category | null;
  onClose: () => void;
}) {
  const update = useUpdateCategory();
  return (
    <Modal open={!!category} onOpenChange={(open) => (open ? undefined : onClose())} title="Edit category">
      {category ? (
        <CategoryForm
          key={category._id}
          defaultValues={{ name: category.name, description: category.description }}
          submitLabel="Save category"
          onCancel={onClose}
          onSubmit={async (values) => {
            await update.mutateAsync({ id: category._id, body: values });
            toast.success('Category saved');
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}
