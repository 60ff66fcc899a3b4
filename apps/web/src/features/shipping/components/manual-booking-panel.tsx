import { useState } from 'react';
import type { Shipment } from '@sauda/contracts/couriers.ts';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useShippers } from '../api/courier-accounts.ts';
import { useSaveShipmentRecord } from '../api/shipments.ts';
import { ManualBookingForm } from './manual-booking-form.tsx';
import { ManualBookingSuccess } from './manual-booking-success.tsx';

/** The form, then its result; "Book another" starts a fresh form. */
export function ManualBookingPanel() {
  const shippers = useShippers();
  const save = useSaveShipmentRecord();
  const [done, setDone] = useState<{ shipment: Shipment; company: string } | null>(null);
  const [round, setRound] = useState(0);

  return (
    <Card>
      <CardHeader
        title={done ? 'Booking saved' : 'Record a booking'}
        description={
          done
            ? undefined
            : 'Booked a parcel on a courier’s own portal or by phone? Record it here so the order moves on and you can track it.'
        }
      />
      <CardBody>
        {done ? (
          <ManualBookingSuccess
            shipment={done.shipment}
            company={done.company}
            onAnother={() => {
              setDone(null);
              setRound((r) => r + 1);
            }}
          />
        ) : shippers.isPending ? (
          <div className="space-y-4">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : (
          <ManualBookingForm
            key={round}
            shippers={shippers.data ?? []}
            onSubmit={(body) => save.mutateAsync(body)}
            onBooked={(shipment, company) => setDone({ shipment, company })}
          />
        )}
      </CardBody>
    </Card>
  );
}
