import { useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Card, CardBody } from '../../../components/ui/card.tsx';
import { useCreateVendor } from '../../../features/purchasing/api/vendors.ts';
import { VendorForm } from '../../../features/purchasing/components/vendor-form.tsx';
import { safeReturnTo } from '../../../features/purchasing/lib/vendor-form.ts';

export default function AddVendorPage() {
  const [sp] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateVendor();
  const returnTo = safeReturnTo(sp.get('returnTo'));
  const back =
    returnTo === '/vendors' ? { to: '/vendors', label: 'Vendors' } : { to: returnTo, label: 'Back' };

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        back={back}
        title="Add Vendor"
        description="A supplier you buy stock from. Only the name is required; an e-mail lets you send purchase orders as PDF."
      />
      <Card>
        <CardBody className="py-6">
          <VendorForm
            submitLabel="Save vendor"
            onCancel={() => void navigate(returnTo)}
            onSubmit={(body) =>
              create.mutateAsync(body).then((vendor) => {
                toast.success(`${vendor.name} added`);
                const target = new URL(returnTo, window.location.origin);
                // A form that sent us here (e.g. the product form) can pick the new vendor up.
                if (returnTo !== '/vendors') target.searchParams.set('vendor', vendor._id);
                void navigate(`${target.pathname}${target.search}${target.hash}`);
              })
            }
          />
        </CardBody>
      </Card>
    </div>
  );
}
