import { Link } from 'react-router';
import { AlertTriangle, ExternalLink, FileText, Printer, Truck } from 'lucide-react';
import type { OrderParcel, ParcelPaymentState } from '@sauda/contracts/couriers.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { buildUrl, errorMessage } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime, formatPKR, formatRelative } from '../../../lib/format.ts';
import { labelsUrl, useOrderParcels } from '../api/shipments.ts';
import { canPrintLabel, type Tone } from '../lib/display.ts';
import { ParcelBadge } from './parcel-badge.tsx';

const PAYMENT: Record<ParcelPaymentState, { label: string; tone: Tone }> = {
  not_due: { label: 'Not due yet', tone: 'grey' },
  awaiting: { label: 'Awaiting payment', tone: 'yellow' },
  overdue: { label: 'Unpaid over 7 days', tone: 'red' },
  matched: { label: 'Paid in full', tone: 'green' },
  short: { label: 'Paid short', tone: 'red' },
  over: { label: 'Paid more', tone: 'yellow' },
};

/**
 * The order's parcel as the seller follows it (issue 12 §1): courier and tracking number (to the
 * buyer's tracking page), the courier's scans, the load sheet, an open shipper advice with its
 * deadline, label reprint, and the courier's payment: expected, paid, when and by which CPR.
 * Earlier parcels of the order (cancelled, failed bookings) are listed below, folded.
 */
