import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PickedUpBoard } from '../../../features/shipping/components/picked-up-board.tsx';
import {
  parseShipmentParams,
  shipmentSearchParams,
  updateShipmentParams,
  type ShipmentParams,
} from '../../../features/shipping/lib/list-params.ts';

export default function PickedUpPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(
    () => ({ ...parseShipmentParams(searchParams), view: 'picked_up' as const }),
    [searchParams],
  );

  function change(changeSet: Partial<ShipmentParams>) {
    setSearchParams(
      (prev) =>
        shipmentSearchParams(
          updateShipmentParams({ ...parseShipmentParams(prev), view: 'picked_up' }, changeSet),
          'picked_up',
        ),
      { replace: 'search' in changeSet },
    );
  }

  return (
    <div>
      <PageHeader
        title="Picked Up"
        description="Parcels handed to the courier's rider and on their way to the buyer."
      />
      <PickedUpBoard params={params} onChange={change} />
    </div>
  );
}
