import { Link } from 'react-router';
import { Images, PencilLine, Trash2 } from 'lucide-react';
import type { Category } from '@sauda/contracts/products.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600 [&_svg]:size-4';

/** Cards with the cover image, name and product count; a click opens the category's products. */
export function CategoryGrid({
  categories,
  loading,
  onEdit,
  onDelete,
}: {
  categories: Category[];
  loading?: boolean;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}) {
  if (loading && categories.length === 0) {
    return (
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="aspect-[4/5] rounded-xl" />
        ))}
      </div>
    );
  }
  return (
    <ul
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
      aria-label="Categories"
    >
      {categories.map((c) => (
        <li key={c._id}>
          <Card className="group flex h-full flex-col overflow-hidden transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-pop">
            <Link to={`/category-products/${c._id}`} className="block outline-none">
              {c.thumbnailUrl ? (
                <img
                  src={c.thumbnailUrl}
                  alt=""
                  loading="lazy"
                  className="aspect-square w-full bg-slate-50 object-cover transition-transform group-hover:scale-[1.02]"
                />
              ) : (
                <div className="flex aspect-square w-full items-center justify-center bg-slate-50 text-slate-300">
                  <Images className="size-10" aria-hidden />
                </div>
              )}
              <div className="px-3 pt-3">
                <p className="truncate font-semibold text-ink">{c.name}</p>
                <p className="text-sm text-muted tabular-nums">
                  {c.productsCount} product{c.productsCount === 1 ? '' : 's'}
                </p>
              </div>
            </Link>
            <div className="mt-auto flex justify-end gap-0.5 px-1.5 pb-1.5">
              <button
                type="button"
                aria-label={`Edit ${c.name}`}
                onClick={() => onEdit(c)}
                className={iconButton}
              >
                <PencilLine />
              </button>
              <button
                type="button"
                aria-label={`Delete ${c.name}`}
                onClick={() => onDelete(c)}
                className={`${iconButton} hover:bg-red-50! hover:text-red-700!`}
              >
                <Trash2 />
              </button>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
