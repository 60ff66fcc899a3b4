import { useParams } from 'react-router';
import { trackingStatus, usePublicTracking } from '../../../features/tracking/api/public-tracking.ts';
import { TrackingShell } from '../../../features/tracking/components/tracking-shell.tsx';
import {
  TrackingLoadError,
  TrackingNotFound,
  TrackingRateLimited,
  TrackingSkeleton,
} from '../../../features/tracking/components/tracking-states.tsx';
import { TrackingView } from '../../../features/tracking/components/tracking-view.tsx';
import { failureKind } from '../../../features/tracking/lib/lookup.ts';

/** Public parcel tracking: /tracking/:id (a tracking link id or a tracking number). No sign-in. */
export default function TrackingPage() {
  const { id = '' } = useParams();
  const code = id.trim();
  const tracking = usePublicTracking(code);
  const data = tracking.data;
  const failure = !code ? 'not_found' : tracking.isError ? failureKind(trackingStatus(tracking.error)) : null;

  const title = data
    ? `Order ${data.orderName}: ${data.statusLabel} · ${data.storeName}`
    : failure === 'not_found'
      ? 'Parcel not found'
      : 'Track your parcel';

  return (
    <TrackingShell storeName={data?.storeName ?? null} title={title}>
      {data ? (
        <TrackingView tracking={data} />
      ) : failure === 'not_found' ? (
        <TrackingNotFound code={code} />
      ) : failure === 'rate_limited' ? (
        <TrackingRateLimited onRetry={() => void tracking.refetch()} />
      ) : failure ? (
        <TrackingLoadError
          message={
            failure === 'offline'
              ? 'No connection. Check your internet and try again.'
              : 'Something went wrong on our side. Please try again in a moment.'
          }
          onRetry={() => void tracking.refetch()}
        />
      ) : (
        <TrackingSkeleton />
      )}
    </TrackingShell>
  );
}
