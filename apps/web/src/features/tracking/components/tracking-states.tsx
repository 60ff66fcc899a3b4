import type { ReactNode } from 'react';
import { Hourglass, PackageSearch, WifiOff } from 'lucide-react';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { TrackingLookup } from './tracking-lookup.tsx';
import { tk } from './styles.ts';

function Notice({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className={tk.page}>
      <div className={`${tk.card} flex flex-col items-center px-5 py-10 text-center`}>
        <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-7">
          {icon}
        </div>
        <h2 className="text-xl font-semibold text-ink">{title}</h2>
        <p className="mt-2 max-w-sm text-sm text-muted">{text}</p>
        {children ? <div className="mt-6 w-full max-w-sm">{children}</div> : null}
      </div>
    </div>
  );
}

/** 404: the number is unknown (typo, or not booked yet). */
export function TrackingNotFound({ code }: { code: string }) {
  return (
    <Notice
      icon={<PackageSearch aria-hidden />}
      title="We could not find this parcel — check the tracking number"
      text={
        code
          ? `No parcel has the tracking number “${code}”. It may be mistyped, or the seller has not booked it yet.`
          : 'Type the tracking number from your SMS or receipt.'
      }
    >
      <TrackingLookup key={code} initial={code} />
    </Notice>
  );
}

/** 429: too many lookups from this connection. */
export function TrackingRateLimited({ onRetry }: { onRetry: () => void }) {
  return (
    <Notice
      icon={<Hourglass aria-hidden />}
      title="Too many tracking requests"
      text="Please wait a minute, then try again."
    >
      <button type="button" className={`${tk.primary} w-full`} onClick={onRetry}>
        Try again
      </button>
    </Notice>
  );
}

/** No connection or a server failure. */
export function TrackingLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Notice icon={<WifiOff aria-hidden />} title="We couldn’t load the tracking" text={message}>
      <button type="button" className={`${tk.primary} w-full`} onClick={onRetry}>
        Try again
      </button>
    </Notice>
  );
}

export function TrackingSkeleton() {
  return (
    <div className={`${tk.page} space-y-4`} aria-busy="true" aria-label="Loading tracking">
      <div className={`${tk.card} space-y-4 p-5`}>
        <Skeleton className="h-4 w-32" />
        <div className="flex items-center gap-3">
          <Skeleton className="size-12 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-7 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
      <div className={`${tk.card} space-y-3 p-5`}>
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    </div>
  );
}
