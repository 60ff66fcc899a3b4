import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Truck } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ParcelsBoard } from '../../../features/shipping/components/parcels-board.tsx';
import { ShippingTabs } from '../../../features/shipping/components/shipping-tabs.tsx';
import {
  parseShipmentParams,
  shipmentSearchParams,
  updateShipmentParams,
  type ShipmentParams,
} from '../../../features/shipping/lib/list-params.ts';

export default function BookedParcelsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseShipmentParams(searchParams), [searchParams]);

  function change(changeSet: Partial<ShipmentParams>) {
    setSearchParams(
      (prev) => shipmentSearchParams(updateShipmentParams(parseShipmentParams(prev), changeSet)),
      {
        replace: 'search' in changeSet,
      },
    );
  }

  return (
    <div>
      <PageHeader
        title="Booked Parcels"
        description="Tracking numbers, airway bills and bookings to cancel or retry."
        actions={
          <Link to="/dispatch" className={buttonClasses('primary')}>
            <Truck /> Book more parcels
          </Link>
        }
      />
      <ShippingTabs current={params.view === 'problems' ? 'problems' : 'booked'} />
      <ParcelsBoard params={params} onChange={change} />
    </div>
  );
}
