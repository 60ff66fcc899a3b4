import { Link } from 'react-router';
import { Truck } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Card className="p-6 text-center">
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(error, 'Could not load your couriers and pickup addresses')}
      </p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}

/** No enabled courier account: a load sheet needs one. */
export function NoCourier() {
  return (
    <Card>
      <EmptyState
        icon={<Truck />}
        title="Connect a courier to make load sheets"
        description="A load sheet lists the parcels one courier’s rider takes from you. Connect and enable a courier, book parcels, then come back to scan them."
        action={
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to="/courier-management" className={buttonClasses('primary')}>
              Connect a courier
            </Link>
            <Link to="/dispatch" className={buttonClasses('outline')}>
              Go to Dispatch
            </Link>
          </div>
        }
      />
    </Card>
  );
}
