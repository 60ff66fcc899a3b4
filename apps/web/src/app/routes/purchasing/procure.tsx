import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { AlertTriangle, CheckCheck, PackageCheck, Undo2, X } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import {
  useProcure,
  useRaisePurchaseOrder,
  useSetProcured,
  type ProcureStatusResult,
  type ProcureTab,
} from '../../../features/purchasing/api/procure.ts';
import { ProcureGroupCard } from '../../../features/purchasing/components/procure-group-card.tsx';
import { groupOrderIds, plural, toggleMany } from '../../../features/purchasing/lib/procure.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';

const TABS: { value: ProcureTab; label: string }[] = [
  { value: 'waiting', label: 'Waiting' },
  { value: 'procured', label: 'Procured' },
];

export default function ProcurePage() {
  const [sp] = useSearchParams();
  const navigate = useNavigate();
  const tab: ProcureTab = sp.get('status') === 'procured' ? 'procured' : 'waiting';
  const procure = useProcure(tab);
  const groups = useMemo(() => procure.data ?? [], [procure.data]);
  const raise = useRaisePurchaseOrder();
  const setProcured = useSetProcured();
  const [raisingFor, setRaisingFor] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [failures, setFailures] = useState<ProcureStatusResult['failed']>([]);

  // Switching tabs starts a fresh selection.
  const [seenTab, setSeenTab] = useState(tab);
  if (seenTab !== tab) {
    setSeenTab(tab);
    setSelected(new Set());
    setFailures([]);
  }

  const allIds = useMemo(() => groups.flatMap((g) => groupOrderIds(g.items)), [groups]);
  // Orders that left the list (e.g. marked elsewhere) drop out of the selection.
  const visibleSelected = allIds.filter((id) => selected.has(id));

  function raisePo(vendorId: string) {
    setRaisingFor(vendorId);
    raise.mutate(
      { vendorId },
      {
        onSuccess: (po) => {
          toast.success(`${po.number} drafted for ${po.vendor.name}`);
          void navigate(`/purchase-order/${po._id}`);
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not raise the purchase order')),
        onSettled: () => setRaisingFor(null),
      },
    );
  }

  function applyStatus() {
    const procured = tab === 'waiting';
    setProcured.mutate(
      { ids: visibleSelected, procured },
      {
        onSuccess: (result) => {
          const n = result.updated.length;
          if (n)
            toast.success(`${plural(n, 'order')} ${procured ? 'marked procured' : 'moved back to waiting'}`);
          if (result.failed.length)
            toast.error(`${plural(result.failed.length, 'order')} could not be changed`);
          setFailures(result.failed);
          setSelected(new Set(result.failed.map((f) => f._id)));
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not change the orders')),
      },
    );
  }

  return (
    <div>
      <PageHeader
        title="Procure"
        description="Orders sold beyond your stock, grouped by vendor. Raise a purchase order, and mark orders procured once you have the goods."
      />
      <nav aria-label="Procurement status" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-line">
          {TABS.map((t) => {
            const active = t.value === tab;
            return (
              <li key={t.value}>
                <Link
                  to={t.value === 'waiting' ? '/procure' : '/procure?status=procured'}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    '-mb-px inline-flex items-center border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                    active
                      ? 'border-brand-600 text-brand-800'
                      : 'border-transparent text-muted hover:border-slate-300 hover:text-ink',
                  )}
                >
                  {t.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {visibleSelected.length > 0 ? (
        <div
          role="region"
          aria-label="Selected orders"
          className="sticky top-16 z-20 mt-4 flex flex-wrap items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-2.5 shadow-card"
        >
          <p className="text-sm font-medium text-brand-900 tabular-nums">
            {plural(visibleSelected.length, 'order')} selected
          </p>
          {tab === 'waiting' ? (
            <Button size="sm" onClick={applyStatus} loading={setProcured.isPending}>
              <CheckCheck /> Mark procured
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={applyStatus} loading={setProcured.isPending}>
              <Undo2 /> Unmark
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            <X /> Clear selection
          </Button>
        </div>
      ) : null}

      {failures.length > 0 ? (
        <div role="alert" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3">
          <div className="flex items-start gap-3">
            <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-amber-900">
                {plural(failures.length, 'order')} could not be changed
              </p>
              <ul className="mt-1 space-y-0.5 text-sm text-amber-900">
                {failures.map((f) => (
                  <li key={f._id}>
                    <Link to={`/orders/${f._id}`} className="font-medium underline underline-offset-2">
                      {f.name ?? f._id}
                    </Link>
                    : {f.message}
                  </li>
                ))}
              </ul>
            </div>
            <button
              type="button"
              onClick={() => setFailures([])}
              aria-label="Dismiss"
              className="rounded-md p-1 text-amber-700 hover:bg-amber-100"
            >
              <X className="size-4" />
            </button>
          </div>
        </div>
      ) : null}

      <div className="mt-4 space-y-4" aria-busy={procure.isFetching || undefined}>
        {procure.isPending ? (
          Array.from({ length: 2 }, (_, i) => <Skeleton key={i} className="h-48 rounded-xl" />)
        ) : procure.isError ? (
          <Card className="p-6 text-center">
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(procure.error, 'Could not load the orders waiting for stock')}
            </p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void procure.refetch()}>
              Try again
            </Button>
          </Card>
        ) : groups.length === 0 ? (
          <Card>
            {tab === 'waiting' ? (
              <EmptyState
                icon={<PackageCheck />}
                title="No orders are waiting for stock"
                description="When a product allows backorders and sells beyond its stock, those orders wait here until you restock. Turn on “Continue selling when out of stock” on a product to take backorders."
                action={
                  <Link to="/inventory" className={buttonClasses('outline')}>
                    View inventory
                  </Link>
                }
              />
            ) : (
              <EmptyState
                icon={<PackageCheck />}
                title="No procured orders"
                description="Orders you mark as procured on the Waiting tab show up here until they ship."
                action={
                  <Link to="/procure" className={buttonClasses('outline')}>
                    Show waiting orders
                  </Link>
                }
              />
            )}
          </Card>
        ) : (
          groups.map((g) => (
            <ProcureGroupCard
              key={g.vendor?._id ?? 'none'}
              group={g}
              selected={selected}
              onToggle={(ids) => setSelected((prev) => toggleMany(prev, ids))}
              onRaise={raisePo}
              raising={raise.isPending && raisingFor === g.vendor?._id}
              showRaise={tab === 'waiting'}
            />
          ))
        )}
      </div>
    </div>
  );
}