export function OrderParcelsCard({ orderId }: { orderId: string }) {
  const parcels = useOrderParcels(orderId);
  if (parcels.isPending)
    return (
      <Card>
        <CardHeader title="Parcel" />
        <p className="flex items-center gap-2 px-5 py-4 text-sm text-muted" role="status">
          <Spinner /> Loading the parcel…
        </p>
      </Card>
    );
  if (parcels.isError)
    return (
      <Card>
        <CardHeader title="Parcel" />
        <p className="px-5 py-4 text-sm text-red-700" role="alert">
          {errorMessage(parcels.error, 'Could not load the parcel')}
        </p>
      </Card>
    );
  const [latest, ...earlier] = parcels.data.data;
  if (!latest) return null; // Not booked yet: Dispatch is where it gets its parcel.
  return (
    <Card data-testid="order-parcel">
      <CardHeader
        title="Parcel"
        description={`${latest.shipment.courierName} · ${latest.shipment.trackingNumber ?? latest.shipment.reference}`}
        action={<ParcelBadge shipment={latest.shipment} />}
      />
      <ParcelBody parcel={latest} />
      {earlier.length > 0 ? (
        <details className="border-t border-line px-5 py-3 text-sm">
          <summary className="cursor-pointer font-medium text-slate-700">
            Earlier bookings ({earlier.length})
          </summary>
          <ul className="mt-2 space-y-1.5">
            {earlier.map((p) => (
              <li key={p.shipment._id} className="flex flex-wrap items-center gap-2 text-slate-600">
                <ParcelBadge shipment={p.shipment} />
                <span>
                  {p.shipment.courierName} · {p.shipment.trackingNumber ?? p.shipment.reference} ·{' '}
                  {formatDate(p.shipment.createdAt)}
                </span>
                {p.shipment.error ? <span className="text-red-700">{p.shipment.error}</span> : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </Card>
  );
}

function ParcelBody({ parcel }: { parcel: OrderParcel }) {
  const s = parcel.shipment;
  const label = canPrintLabel(s) ? labelsUrl([s._id], '1') : null;
  const advice = parcel.advice;
  const pay = parcel.payment;
  const payBadge = PAYMENT[pay.state];
  return (
    <div className="space-y-5 px-5 py-4 text-sm">
      {s.error ? (
        <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">{s.error}</p>
      ) : null}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        <div>
          <dt className="text-xs text-muted">Tracking number</dt>
          <dd className="flex items-center gap-2 text-ink">
            {s.trackingNumber ? (
              <>
                {s.trackingUrl ? (
                  <a
                    href={s.trackingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-mono font-medium text-brand-700 hover:underline"
                  >
                    {s.trackingNumber}
                    <ExternalLink className="size-3.5" aria-label="Opens the buyer’s tracking page" />
                  </a>
                ) : (
                  <span className="font-mono">{s.trackingNumber}</span>
                )}
                <CopyButton text={s.trackingNumber} label="Copy tracking number" />
              </>
            ) : (
              <span className="text-muted">Not given yet</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Load sheet</dt>
          <dd className="text-ink">
            {parcel.loadSheet ? (
              <span className="flex flex-wrap items-center gap-2">
                <a
                  href={buildUrl(`/v1/load-sheets/${encodeURIComponent(parcel.loadSheet._id)}/pdf`)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                >
                  <FileText className="size-3.5" aria-hidden /> {parcel.loadSheet.number}
                </a>
                <span className="text-xs text-muted">
                  {parcel.loadSheet.handedOverAt
                    ? `handed over ${formatDateTime(parcel.loadSheet.handedOverAt)}`
                    : 'not handed over yet'}
                </span>
              </span>
            ) : s.state === 'booked' ? (
              <Link to="/create-loadsheet" className="text-brand-700 hover:underline">
                Not on a load sheet yet
              </Link>
            ) : (
              '—'
            )}
          </dd>
        </div>
      </dl>

      {advice && advice.status === 'open' ? (
        <div
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-amber-900"
          data-testid="order-parcel-advice"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="font-medium">Courier needs your answer: {advice.reason}</p>
            <p className="text-xs">
              Attempt {advice.attempts}
              {advice.deadline
                ? ` · answer by ${formatDateTime(advice.deadline)} (${formatRelative(advice.deadline)})`
                : ''}
            </p>
          </div>
          <Link to="/shipper-advice" className={buttonClasses('outline', 'sm')}>
            Answer
          </Link>
        </div>
      ) : advice ? (
        <p className="text-xs text-muted">
          Shipper advice ({advice.reason}):{' '}
          {advice.status === 'answered'
            ? `answered “${advice.action}”${advice.answeredBy ? ` by ${advice.answeredBy}` : ''}${advice.answeredAt ? `, ${formatDateTime(advice.answeredAt)}` : ''}`
            : 'closed by the courier'}
        </p>
      ) : null}

      <div>
        <h3 className="mb-2 text-xs font-medium text-muted">Courier’s history</h3>
        {parcel.events.length === 0 ? (
          <p className="text-muted">No scans from the courier yet.</p>
        ) : (
          <ol className="space-y-2" data-testid="order-parcel-history">
            {[...parcel.events].reverse().map((e, i) => (
              <li key={`${e.at}-${i}`} className="flex gap-3">
                <Truck
                  className={`mt-0.5 size-4 shrink-0 ${i === 0 ? 'text-brand-700' : 'text-slate-400'}`}
                  aria-hidden
                />
                <div className="min-w-0">
                  <p className={i === 0 ? 'font-medium text-ink' : 'text-slate-700'}>{e.message}</p>
                  <p className="text-xs text-muted">
                    <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                    {e.location ? ` · ${e.location}` : ''}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>

      <div className="rounded-lg border border-line" data-testid="order-parcel-payment">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-3 py-2">
          <h3 className="text-xs font-medium text-muted">Courier payment (CPR)</h3>
          <Badge tone={payBadge.tone}>{payBadge.label}</Badge>
        </div>
        <dl className="grid grid-cols-3 gap-2 px-3 py-2">
          <div>
            <dt className="text-xs text-muted">COD</dt>
            <dd className="font-medium text-ink tabular-nums">{formatPKR(s.codAmount)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Expected</dt>
            <dd className="font-medium text-ink tabular-nums">
              {pay.state === 'not_due' ? '—' : formatPKR(pay.expected)}
              {pay.state !== 'not_due' && !pay.chargesKnown ? (
                <span className="block text-xs font-normal text-muted">charges not known yet</span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Paid</dt>
            <dd className="font-medium text-ink tabular-nums">{formatPKR(pay.paid)}</dd>
          </div>
        </dl>
        {pay.lines.length > 0 ? (
          <ul className="space-y-1 border-t border-line px-3 py-2 text-xs text-slate-600">
            {pay.lines.map((l) => (
              <li key={`${l.paymentId}-${l.reference}`} className="flex flex-wrap justify-between gap-2">
                <Link
                  to={`/cpr-cheques?payment=${encodeURIComponent(l.paymentId)}`}
                  className="font-medium break-all text-brand-700 hover:underline"
                >
                  {l.reference}
                </Link>
                <span className="tabular-nums">
                  {formatPKR(l.amount)}
                  {l.paidOn ? ` · paid ${formatDate(l.paidOn)}` : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {label ? (
        <a href={label} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')}>
          <Printer /> Reprint airway bill
        </a>
      ) : null}
    </div>
  );
}
