import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';
import { Select } from './select.tsx';

/**
 * What the pager says, and how many pages there are (Infinity while a capped list goes on). A capped
 * total is a lower bound ("1,000+"), so the rows shown are numbered from the page, not clamped to it:
 * page 250 of 50 is "12,451–12,500 of 1,000+".
 */
export function pageSummary({
  page,
  limit,
  total,
  capped,
  shown,
  label,
}: {
  page: number;
  limit: number;
  total: number;
  capped: boolean;
  shown?: number;
  label: string;
}): { text: string; pages: number } {
  const last = capped && shown !== undefined && shown < limit;
  const pages = capped && !last ? Infinity : capped ? page : Math.max(1, Math.ceil(total / limit));
  const n = (x: number) => x.toLocaleString('en-PK');
  if (total === 0) return { text: `No ${label}`, pages };
  if (capped) {
    const before = (page - 1) * limit;
    if (last && shown === 0) return { text: `No more ${label} (${n(total)}+ in all)`, pages };
    return {
      text: `${n(before + 1)}–${n(before + (last ? shown! : limit))} of ${n(total)}+ ${label}`,
      pages,
    };
  }
  const from = Math.min((page - 1) * limit + 1, total);
  const to = Math.min(page * limit, total);
  return { text: `${n(from)}–${n(to)} of ${n(total)} ${label}`, pages };
}

/** "1–50 of 230 · Rows per page [50] · ‹ Page 1 of 5 ›". */
export function Pagination({
  page,
  limit,
  total,
  pageSizes,
  onPageChange,
  onLimitChange,
  label = 'items',
  capped = false,
  shown,
}: {
  page: number;
  limit: number;
  total: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  label?: string;
  /** `total` is a lower bound (the API stopped counting): show "10,000+" and keep Next open. */
  capped?: boolean;
  /** Rows on this page: on a capped list, fewer than `limit` means this is the last page. */
  shown?: number;
}) {
  const { text, pages } = pageSummary({ page, limit, total, capped, shown, label });
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col gap-3 border-t border-line px-4 py-3 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-5"
    >
      <p className="tabular-nums" aria-live="polite">
        {text}
      </p>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <div className="flex items-center gap-2">
          <span className="hidden whitespace-nowrap sm:inline">Rows per page</span>
          <Select
            aria-label="Rows per page"
            className="h-8 w-20"
            options={pageSizes.map((n) => ({ value: String(n), label: String(n) }))}
            value={String(limit)}
            onValueChange={(v) => onLimitChange(Number(v))}
          />
        </div>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="sm"
            className="px-2"
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft />
          </Button>
          <span className="px-1.5 whitespace-nowrap tabular-nums sm:px-2">
            {capped ? `Page ${page}` : `${Math.min(page, pages)} / ${pages}`}
          </span>
          <Button
            variant="outline"
            size="sm"
            className="px-2"
            aria-label="Next page"
            disabled={page >= pages}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRight />
          </Button>
        </div>
      </div>
    </nav>
  );
}
