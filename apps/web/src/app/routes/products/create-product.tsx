import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useCategories } from '../../../features/categories/api/list-categories.ts';
import { useVendorOptions } from '../../../features/products/api/list-vendor-options.ts';
import { ProductForm } from '../../../features/products/components/product-form.tsx';

export default function CreateProductPage() {
  const navigate = useNavigate();
  const vendors = useVendorOptions();
  const categories = useCategories({ page: 1, limit: 100 }, { staleTime: 0 });

  return (
    <div>
      <PageHeader
        title="Create Product"
        description="Add it once with its sizes, colours, prices and stock; use it in orders and your store."
        back={{ to: '/products', label: 'All Products' }}
      />
      <ProductForm
        vendors={vendors.data ?? []}
        categories={categories.data?.data ?? []}
        onSaved={(product) => {
          toast.success(`${product.title} created`);
          void navigate(`/products/${product._id}/edit`);
        }}
      />
    </div>
  );
}
