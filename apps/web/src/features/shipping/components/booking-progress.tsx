import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { Printer, X } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useBookingJob } from '../api/booking.ts';
import { openLabels, useShipments } from '../api/shipments.ts';
import { isJobDone, jobPercent, summariseResults, summaryText } from '../lib/job.ts';
import { bookedShipmentIds, DEFAULT_LABELS_PER_PAGE, type LabelsPerPage } from '../lib/labels.ts';
import { BookingResults } from './booking-results.tsx';
import { LabelsPerPageSelect } from './labels-per-page.tsx';

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-100"
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] duration-500"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

/**
 * A booking job from queued to done: a progress bar while the courier answers, then one line per
 * order and "Print labels for booked".
 */
export function BookingProgress({
  jobId,
  onDismiss,
  title = 'Booking parcels',
}: {
  jobId: string;
  onDismiss: () => void;
  title?: string;
}) {
  const job = useBookingJob(jobId);
  const data = job.data;
  const done = isJobDone(data);
  const summary = useMemo(() => summariseResults(data?.results ?? []), [data?.results]);
  const [perPage, setPerPage] = useState<LabelsPerPage>(DEFAULT_LABELS_PER_PAGE);
  // The booked shipments' ids (results carry order ids): newest booked parcels, matched by order.
  const booked = useShipments(
    { view: 'booked', page: 1, limit: 500 },
    { enabled: done && summary.booked > 0 },
  );
  const shipmentIds = useMemo(
    () => bookedShipmentIds(data?.results ?? [], booked.data?.data ?? []),
    [data?.results, booked.data],
  );

  // One toast when the job finishes while the page is open.
  const announced = useRef(false);
  const wasRunning = useRef(false);
  useEffect(() => {
    if (!data) return;
    if (!done) wasRunning.current = true;
    else if (wasRunning.current && !announced.current) {
      announced.current = true;
      const text = summaryText(summary);
      if (summary.failed || summary.unknown || data.status === 'failed') toast.error(text);
      else toast.success(text);
    }
  }, [data, done, summary]);

  const percent = data ? jobPercent(data) : 0;

  return (
    <Card className="mb-4 overflow-hidden">
      <div className="flex items-start justify-between gap-3 border-b border-line px-4 py-4 sm:px-5">
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold text-ink">
            {done ? (data?.status === 'failed' ? 'Booking stopped' : 'Booking finished') : title}
          </h2>
          <p className="mt-0.5 text-sm text-muted tabular-nums" aria-live="polite">
            {data
              ? done
                ? summaryText(summary)
                : `${data.progress} of ${data.total} · ${data.status === 'queued' ? 'Waiting to start…' : 'Talking to the courier…'}`
              : 'Starting…'}
          </p>
          <div className="mt-3">
            <ProgressBar percent={percent} label="Booking progress" />
          </div>
        </div>
        {done || job.isError ? (
          <button
            type="button"
            aria-label="Close booking results"
            onClick={onDismiss}
            className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X className="size-5" />
          </button>
        ) : null}
      </div>
      {job.isError && !data ? (
        <div className="px-5 py-4 text-sm">
          <p role="alert" className="text-red-700">
            {errorMessage(job.error, 'Could not read the booking progress')}
          </p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void job.refetch()}>
            Try again
          </Button>
        </div>
      ) : !data ? (
        <div className="space-y-2 px-5 py-4">
          <Skeleton className="h-5" />
          <Skeleton className="h-5" />
        </div>
      ) : (
        <div className={cn(!done && 'max-h-72 overflow-y-auto')}>
          <BookingResults results={data.results} />
        </div>
      )}
      {done ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-line bg-slate-50/60 px-4 py-3 sm:px-5">
          {summary.booked > 0 ? (
            <>
              <Button
                size="sm"
                loading={booked.isFetching && shipmentIds.length === 0}
                disabled={shipmentIds.length === 0}
                onClick={() => {
                  if (!openLabels(shipmentIds, perPage)) toast.error('No labels to print yet');
                }}
              >
                <Printer /> Print labels for booked ({shipmentIds.length || summary.booked})
              </Button>
              <LabelsPerPageSelect value={perPage} onChange={setPerPage} />
              {booked.isError ? (
                <span role="alert" className="text-sm text-red-700">
                  {errorMessage(booked.error, 'Could not find the booked parcels')}{' '}
                  <button
                    type="button"
                    className="font-medium underline"
                    onClick={() => void booked.refetch()}
                  >
                    Retry
                  </button>
                </span>
              ) : null}
            </>
          ) : null}
          <Link to="/orders/booking" className={buttonClasses('outline', 'sm')}>
            See booked parcels
          </Link>
          {summary.failed || summary.unknown ? (
            <Link to="/orders/booking?view=problems" className={buttonClasses('ghost', 'sm')}>
              See problems
            </Link>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
