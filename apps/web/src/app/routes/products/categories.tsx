import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Plus, SearchX, Tags } from 'lucide-react';
import type { Category } from '@sauda/contracts/products.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SearchInput } from '../../../components/ui/input.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useCategories } from '../../../features/categories/api/list-categories.ts';
import { CategoryGrid } from '../../../features/categories/components/category-grid.tsx';
import { DeleteCategoryDialog } from '../../../features/categories/components/delete-category-dialog.tsx';
import { EditCategoryDialog } from '../../../features/categories/components/edit-category-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDebouncedText } from '../../../lib/use-debounced-text.ts';

const PAGE_SIZES = [24, 48, 96] as const;

function readQuery(sp: URLSearchParams) {
  const page = Number(sp.get('page'));
  const limit = Number(sp.get('limit'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : PAGE_SIZES[0],
    search: sp.get('search')?.trim().slice(0, 100) || undefined,
  };
}

export default function CategoriesPage() {
  const [sp, setSp] = useSearchParams();
  const query = useMemo(() => readQuery(sp), [sp]);
  const categories = useCategories(query);
  const list = categories.data?.data ?? [];
  const total = categories.data?.meta.total ?? 0;
  const [editing, setEditing] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  function set(change: Partial<Record<'page' | 'limit' | 'search', string | undefined>>) {
    setSp(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(change)) {
          if (v === undefined || v === '') next.delete(k);
          else next.set(k, v);
        }
        if (!('page' in change)) next.delete('page');
        return next;
      },
      { replace: 'search' in change },
    );
  }
  const [search, setSearch] = useDebouncedText(query.search, (v) => set({ search: v }));

  const create = (
    <Link to="/create-categories" className={buttonClasses('primary')}>
      <Plus /> Create Category
    </Link>
  );

  return (
    <div>
      <PageHeader
        title="Categories"
        description="Group products for your store and to find them faster."
        actions={create}
      />
      <div className="mb-4 max-w-md">
        <SearchInput
          aria-label="Search categories"
          placeholder="Search categories"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {categories.isError && !categories.data ? (
        <Card className="p-6 text-center">
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(categories.error, 'Could not load your categories')}
          </p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void categories.refetch()}>
            Try again
          </Button>
        </Card>
      ) : !categories.isPending && list.length === 0 ? (
        <Card>
          {query.search ? (
            <EmptyState
              icon={<SearchX />}
              title="No categories match"
              description={`Nothing is called “${query.search}”.`}
              action={
                <Button variant="outline" onClick={() => set({ search: undefined })}>
                  Clear search
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<Tags />}
              title="No categories yet"
              description="Categories group your products — Lawn suits, Kurtas, Jewellery — in your store and lists."
              action={
                <Link to="/create-categories" className={buttonClasses('primary')}>
                  <Plus /> Create your first category
                </Link>
              }
            />
          )}
        </Card>
      ) : (
        <div
          aria-busy={categories.isFetching || undefined}
          className={categories.isPlaceholderData ? 'opacity-60' : undefined}
        >
          <CategoryGrid
            categories={list}
            loading={categories.isPending}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        </div>
      )}
      {total > query.limit || query.page > 1 ? (
        <Card className="mt-4 overflow-hidden">
          <Pagination
            page={query.page}
            limit={query.limit}
            total={total}
            pageSizes={PAGE_SIZES}
            label="categories"
            onPageChange={(page) => set({ page: String(page) })}
            onLimitChange={(limit) => set({ limit: String(limit) })}
          />
        </Card>
      ) : null}
      <EditCategoryDialog category={editing} onClose={() => setEditing(null)} />
      <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
