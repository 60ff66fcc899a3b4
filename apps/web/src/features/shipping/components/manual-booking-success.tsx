import { CheckCircle2, PackagePlus, Printer } from 'lucide-react';
import type { Shipment } from '@sauda/contracts/couriers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { openLabels } from '../api/shipments.ts';
import { MANUAL_REFERENCE } from '../lib/manual-booking.ts';
import { CopyButton } from '../../../components/ui/copy-button.tsx';

/** After saving: the tracking number, big, with copy, print and "book another". */
export function ManualBookingSuccess({
  shipment,
  company,
  onAnother,
}: {
  shipment: Shipment;
  company: string;
  onAnother: () => void;
}) {
  const number = shipment.trackingNumber ?? shipment.reference;
  const isReference = MANUAL_REFERENCE.test(number);
  return (
    <div className="flex flex-col items-center px-2 py-4 text-center">
      <div className="mb-3 flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <CheckCircle2 className="size-6" />
      </div>
      <div role="status">
        <h2 className="text-lg font-semibold text-ink">{shipment.orderName} is booked</h2>
      </div>
      <p className="mt-1 text-sm text-muted">
        {company ? `With ${company}` : shipment.courierName} ·{' '}
        {isReference ? 'Sauda reference (write it on the parcel)' : 'Tracking number'}
      </p>
      <div className="mt-4 flex items-center gap-2 rounded-xl border border-line bg-slate-50 px-4 py-3">
        <span
          data-testid="manual-tracking-number"
          className="font-mono text-2xl font-semibold tracking-wide text-ink sm:text-3xl"
        >
          {number}
        </span>
        <CopyButton text={number} label="Copy tracking number" className="size-9" />
      </div>
      <div className="mt-5 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button variant="outline" onClick={() => openLabels([shipment._id], '1')}>
          <Printer /> Print label
        </Button>
        <Button onClick={onAnother}>
          <PackagePlus /> Book another
        </Button>
      </div>
    </div>
  );
}
