import { Link } from 'react-router';
import { Copy, PencilLine, Trash2 } from 'lucide-react';
import type { ProductRow } from '@sauda/contracts/products.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/cn.ts';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50 [&_svg]:size-4';

/** Edit, copy to clipboard and delete for one product row. */
export function ProductRowActions({
  row,
  copying,
  onCopy,
  onDelete,
  className,
}: {
  row: Pick<ProductRow, '_id' | 'title'>;
  copying: boolean;
  onCopy: (id: string) => void;
  onDelete: (row: Pick<ProductRow, '_id' | 'title'>) => void;
  className?: string;
}) {
  return (
    <div className={cn('flex items-center justify-end gap-0.5', className)}>
      <Tooltip content="Edit">
        <Link to={`/products/${row._id}/edit`} aria-label={`Edit ${row.title}`} className={iconButton}>
          <PencilLine />
        </Link>
      </Tooltip>
      <Tooltip content="Copy to clipboard">
        <button
          type="button"
          aria-label={`Copy ${row.title} to clipboard`}
          aria-busy={copying || undefined}
          disabled={copying}
          onClick={() => onCopy(row._id)}
          className={iconButton}
        >
          {copying ? <Spinner /> : <Copy />}
        </button>
      </Tooltip>
      <Tooltip content="Delete">
        <button
          type="button"
          aria-label={`Delete ${row.title}`}
          onClick={() => onDelete(row)}
          className={cn(iconButton, 'hover:bg-red-50! hover:text-red-700!')}
        >
          <Trash2 />
        </button>
      </Tooltip>
    </div>
  );
}
