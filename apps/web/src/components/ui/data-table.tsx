import type { AriaAttributes, HTMLAttributes, ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';
import { Skeleton } from './spinner.tsx';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the names must match TanStack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes of the column's <th scope="col">. */
    headerClassName?: string;
    /** Classes of the column's body cells (a function sees the row). */
    cellClassName?: string | ((row: TData) => string);
    /** The cell names its row: <th scope="row"> instead of <td>. */
    rowHeader?: boolean;
    /** aria-sort of the column header (sorting itself is the caller's, server-side). */
    ariaSort?: AriaAttributes['aria-sort'];
  }
}

export type { ColumnDef };

/** Back-office tables' header look. */
export const TABLE_HEAD_CLASSES =
  'border-b border-line bg-slate-50/80 text-xs font-medium tracking-wide text-muted uppercase';

/**
 * Sauda's one table: TanStack Table (headless, core row model only: sorting, filtering and paging
 * stay server-side) rendering plain semantic markup. Columns carry their header and cell classes
 * in `meta`, so each table keeps its exact look; rows can be clickable or selected via `rowProps`.
 * While loading with no rows it shows skeleton rows spanning every column.
 */
export function DataTable<T>({
  data,
  columns,
  getRowId,
  loading = false,
  skeleton = { rows: 6, className: 'h-8' },
  rowProps,
  caption,
  className = 'w-full text-left text-sm',
  headClassName = TABLE_HEAD_CLASSES,
  bodyClassName = 'divide-y divide-line',
  'aria-label': ariaLabel,
}: {
  data: readonly T[];
  // Columns of mixed value types: TanStack's own docs type them with `any` here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  loading?: boolean;
  skeleton?: { rows: number; className: string; rowClassName?: string; cellClassName?: string };
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, unknown>;
  caption?: ReactNode;
  className?: string;
  headClassName?: string;
  bodyClassName?: string;
  'aria-label'?: string;
}) {
  const table = useReactTable({
    // TanStack's type asks for a mutable array; it never changes it.
    data: data as T[],
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
  });
  const leaves = table.getVisibleLeafColumns();

  return (
    <table className={className} aria-label={ariaLabel}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className={headClassName}>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const meta = header.column.columnDef.meta;
              return (
                <th key={header.id} scope="col" aria-sort={meta?.ariaSort} className={meta?.headerClassName}>
                  {header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody className={bodyClassName}>
        {loading && data.length === 0
          ? Array.from({ length: skeleton.rows }, (_, i) => (
              <tr key={i} className={skeleton.rowClassName}>
                <td colSpan={leaves.length} className={skeleton.cellClassName ?? 'px-5 py-3.5'}>
                  <Skeleton className={skeleton.className} />
                </td>
              </tr>
            ))
          : table.getRowModel().rows.map((row) => (
              <tr key={row.id} {...rowProps?.(row.original)}>
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  const cellClass =
                    typeof meta?.cellClassName === 'function'
                      ? meta.cellClassName(row.original)
                      : meta?.cellClassName;
                  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                  return meta?.rowHeader ? (
                    <th key={cell.id} scope="row" className={cellClass}>
                      {content}
                    </th>
                  ) : (
                    <td key={cell.id} className={cellClass}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
      </tbody>
    </table>
  );
}

/** A column helper's shorthand: a display column (no accessor) with its header, cell and classes. */
export function column<T>(
  id: string,
  header: ColumnDef<T>['header'],
  cell: (row: T) => ReactNode,
  meta?: ColumnDef<T>['meta'],
): ColumnDef<T> {
  return { id, header, cell: ({ row }) => cell(row.original), ...(meta ? { meta } : {}) };
}
