import { Link } from 'react-router';
import { CheckCircle2, Circle, Truck } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** Booking needs an enabled courier account and a pickup address; this says which is missing. */
export function ShippingSetupEmpty({ hasCourier, hasShipper }: { hasCourier: boolean; hasShipper: boolean }) {
  const step = (done: boolean, text: string) => (
    <li className="flex items-center gap-2">
      {done ? (
        <CheckCircle2 aria-hidden className="size-4 text-emerald-600" />
      ) : (
        <Circle aria-hidden className="size-4 text-slate-300" />
      )}
      <span className={done ? 'text-muted line-through' : 'text-ink'}>
        <span className="sr-only">{done ? 'Done: ' : 'To do: '}</span>
        {text}
      </span>
    </li>
  );
  return (
    <EmptyState
      icon={<Truck />}
      title="Set up shipping to book parcels"
      description="Connect a courier and add the address your parcels are picked up from. Then book confirmed orders here in one go."
      action={
        <div className="flex flex-col items-center gap-5">
          <ul className="flex flex-col items-start gap-1.5 text-sm">
            {step(hasCourier, 'Connect and enable a courier')}
            {step(hasShipper, 'Add a pickup address')}
          </ul>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to="/courier-management" className={buttonClasses(hasCourier ? 'outline' : 'primary')}>
              {hasCourier ? 'Manage couriers' : 'Connect a courier'}
            </Link>
            <Link
              to="/add-shipper-info"
              className={buttonClasses(hasCourier && !hasShipper ? 'primary' : 'outline')}
            >
              Add Pickup Address
            </Link>
          </div>
        </div>
      }
    />
  );
}
