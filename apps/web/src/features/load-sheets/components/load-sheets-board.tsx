import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ClipboardList, SearchX } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useLoadSheets } from '../api/load-sheets.ts';
import { useCourierAccounts } from '../../../lib/courier-accounts.ts';
import { loadSheetApiQuery, PAGE_SIZES, type LoadSheetParams } from '../lib/list-params.ts';
import { LoadSheetFilters } from './load-sheet-filters.tsx';
import { LoadSheetItem, SHEET_GRID, SHEET_HEADERS } from './load-sheet-item.tsx';
import { SheetDialogs, type SheetIntent } from './sheet-dialogs.tsx';

function Empty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  if (filtered) {
    return (
      <EmptyState
        icon={<SearchX />}
        title="No load sheets match these filters"
        description="Try another status or courier."
        action={
          <Button variant="outline" onClick={onClear}>
            Show all load sheets
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={<ClipboardList />}
      title="No load sheets yet"
      description="A load sheet lists the parcels you hand to a courier’s rider, with totals and signature lines. Scan your booked parcels to make one."
      action={
        <Link to="/create-loadsheet" className={buttonClasses('primary')}>
          Create your first load sheet
        </Link>
      }
    />
  );
}

/** /load-sheets: every sheet with its PDFs, hand-over and delete; a row opens its parcels. */
export function LoadSheetsBoard({
  params,
  onChange,
}: {
  params: LoadSheetParams;
  onChange: (change: Partial<LoadSheetParams>) => void;
}) {
  const accounts = useCourierAccounts();
  const query = useMemo(() => loadSheetApiQuery(params), [params]);
  const list = useLoadSheets(query);
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [intent, setIntent] = useState<SheetIntent>(null);
  const filtered = params.status !== 'all' || !!params.courierId;
  // Deleting the last sheet of the last page leaves that page empty: step back to one with rows.
  const lastPage = meta ? Math.max(1, Math.ceil(meta.total / params.limit)) : 1;
  const pastEnd = list.isSuccess && !list.isPlaceholderData && rows.length === 0 && params.page > lastPage;
  useEffect(() => {
    if (pastEnd) onChange({ page: lastPage });
  }, [pastEnd, lastPage, onChange]);

  function toggle(id: string) {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <>
      <Card className="overflow-hidden">
        <LoadSheetFilters params={params} accounts={accounts.data ?? []} onChange={onChange} />
        {list.isError && !list.data ? (
          <div className="border-t border-line p-6 text-center">
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(list.error, 'Could not load your load sheets')}
            </p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.isSuccess && rows.length === 0 && !list.isPlaceholderData ? (
          <div className="border-t border-line">
            <Empty filtered={filtered} onClear={() => onChange({ status: 'all', courierId: undefined })} />
          </div>
        ) : (
          <div
            aria-busy={list.isFetching || undefined}
            className={cn(list.isPlaceholderData && 'opacity-60')}
          >
            <div
              aria-hidden
              className={cn(
                'hidden border-y border-line bg-slate-50/80 px-4 py-2.5 text-xs font-medium tracking-wide text-muted uppercase sm:px-5',
                SHEET_GRID,
              )}
            >
              {SHEET_HEADERS.map((h, i) => (
                <span key={h} className={cn((i === 4 || i === 7) && 'text-right')}>
                  {h}
                </span>
              ))}
            </div>
            <ul aria-label="Load sheets" className="divide-y divide-line border-t border-line xl:border-t-0">
              {list.isPending
                ? Array.from({ length: 4 }, (_, i) => (
                    <li key={i} className="px-4 py-4 sm:px-5">
                      <Skeleton className="h-20 xl:h-8" />
                    </li>
                  ))
                : rows.map((sheet) => (
                    <LoadSheetItem
                      key={sheet._id}
                      sheet={sheet}
                      expanded={expanded.has(sheet._id)}
                      onToggle={() => toggle(sheet._id)}
                      onHandOver={() => setIntent({ kind: 'handover', sheet })}
                      onDelete={() => setIntent({ kind: 'delete', sheet })}
                    />
                  ))}
            </ul>
          </div>
        )}
        {meta && meta.total > 0 ? (
          <Pagination
            page={params.page}
            limit={params.limit}
            total={meta.total}
            pageSizes={PAGE_SIZES}
            label="load sheets"
            onPageChange={(page) => onChange({ page })}
            onLimitChange={(limit) => onChange({ limit })}
          />
        ) : null}
      </Card>
      <SheetDialogs
        intent={intent}
        onClose={() => setIntent(null)}
        onDeleted={(sheet) =>
          setExpanded((prev) => {
            const next = new Set(prev);
            next.delete(sheet._id);
            return next;
          })
        }
      />
    </>
  );
}
