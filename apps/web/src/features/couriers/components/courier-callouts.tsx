import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Building2, CheckCircle2, MapPinned, X } from 'lucide-react';
import { buttonClasses, IconButton } from '../../../components/ui/button.tsx';
import { bookingCitiesHref } from './courier-account-card.tsx';

function Callout({
  tone,
  icon,
  children,
  actions,
  onDismiss,
}: {
  tone: 'green' | 'amber';
  icon: ReactNode;
  children: ReactNode;
  actions: ReactNode;
  onDismiss?: () => void;
}) {
  return (
    <div
      role="status"
      className={
        'mb-4 flex flex-col gap-3 rounded-xl border px-4 py-3 text-sm sm:flex-row sm:items-center ' +
        (tone === 'green'
          ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
          : 'border-amber-200 bg-amber-50 text-amber-900')
      }
    >
      <div className="flex min-w-0 flex-1 items-start gap-2">
        <span className="mt-0.5 shrink-0 [&_svg]:size-4">{icon}</span>
        <div className="min-w-0">{children}</div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {actions}
        {onDismiss ? (
          <IconButton label="Dismiss" onClick={onDismiss} className="size-8!">
            <X />
          </IconButton>
        ) : null}
      </div>
    </div>
  );
}

/** After a one-click sandbox connection: where to go next. */
export function ConnectedCallout({
  account,
  onDismiss,
}: {
  account: { _id: string; name: string };
  onDismiss: () => void;
}) {
  return (
    <Callout
      tone="green"
      icon={<CheckCircle2 />}
      onDismiss={onDismiss}
      actions={
        <>
          <Link to={bookingCitiesHref(account._id)} className={buttonClasses('outline', 'sm')}>
            <MapPinned /> Booking cities
          </Link>
          <Link to="/shipper-info" className={buttonClasses('outline', 'sm')}>
            <Building2 /> Pickup addresses
          </Link>
        </>
      }
    >
      <p className="font-medium">{account.name} is connected.</p>
      <p>Book a parcel from Dispatch and watch it move through pick-up, delivery and payment.</p>
    </Callout>
  );
}

/** Couriers need to know where to collect parcels. */
export function NoPickupAddressCallout() {
  return (
    <Callout
      tone="amber"
      icon={<Building2 />}
      actions={
        <Link to="/add-shipper-info" className={buttonClasses('primary', 'sm')}>
          Add Pickup Address
        </Link>
      }
    >
      <p className="font-medium">Add a pickup address</p>
      <p>Couriers need to know where to collect your parcels before you can book.</p>
    </Callout>
  );
}
