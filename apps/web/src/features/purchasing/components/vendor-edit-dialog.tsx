import toast from 'react-hot-toast';
import type { Vendor } from '@sauda/contracts/purchasing.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useUpdateVendor } from '../api/vendors.ts';
import { vendorValuesOf } from '../lib/vendor-form.ts';
import { VendorForm } from './vendor-form.tsx';

/** Edit a vendor's details in a dialog (PUT /v1/vendors/:id). */
export function VendorEditDialog({
  vendor,
  onOpenChange,
}: {
  vendor: Vendor | null;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateVendor();
  return (
    <Modal
      open={!!vendor}
      onOpenChange={onOpenChange}
      title={vendor ? `Edit ${vendor.name}` : 'Edit vendor'}
      className="max-h-[90dvh] max-w-xl! overflow-y-auto"
    >
      {vendor ? (
        <VendorForm
          key={vendor._id}
          idPrefix="edit-vendor"
          initial={vendorValuesOf(vendor)}
          submitLabel="Save vendor"
          onCancel={() => onOpenChange(false)}
          onSubmit={(body) =>
            update.mutateAsync({ id: vendor._id, body }).then((saved) => {
              toast.success(`${saved.name} saved`);
              onOpenChange(false);
            })
          }
        />
      ) : null}
    </Modal>
  );
}
