import { Link } from 'react-router';
import { Archive, CheckCheck, Inbox, Truck } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatDateTime, formatRelative } from '../../../lib/format.ts';
import type { CourierSync } from '../../../lib/use-courier-sync.ts';
import type { AdviceView } from '../lib/list-params.ts';
import { CheckAdvicesButton } from './sync-button.tsx';

/** No courier connected yet: nothing can ask for advice. */
export function NoCourierEmpty() {
  return (
    <EmptyState
      icon={<Truck />}
      title="Connect a courier to get shipper advice"
      description="When a courier cannot deliver a parcel, it asks you what to do. Those questions gather here."
      action={
        <Link to="/courier-management" className={buttonClasses('primary')}>
          Connect a courier
        </Link>
      }
    />
  );
}

/** What an empty view means, and the next step. */
export function AdviceEmpty({
  view,
  filtered,
  lastCheckedAt,
  sync,
  onClear,
}: {
  view: AdviceView;
  filtered: boolean;
  lastCheckedAt: string | null;
  sync: CourierSync;
  onClear: () => void;
}) {
  if (filtered) {
    return (
      <EmptyState
        icon={<Inbox />}
        title="No advices for this courier"
        description="Other couriers may have some."
        action={
          <Button variant="outline" onClick={onClear}>
            Show all couriers
          </Button>
        }
      />
    );
  }
  if (view === 'open') {
    const checked = lastCheckedAt ? (
      <>
        {' '}
        Couriers last checked{' '}
        <time dateTime={lastCheckedAt} title={formatDateTime(lastCheckedAt)}>
          {formatRelative(lastCheckedAt)}
        </time>
        .
      </>
    ) : sync.targets.length ? (
      ' Your couriers have not been checked yet.'
    ) : (
      ' None of your enabled couriers reports shipper advice through its API.'
    );
    return (
      <EmptyState
        icon={<CheckCheck />}
        title="No parcels waiting for your answer"
        description={<>Every failed delivery has been answered.{checked}</>}
        action={sync.targets.length ? <CheckAdvicesButton sync={sync} label="Check now" /> : undefined}
      />
    );
  }
  if (view === 'answered') {
    return (
      <EmptyState
        icon={<Inbox />}
        title="No answered advices"
        description="Your answers to couriers show up here, with who sent them and when."
      />
    );
  }
  return (
    <EmptyState
      icon={<Archive />}
      title={view === 'closed' ? 'No closed advices' : 'No shipper advice yet'}
      description="An advice closes when its parcel is delivered or returned, or when the courier's deadline passes."
    />
  );
}
