import { Link } from 'react-router';
import { AlertTriangle, CheckCircle2, HelpCircle, XCircle } from 'lucide-react';
import type { BookingResult } from '@sauda/contracts/couriers.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { UNKNOWN_BOOKING_MESSAGE } from '../lib/job.ts';
import { TrackingNumber } from '../../../components/ui/copy-button.tsx';

function Outcome({ r }: { r: BookingResult }) {
  switch (r.state) {
    case 'booked':
      return (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-emerald-700">
          <span className="inline-flex items-center gap-1.5 font-medium">
            <CheckCircle2 aria-hidden className="size-4" /> Booked
          </span>
          <TrackingNumber value={r.trackingNumber} orderName={r.orderName} />
        </div>
      );
    case 'failed':
    case 'cancelled':
      return (
        <p className="flex items-start gap-1.5 text-red-700">
          <XCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-medium">Failed: </span>
            {r.message ?? 'The courier refused the booking'}
          </span>
        </p>
      );
    case 'unknown':
      return (
        <p className="flex items-start gap-1.5 text-amber-800">
          <HelpCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-medium">Unconfirmed: </span>
            {UNKNOWN_BOOKING_MESSAGE}
          </span>
        </p>
      );
    default:
      return (
        <p className="flex items-center gap-1.5 text-muted">
          <Spinner label={`Booking ${r.orderName}`} /> Waiting for the courier…
        </p>
      );
  }
}

/** One line per order: booked (tracking number, green), failed (courier's message, red), unknown. */
export function BookingResults({ results }: { results: readonly BookingResult[] }) {
  if (results.length === 0) {
    return (
      <p className="flex items-center gap-2 px-5 py-4 text-sm text-muted">
        <AlertTriangle aria-hidden className="size-4" /> No results yet.
      </p>
    );
  }
  return (
    <ul aria-label="Booking results" className="divide-y divide-line">
      {results.map((r) => (
        <li
          key={r.orderId}
          data-state={r.state}
          className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:gap-4 sm:px-5"
        >
          <Link
            to={`/orders/${r.orderId}`}
            className="w-28 shrink-0 font-semibold text-ink hover:text-brand-800 hover:underline"
          >
            {r.orderName}
          </Link>
          <div className="min-w-0 flex-1">
            <Outcome r={r} />
          </div>
        </li>
      ))}
    </ul>
  );
}
