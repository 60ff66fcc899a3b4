import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Info } from 'lucide-react';
import { PARCEL_STATUS_LABELS } from '@sauda/contracts/couriers.ts';
import { cn } from '../../../lib/cn.ts';
import { formatPKR } from '../../../lib/format.ts';
import type { CprLine } from '../api/get-payment.ts';
import { lineCharges, lineTotals, sortLines } from '../lib/lines.ts';
import { TrackingNumber } from '../../../components/ui/copy-button.tsx';
import { Difference, LineStatusBadge } from './money.tsx';

function Amount({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-medium text-ink tabular-nums">{children}</dd>
    </div>
  );
}

const money = (v: number | null) => (v === null ? '—' : formatPKR(v));

function LineItem({ line }: { line: CprLine }) {
  const charges = lineCharges(line);
  const label = line.orderName ?? line.trackingNumber;
  return (
    <li className="px-4 py-3 text-sm sm:px-5" data-status={line.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <TrackingNumber value={line.trackingNumber} orderName={label} />
          {line.orderId && line.orderName ? (
            <Link
              to={`/orders/${line.orderId}`}
              className="font-semibold text-ink hover:text-brand-800 hover:underline"
            >
              {line.orderName}
            </Link>
          ) : (
            <span className="text-muted">No matching order</span>
          )}
          {line.parcelStatus ? (
            <span className="text-xs text-muted">{PARCEL_STATUS_LABELS[line.parcelStatus]}</span>
          ) : null}
        </div>
        <LineStatusBadge status={line.status} />
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-x-3 gap-y-2 sm:grid-cols-5">
        <Amount label="COD">{money(line.codAmount)}</Amount>
        <Amount label="Charges">{money(charges)}</Amount>
        <Amount label="Expected">{money(line.expected)}</Amount>
        <Amount label="Paid">
          {formatPKR(line.paid)}
          {line.paidTotal !== line.paid ? (
            <span className="block text-xs font-normal text-muted">
              {formatPKR(line.paidTotal)} in all payments
            </span>
          ) : null}
        </Amount>
        <Amount label="Difference">
          <Difference value={line.difference} />
        </Amount>
      </dl>
      {!line.chargesKnown && line.status !== 'unexpected' ? (
        <p className="mt-2 flex items-start gap-1.5 text-xs text-amber-800">
          <Info aria-hidden className="mt-px size-3.5 shrink-0" />
          Charges not reported by the courier, so the expected amount may be off by its fee.
        </p>
      ) : null}
      {line.status === 'unexpected' ? (
        <p className="mt-2 flex items-start gap-1.5 text-xs text-violet-800">
          <Info aria-hidden className="mt-px size-3.5 shrink-0" />
          Sauda has no parcel with this tracking number for this courier.
        </p>
      ) : null}
    </li>
  );
}

/** One line per parcel (problems first), then the totals. */
export function PaymentLines({ lines }: { lines: readonly CprLine[] }) {
  if (lines.length === 0) {
    return <p className="px-5 py-6 text-center text-sm text-muted">This payment lists no parcels.</p>;
  }
  const totals = lineTotals(lines);
  return (
    <>
      <ul aria-label="Parcels in this payment" className="divide-y divide-line">
        {sortLines(lines).map((l, i) => (
          <LineItem key={`${l.trackingNumber}-${i}`} line={l} />
        ))}
      </ul>
      <div className="border-t-2 border-line bg-slate-50 px-4 py-3 sm:px-5">
        <p className="text-xs font-medium tracking-wide text-muted uppercase">Totals</p>
        <dl className="mt-1.5 grid grid-cols-3 gap-x-3 gap-y-2 text-sm sm:grid-cols-5">
          <Amount label="COD">{formatPKR(totals.cod)}</Amount>
          <Amount label="Charges">{formatPKR(totals.charges)}</Amount>
          <Amount label="Expected">{formatPKR(totals.expected)}</Amount>
          <Amount label="Paid">{formatPKR(totals.paid)}</Amount>
          <Amount label="Difference">
            <Difference value={totals.difference} />
          </Amount>
        </dl>
      </div>
    </>
  );
}
