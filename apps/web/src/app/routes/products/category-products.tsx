import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { ArrowLeft, FolderX, PackagePlus, PencilLine, Plus, Trash2, X } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useCategory } from '../../../features/categories/api/get-category.ts';
import { useSetCategoryProducts } from '../../../features/categories/api/set-category-products.ts';
import { DeleteCategoryDialog } from '../../../features/categories/components/delete-category-dialog.tsx';
import { EditCategoryDialog } from '../../../features/categories/components/edit-category-dialog.tsx';
import { useProducts } from '../../../features/products/api/list-products.ts';
import { ProductCompactList } from '../../../features/products/components/product-compact-list.tsx';
import { ProductPickerDialog } from '../../../features/products/components/product-picker-dialog.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';

const PAGE_SIZES = [25, 50, 100] as const;

export default function CategoryProductsPage() {
  const { category: id = '' } = useParams();
  const navigate = useNavigate();
  const [sp, setSp] = useSearchParams();
  const page = Math.max(1, Number(sp.get('page')) || 1);
  const limitParam = Number(sp.get('limit'));
  const limit = (PAGE_SIZES as readonly number[]).includes(limitParam) ? limitParam : 50;
  const category = useCategory(id);
  const products = useProducts({ categoryId: id, page, limit, tabStatus: 'all', prodStatus: 'all' });
  const rows = products.data?.data ?? [];
  const total = products.data?.meta.total ?? 0;
  const change = useSetCategoryProducts();
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [removingId, setRemovingId] = useState<string | null>(null);

  const back = (
    <Link
      to="/categories"
      className="mb-3 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted hover:text-ink"
    >
      <ArrowLeft className="size-4" /> Categories
    </Link>
  );

  if (category.isPending) {
    return (
      <div aria-busy="true">
        {back}
        <Skeleton className="h-8 w-56" />
        <Skeleton className="mt-6 h-72" />
      </div>
    );
  }
  if (category.isError) {
    const notFound = category.error instanceof ApiError && category.error.status === 404;
    return (
      <div>
        {back}
        <Card>
          <EmptyState
            icon={<FolderX />}
            title={notFound ? 'Category not found' : 'Could not load this category'}
            description={
              notFound ? 'It may have been deleted, or the link is wrong.' : errorMessage(category.error)
            }
            action={
              <Link to="/categories" className={buttonClasses('outline')}>
                Back to categories
              </Link>
            }
          />
        </Card>
      </div>
    );
  }

  const c = category.data;
  function setPage(to: { page?: number; limit?: number }) {
    setSp((prev) => {
      const next = new URLSearchParams(prev);
      if (to.limit) {
        next.set('limit', String(to.limit));
        next.delete('page');
      }
      if (to.page) next.set('page', String(to.page));
      return next;
    });
  }

  function remove(productId: string, title: string) {
    setRemovingId(productId);
    change.mutate(
      { id, remove: [productId] },
      {
        onSuccess: () => toast.success(`${title} removed from ${c.name}`),
        onError: (error) => toast.error(errorMessage(error, 'Could not remove the product')),
        onSettled: () => setRemovingId(null),
      },
    );
  }

  function add(ids: string[]) {
    change.mutate(
      { id, add: ids },
      {
        onSuccess: () => {
          toast.success(`${ids.length} product${ids.length === 1 ? '' : 's'} added to ${c.name}`);
          setPicking(false);
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not add the products')),
      },
    );
  }

  return (
    <div>
      <PageHeader
        back={{ to: '/categories', label: 'Categories' }}
        title={c.name}
        description={c.description || `${c.productsCount} product${c.productsCount === 1 ? '' : 's'}`}
        actions={
          <>
            <Button variant="outline" onClick={() => setEditing(true)}>
              <PencilLine /> Edit
            </Button>
            <Button
              variant="outline"
              className="text-red-700! hover:bg-red-50!"
              onClick={() => setDeleting(true)}
            >
              <Trash2 /> Delete
            </Button>
            <Button onClick={() => setPicking(true)}>
              <Plus /> Add products
            </Button>
          </>
        }
      />
      <Card className="overflow-hidden">
        {products.isError && !products.data ? (
          <div className="p-6 text-center">
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(products.error, 'Could not load the products')}
            </p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void products.refetch()}>
              Try again
            </Button>
          </div>
        ) : !products.isPending && rows.length === 0 ? (
          <EmptyState
            icon={<PackagePlus />}
            title="No products in this category yet"
            description="Pick products you already have; a product belongs to one category at a time."
            action={
              <Button onClick={() => setPicking(true)}>
                <Plus /> Add products
              </Button>
            }
          />
        ) : (
          <div className={products.isPlaceholderData ? 'opacity-60' : undefined}>
            <ProductCompactList
              rows={rows}
              loading={products.isPending}
              label={`Products in ${c.name}`}
              renderAction={(row) => (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-slate-500! hover:text-red-700!"
                  loading={removingId === row._id}
                  aria-label={`Remove ${row.title} from ${c.name}`}
                  onClick={() => remove(row._id, row.title)}
                >
                  {removingId === row._id ? null : <X />}
                  <span className="hidden sm:inline">Remove</span>
                </Button>
              )}
            />
          </div>
        )}
        {total > 0 ? (
          <Pagination
            page={page}
            limit={limit}
            total={total}
            capped={products.data?.meta.totalCapped}
            shown={rows.length}
            pageSizes={PAGE_SIZES}
            label="products"
            onPageChange={(p) => setPage({ page: p })}
            onLimitChange={(l) => setPage({ limit: l })}
          />
        ) : null}
      </Card>
      <ProductPickerDialog
        open={picking}
        onOpenChange={setPicking}
        title={`Add products to ${c.name}`}
        description="A product in another category moves here."
        disabledReason={(row) => (row.category?._id === id ? 'Already in this category' : null)}
        noteFor={(row) => (row.category ? `Moves from ${row.category.name}` : null)}
        onConfirm={add}
        pending={change.isPending}
      />
      <EditCategoryDialog category={editing ? c : null} onClose={() => setEditing(false)} />
      <DeleteCategoryDialog
        category={deleting ? c : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate('/categories')}
      />
    </div>
  );
}
