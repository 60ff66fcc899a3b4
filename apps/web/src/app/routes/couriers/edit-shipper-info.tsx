import { Link, useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { MapPinOff } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardBody } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useShipper, useUpdateShipper } from '../../../features/couriers/api/shippers.ts';
import { ShipperForm } from '../../../features/couriers/components/shipper-form.tsx';
import { shipperValuesOf } from '../../../features/couriers/lib/shipper-form.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';

export default function EditShipperInfoPage() {
  const [sp] = useSearchParams();
  const id = sp.get('id')?.trim() || undefined;
  const navigate = useNavigate();
  const shipper = useShipper(id);
  const update = useUpdateShipper();
  const notFound = !id || (shipper.error instanceof ApiError && shipper.error.status === 404);

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader back={{ to: '/shipper-info', label: 'Pickup Addresses' }} title="Edit Pickup Address" />
      {notFound ? (
        <Card>
          <EmptyState
            icon={<MapPinOff />}
            title="Pickup address not found"
            description="It may have been removed, or the link is incomplete."
            action={
              <Link to="/shipper-info" className={buttonClasses('outline')}>
                Back to pickup addresses
              </Link>
            }
          />
        </Card>
      ) : shipper.isPending ? (
        <Card className="space-y-4 p-6" aria-busy="true">
          <Skeleton className="h-10" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
          <Skeleton className="h-10" />
          <Skeleton className="h-20" />
          <Skeleton className="h-10 w-60" />
        </Card>
      ) : shipper.isError ? (
        <Card className="p-6 text-center">
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(shipper.error, 'Could not load the pickup address')}
          </p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void shipper.refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <Card>
          <CardBody className="py-6">
            <ShipperForm
              key={shipper.data._id}
              initial={shipperValuesOf(shipper.data)}
              lockedDefault={shipper.data.isDefault}
              submitLabel="Save changes"
              onCancel={() => void navigate('/shipper-info')}
              onSubmit={async (body) => {
                const saved = await update.mutateAsync({ id: shipper.data._id, body });
                toast.success(`${saved.name} saved`);
                await navigate('/shipper-info');
              }}
            />
          </CardBody>
        </Card>
      )}
    </div>
  );
}
