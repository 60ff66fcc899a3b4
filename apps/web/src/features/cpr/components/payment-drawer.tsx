import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Drawer } from '../../../components/ui/drawer.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime, formatPKR } from '../../../lib/format.ts';
import { usePayment, type CprDetail } from '../api/get-payment.ts';
import { sourceLabel } from '../lib/display.ts';
import { Difference, StatusCounts } from './money.tsx';
import { PaymentLines } from './payment-lines.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="truncate text-sm font-medium text-ink">{children}</dd>
    </div>
  );
}

function Overview({ p }: { p: CprDetail }) {
  return (
    <div className="space-y-3 border-b border-line px-4 py-4 sm:px-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact label="Paid on">{p.paidOn ? formatDate(p.paidOn) : '—'}</Fact>
        <Fact label="Method">{p.method ?? '—'}</Fact>
        <Fact label="Source">
          <span title={`Recorded ${formatDateTime(p.createdAt)}`}>{sourceLabel(p)}</span>
        </Fact>
        <Fact label="Paid">
          <span className="tabular-nums">{formatPKR(p.paid)}</span>
        </Fact>
        <Fact label="Expected">
          <span className="tabular-nums">{formatPKR(p.expected)}</span>
        </Fact>
        <Fact label="Difference">
          <Difference value={p.paid - p.expected} />
        </Fact>
      </dl>
      <StatusCounts counts={p.counts} />
    </div>
  );
}

function Body({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = usePayment(id);
  const p = detail.data;
  return (
    <>
      <div className="flex items-start gap-3 border-b border-line px-4 py-4 sm:px-5">
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold break-all text-ink">
            {p ? `Payment ${p.reference}` : 'Payment'}
          </h2>
          <p className="text-sm text-muted">{p ? `${p.courierName} · ${p.lines} parcels` : ' '}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-5" />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto" aria-busy={detail.isFetching || undefined}>
        {detail.isPending ? (
          <div className="space-y-3 p-5">
            <Skeleton className="h-24" />
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        ) : detail.isError || !p ? (
          <div className="p-6 text-center">
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(detail.error, 'Could not load this payment')}
            </p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void detail.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <Overview p={p} />
            <PaymentLines lines={p.items} />
          </>
        )}
      </div>
    </>
  );
}

/** A payment's detail beside the list: what it covers, parcel by parcel, against what was expected. */
export function PaymentDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  return (
    <Drawer
      open={!!id}
      onOpenChange={(open) => (open ? undefined : onClose())}
      side="right"
      title="Payment detail"
      className="w-full! max-w-2xl!"
    >
      {id ? <Body key={id} id={id} onClose={onClose} /> : null}
    </Drawer>
  );
}
