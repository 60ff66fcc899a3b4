import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Card, CardBody } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useCreateShipper, useShippers } from '../../../features/couriers/api/shippers.ts';
import { ShipperForm } from '../../../features/couriers/components/shipper-form.tsx';
import { emptyShipperValues } from '../../../features/couriers/lib/shipper-form.ts';

export default function AddShipperInfoPage() {
  const navigate = useNavigate();
  const create = useCreateShipper();
  const shippers = useShippers();
  // The first address becomes the default anyway: say so by ticking the box.
  const first = shippers.data?.length === 0;

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        back={{ to: '/shipper-info', label: 'Shipper info' }}
        title="Add Pickup Address"
        description="Where the courier’s rider collects your parcels."
      />
      <Card>
        <CardBody className="py-6">
          {shippers.isPending ? (
            <div className="space-y-4" aria-busy="true">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
              <Skeleton className="h-20" />
            </div>
          ) : (
            <ShipperForm
              initial={emptyShipperValues(first)}
              submitLabel="Save address"
              onCancel={() => void navigate('/shipper-info')}
              onSubmit={async (body) => {
                const saved = await create.mutateAsync(body);
                toast.success(`${saved.name} added`);
                await navigate('/shipper-info');
              }}
            />
          )}
        </CardBody>
      </Card>
    </div>
  );
}
