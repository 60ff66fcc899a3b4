import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useCreateCategory } from '../../../features/categories/api/save-category.ts';
import { CategoryForm } from '../../../features/categories/components/category-form.tsx';

/** Serves both /create-categories and /new-categories. */
export default function CreateCategoryPage() {
  const navigate = useNavigate();
  const create = useCreateCategory();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        back={{ to: '/categories', label: 'Categories' }}
        title="Create Category"
        description="Next you can add products to it."
      />
      <Card className="p-5 sm:p-6">
        <CategoryForm
          submitLabel="Create category"
          onSubmit={async (values) => {
            const category = await create.mutateAsync(values);
            toast.success(`${category.name} created`);
            await navigate(`/category-products/${category._id}`);
          }}
        />
      </Card>
    </div>
  );
}
