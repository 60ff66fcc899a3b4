import { useState } from 'react';
import toast from 'react-hot-toast';
import type { CourierAccount } from '@sauda/contracts/couriers.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDeleteCourierAccount } from '../api/courier-accounts.ts';

/** Confirms removing a courier account; a 409 (parcels booked with it) is explained in the dialog. */
export function RemoveCourierDialog({
  account,
  onOpenChange,
}: {
  account: CourierAccount | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteCourierAccount();
  const [blocked, setBlocked] = useState<{ id: string; message: string } | null>(null);
  const message = blocked && account && blocked.id === account._id ? blocked.message : null;

  function confirm() {
    if (!account) return;
    if (message) {
      onOpenChange(false);
      return;
    }
    remove.mutate(account._id, {
      onSuccess: () => {
        toast.success(`${account.name} removed`);
        onOpenChange(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409)
          setBlocked({ id: account._id, message: error.message });
        else toast.error(errorMessage(error, `Could not remove ${account.name}`));
      },
    });
  }

  return (
    <ConfirmDialog
      open={!!account}
      onOpenChange={onOpenChange}
      title={account ? `Remove ${account.name}?` : 'Remove courier?'}
      description={
        message ? (
          <span
            role="alert"
            className="block rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-700"
          >
            {message}
          </span>
        ) : (
          'Its credentials and city mappings are deleted. You can connect it again later.'
        )
      }
      confirmLabel={message ? 'OK' : 'Remove courier'}
      cancelLabel={message ? 'Close' : 'Cancel'}
      destructive={!message}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
