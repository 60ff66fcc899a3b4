import { Link, useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { Plus, Truck } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useLocations } from '../../../features/inventory/api/locations.ts';
import { useCreatePurchaseOrder } from '../../../features/purchasing/api/purchase-orders.ts';
import { useVendorOptions } from '../../../features/purchasing/api/vendors.ts';
import { PoForm } from '../../../features/purchasing/components/po-form.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

export default function CreatePurchaseOrderPage() {
  const [sp] = useSearchParams();
  const navigate = useNavigate();
  const vendors = useVendorOptions();
  const locations = useLocations();
  const create = useCreatePurchaseOrder();
  const vendorList = vendors.data?.data ?? [];
  const requested = sp.get('vendor') ?? undefined;
  const defaultVendorId = vendorList.some((v) => v._id === requested) ? requested : undefined;

  const header = (
    <PageHeader
      back={{ to: '/purchase-order', label: 'Purchase Orders' }}
      title="New Purchase Order"
      description="Saved as a draft: you can still change it, then send it to the vendor."
    />
  );

  if (vendors.isPending || locations.isPending) {
    return (
      <div aria-busy="true">
        {header}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)]">
          <Skeleton className="h-80" />
          <Skeleton className="h-80" />
        </div>
      </div>
    );
  }
  if (vendors.isError || locations.isError) {
    return (
      <div>
        {header}
        <Card className="p-6 text-center">
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(vendors.error ?? locations.error, 'Could not load your vendors and locations')}
          </p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => void Promise.all([vendors.refetch(), locations.refetch()])}
          >
            Try again
          </Button>
        </Card>
      </div>
    );
  }
  if (vendorList.length === 0) {
    return (
      <div>
        {header}
        <Card>
          <EmptyState
            icon={<Truck />}
            title="Add a vendor first"
            description="A purchase order is addressed to a vendor — the wholesaler or maker you buy from."
            action={
              <Link to="/add-vendor?returnTo=/purchase-order/new" className={buttonClasses('primary')}>
                <Plus /> Add Vendor
              </Link>
            }
          />
        </Card>
      </div>
    );
  }

  return (
    <div>
      {header}
      <PoForm
        key={defaultVendorId ?? 'none'}
        vendors={vendorList}
        locations={locations.data}
        defaultVendorId={defaultVendorId}
        submitLabel="Create purchase order"
        onCancel={() => void navigate('/purchase-order')}
        onSubmit={(body) =>
          create.mutateAsync(body).then((po) => {
            toast.success(`${po.number} created`);
            void navigate(`/purchase-order/${po._id}`);
            return po;
          })
        }
      />
    </div>
  );
}
